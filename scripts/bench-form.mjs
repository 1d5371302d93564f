// `npm run bench:form`: keystroke-to-paint in the entity wizard's largest form step, as an editor gets it.
// Starts the built product on a fresh temporary data folder, signs in with Chromium (Playwright), asks the
// contract's form-fields call which step of the core page (the largest form) has the most fields, opens an
// existing core page on that step and types BENCH_KEYS (default 200) characters spread over its text inputs.
// Each keystroke is timed twice in the page: (1) the browser's own Event Timing (the keydown entry's duration:
// from the key event to the next paint after its handlers, the measure INP uses, in 8 ms steps; keystrokes the
// browser does not report were under its 16 ms threshold and count as 16 ms), and (2) from the keydown event to
// a task after the next animation frame (requestAnimationFrame, then setTimeout), which adds the timer's delay:
// on a page with one bare input, (2) alone gives p95 40–100 ms on the 2-core machine. Also the renderer's
// main-thread CPU time per keystroke (CDP ThreadTime; script, style, layout), which the load sways less. Prints
// p50/p95/max of both and the same for one bare input in the same browser (the floor). Builds first unless
// `--no-build`. Options (environment): BENCH_KEYS, BENCH_KEY_DELAY (ms between keys, default 0), PORT (default
// 3456), CHROME_PATH; BENCH_PLURAL (default core-pages) and BENCH_PATH (its overview path, default
// /content/core-pages) measure another type.
import { loadavg } from 'node:os';
import { buildUnlessSkipped, percentile, signedInBrowser, startBuiltServer } from './bench-browser.mjs';

const port = Number(process.env.PORT ?? 3456);
const plural = process.env.BENCH_PLURAL ?? 'core-pages';
const overviewPath = process.env.BENCH_PATH ?? '/content/core-pages';
const keys = Number(process.env.BENCH_KEYS ?? 200);
/** Milliseconds between keystrokes: 0 (default) types as fast as the browser takes keys, 100 is a fast typist. */
const keyDelay = Number(process.env.BENCH_KEY_DELAY ?? 0);

buildUnlessSkipped();
const server = startBuiltServer(port, 'bench-form');
const { origin, json } = server;

/** Fields of a form node tree (groups and layout-only groups counted by their fields). */
const countFields = (items = []) =>
  items.reduce((n, node) => n + (node.type === 'field' ? 1 : countFields(node.items)), 0);

const fmt = (times) =>
  `p50 ${percentile(times, 50).toFixed(1)}, p95 ${percentile(times, 95).toFixed(1)}, max ${times.at(-1).toFixed(1)} ms`;

/** Runs `type` with both timers installed in `page`; returns both figures as one line. */
async function timeKeystrokes(page, keys, type) {
  await page.evaluate(() => {
    window.__keyTimes = [];
    window.__eventTimes = [];
    window.__keydowns = 0;
    document.addEventListener(
      'keydown',
      (event) => {
        window.__keydowns += 1;
        const start = event.timeStamp;
        requestAnimationFrame(() => setTimeout(() => window.__keyTimes.push(performance.now() - start)));
      },
      true,
    );
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        if (entry.name === 'keydown') window.__eventTimes.push(entry.duration);
    }).observe({ type: 'event', durationThreshold: 16 });
  });
  // The renderer's main-thread CPU time (CDP): what the keystrokes cost, less swayed by the machine's load.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const cpu = async () => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return Object.fromEntries(metrics.map((m) => [m.name, m.value * 1000]));
  };
  const before = await cpu();
  await type();
  await page.waitForTimeout(500);
  const after = await cpu();
  const perKey = (name) => ((after[name] - before[name]) / keys).toFixed(1);
  const { keyTimes, eventTimes, keydowns } = await page.evaluate(() => ({
    keyTimes: window.__keyTimes,
    eventTimes: window.__eventTimes,
    keydowns: window.__keydowns,
  }));
  const underThreshold = Array(Math.max(0, keydowns - eventTimes.length)).fill(16);
  const paint = [...eventTimes, ...underThreshold].sort((a, b) => a - b);
  const frameTask = [...keyTimes].sort((a, b) => a - b);
  return (
    `key → paint (Event Timing) ${fmt(paint)} [${eventTimes.length} of ${keydowns} over 16 ms] | ` +
    `key → frame → task ${fmt(frameTask)} | main-thread CPU per key ${perKey('ThreadTime')} ms ` +
    `(script ${perKey('ScriptDuration')}, style ${perKey('RecalcStyleDuration')}, layout ${perKey('LayoutDuration')})`
  );
}

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

  const perInput = Math.max(1, Math.ceil(keys / Math.min(inputCount, 20)));
  const form = await timeKeystrokes(page, keys, async () => {
    let typed = 0;
    for (let i = 0; typed < keys && i < inputCount; i += 1) {
      await inputs.nth(i).click();
      for (let k = 0; k < perInput && typed < keys; k += 1, typed += 1) {
        await page.keyboard.type('a');
        if (keyDelay) await page.waitForTimeout(keyDelay);
      }
    }
  });

  const bare = await browser.newPage();
  await bare.setContent('<input id="bare">');
  const floor = await timeKeystrokes(bare, keys, async () => {
    await bare.click('#bare');
    for (let k = 0; k < keys; k += 1) {
      await bare.keyboard.type('a');
      if (keyDelay) await bare.waitForTimeout(keyDelay);
    }
  });

  const load = loadavg()
    .map((n) => n.toFixed(1))
    .join(' ');
  console.log(
    `${plural} step "${largest.slug}" (${largest.fields} fields, ${inputCount} text inputs), ${keys} keystrokes, ` +
      `${keyDelay ? `${keyDelay} ms apart` : 'as fast as the browser takes them'}:`,
  );
  console.log(`  form       ${form}`);
  console.log(`  bare input ${floor}`);
  console.log(`  load average ${load}`);
} finally {
  await browser?.close();
  await server.stop();
}
