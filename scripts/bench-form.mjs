// `npm run bench:form`: keystroke-to-paint in the entity wizard's largest form step, as an editor gets it.
// Starts the built product on a fresh temporary data folder, signs in with Chromium (Playwright), asks the
// contract's form-fields call which step of the core page (the largest form) has the most fields, opens an
// existing core page on that step and types BENCH_KEYS (default 200) characters spread over its text inputs. Each keystroke is timed in the page from the keydown event to the frame after it painted
// (requestAnimationFrame, then a task). Prints p50/p95/max. Builds first unless `--no-build`.
// Options (environment): BENCH_KEYS, PORT (default 3456), CHROME_PATH; BENCH_PLURAL (default core-pages) and
// BENCH_PATH (its overview path, default /content/core-pages) measure another type.
import { loadavg } from 'node:os';
import { buildUnlessSkipped, percentile, signedInBrowser, startBuiltServer } from './bench-browser.mjs';

const port = Number(process.env.PORT ?? 3456);
const plural = process.env.BENCH_PLURAL ?? 'core-pages';
const overviewPath = process.env.BENCH_PATH ?? '/content/core-pages';
const keys = Number(process.env.BENCH_KEYS ?? 200);

buildUnlessSkipped();
const server = startBuiltServer(port, 'bench-form');
const { origin, json } = server;

/** Fields of a form node tree (groups and layout-only groups counted by their fields). */
const countFields = (items = []) =>
  items.reduce((n, node) => n + (node.type === 'field' ? 1 : countFields(node.items)), 0);

let browser;
try {
  const token = await server.signIn();

  const schema = await json(`/form-fields/${plural}`, token);
  const steps = schema.data.map((section) => ({
    slug: section.attributes.slug,
    fields: countFields(section.items),
  }));
  const largest = steps.reduce((a, b) => (b.fields > a.fields ? b : a));
  const list = await json(`/${plural}?perPage=1`, token);
  const id = list.data[0]?.id;
  if (!id) throw new Error(`no ${plural} in the demo data`);

  let page;
  ({ browser, page } = await signedInBrowser(origin));
  await page.goto(`${origin}${overviewPath}/${id}/${largest.slug}`);
  const inputs = page.locator('main input[type="text"]:not([readonly]), main textarea:not([readonly])');
  await inputs.first().waitFor({ timeout: 60_000 });
  const inputCount = await inputs.count();

  await page.evaluate(() => {
    window.__keyTimes = [];
    document.addEventListener(
      'keydown',
      (event) => {
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => window.__keyTimes.push(performance.now() - start)));
      },
      true,
    );
  });
  const perInput = Math.max(1, Math.ceil(keys / Math.min(inputCount, 20)));
  let typed = 0;
  for (let i = 0; typed < keys && i < inputCount; i += 1) {
    await inputs.nth(i).click();
    for (let k = 0; k < perInput && typed < keys; k += 1, typed += 1) {
      await page.keyboard.type('a');
    }
  }
  await page.waitForTimeout(300);
  const times = (await page.evaluate(() => window.__keyTimes)).sort((a, b) => a - b);
  const fmt = (ms) => `${ms.toFixed(1)} ms`;
  console.log(
    `${plural} step "${largest.slug}" (${largest.fields} fields, ${inputCount} text inputs): ${times.length} keystrokes, ` +
      `p50 ${fmt(percentile(times, 50))}, p95 ${fmt(percentile(times, 95))}, max ${fmt(times.at(-1))} ` +
      `| load average ${loadavg()
        .map((n) => n.toFixed(1))
        .join(' ')}`,
  );
} finally {
  await browser?.close();
  await server.stop();
}
