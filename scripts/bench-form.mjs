// `npm run bench:form`: keystroke-to-paint in the entity wizard's largest form step, as an editor gets it.
// Starts the built product on a fresh temporary data folder, signs in with Chromium (Playwright), asks the
// contract's form-fields call which step of the core page (the largest form) has the most fields, opens an
// existing core page on that step and types BENCH_KEYS (default 200) characters spread over its text inputs. Each keystroke is timed in the page from the keydown event to the frame after it painted
// (requestAnimationFrame, then a task). Prints p50/p95/max. Builds first unless `--no-build`.
// Options (environment): BENCH_KEYS, PORT (default 3456), CHROME_PATH; BENCH_PLURAL (default core-pages) and
// BENCH_PATH (its overview path, default /content/core-pages) measure another type.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3456);
const origin = `http://127.0.0.1:${port}`;
const api = `${origin}/api/v2`;
const plural = process.env.BENCH_PLURAL ?? 'core-pages';
const overviewPath = process.env.BENCH_PATH ?? '/content/core-pages';
const keys = Number(process.env.BENCH_KEYS ?? 200);
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'content-bench-form-'));
const server = spawn(process.execPath, [join(root, 'build', 'server.mjs')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const stopped = new Promise((resolve) => server.on('exit', resolve));

async function json(path, token, init = {}) {
  const response = await fetch(`${api}${path}`, {
    ...init,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path} answered ${response.status}`);
  return response.json();
}

/** Fields of a form node tree (groups and layout-only groups counted by their fields). */
const countFields = (items = []) =>
  items.reduce((n, node) => n + (node.type === 'field' ? 1 : countFields(node.items)), 0);

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

let browser;
try {
  let token;
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited');
    const login = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'editor@example.com', password: 'content-demo' }),
    }).catch(() => null);
    if (login?.ok) {
      token = (await login.json()).token;
      break;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }

  const schema = await json(`/form-fields/${plural}`, token);
  const steps = schema.data.map((section) => ({
    slug: section.attributes.slug,
    fields: countFields(section.items),
  }));
  const largest = steps.reduce((a, b) => (b.fields > a.fields ? b : a));
  const list = await json(`/${plural}?perPage=1`, token);
  const id = list.data[0]?.id;
  if (!id) throw new Error(`no ${plural} in the demo data`);

  browser = await chromium.launch({
    ...(existsSync(chromePath) ? { executablePath: chromePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(origin);
  await page.getByLabel('E-mail').fill('editor@example.com');
  await page.getByLabel('Password').fill('content-demo');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
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
  server.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
