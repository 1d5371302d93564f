// `npm run bench:main-thread`: what blocks the main thread after the first paint of the signed-in pages, as
// Lighthouse's mobile run sees it but without its simulation: the built product (fresh temporary data folder)
// in headless Chromium at a phone's viewport (412×823) with the CPU slowed 4× (CDP), signed in as the demo
// editor. Per page and run: first contentful paint, the long tasks (> 50 ms) after it, total blocking time
// (their time over 50 ms, until the page is quiet), cumulative layout shift, and with `--profile` the CPU time
// per script (a CDP CPU profile, self time summed per file). Pages: overview (/content/stories), editor
// (/content/stories/65). Options: `--runs N` (default 3), `--page NAME` (repeatable), `--no-build`,
// `--profile`; PORT (default 3457); BENCH_ROOT measures another checkout's build (its build/ and dist/).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = process.env.BENCH_ROOT ?? join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3457);
const origin = `http://127.0.0.1:${port}`;
const arg = (name) => process.argv.flatMap((a, i) => (process.argv[i - 1] === name ? [a] : []));
const runs = Number(arg('--runs')[0] ?? 3);
const profile = process.argv.includes('--profile');
const PAGES = { overview: '/content/stories', editor: '/content/stories/65' };
const pages = arg('--page').length ? arg('--page') : Object.keys(PAGES);

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
}
const dataDir = mkdtempSync(join(tmpdir(), 'content-bench-main-thread-'));
const server = spawn(process.execPath, [join(root, 'build', 'server.mjs')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const stopped = new Promise((resolve) => server.on('exit', resolve));

/** Collects paints, long tasks and layout shifts from the start of the page. */
function observe() {
  const w = /** @type {any} */ (window);
  w.__perf = { longTasks: [], shifts: 0, fcp: 0 };
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) w.__perf.longTasks.push([e.startTime, e.duration]);
  }).observe({ type: 'longtask', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (!e.hadRecentInput) w.__perf.shifts += e.value;
  }).observe({ type: 'layout-shift', buffered: true });
  new PerformanceObserver((list) => {
    for (const e of list.getEntries()) if (e.name === 'first-contentful-paint') w.__perf.fcp = e.startTime;
  }).observe({ type: 'paint', buffered: true });
}

const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
let browser;
try {
  let token;
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited');
    const login = await fetch(`${origin}/api/v2/auth/login`, {
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
  browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  // Warm the server and the browser's HTTP cache-less paths once (JIT of a new process).
  for (const name of pages) {
    const context = await browser.newContext();
    await context.addInitScript((value) => localStorage.setItem('content.token', value), token);
    const page = await context.newPage();
    await page.goto(`${origin}${PAGES[name]}`, { waitUntil: 'networkidle' });
    await context.close();
  }
  for (const name of pages) {
    for (let run = 1; run <= runs; run += 1) {
      const context = await browser.newContext({
        viewport: { width: 412, height: 823 },
        deviceScaleFactor: 1.75,
      });
      await context.addInitScript((value) => localStorage.setItem('content.token', value), token);
      await context.addInitScript(observe);
      const page = await context.newPage();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
      if (profile) {
        await cdp.send('Profiler.enable');
        await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
        await cdp.send('Profiler.start');
      }
      const started = Date.now();
      await page.goto(`${origin}${PAGES[name]}`, { waitUntil: 'networkidle', timeout: 180_000 });
      await page.waitForSelector('#app-shell', { state: 'detached', timeout: 120_000 });
      // Quiet: no long task for 3 s.
      let last = -1;
      for (;;) {
        await page.waitForTimeout(3000);
        const count = await page.evaluate(() => /** @type {any} */ (window).__perf.longTasks.length);
        if (count === last) break;
        last = count;
      }
      const perf = await page.evaluate(() => /** @type {any} */ (window).__perf);
      const after = perf.longTasks.filter(([start]) => start >= perf.fcp);
      const tbt = after.reduce((sum, [, d]) => sum + Math.max(0, d - 50), 0);
      const longest = after.map(([, d]) => Math.round(d)).sort((a, b) => b - a);
      console.log(
        `${name} run ${run}: FCP ${Math.round(perf.fcp)} ms, TBT ${Math.round(tbt)} ms, long tasks ${after.length} ` +
          `[${longest.slice(0, 8).join(', ')}] ms, CLS ${perf.shifts.toFixed(3)}, wall ${Date.now() - started} ms | ` +
          `load ${loadavg()
            .map((n) => n.toFixed(1))
            .join(' ')}`,
      );
      if (profile) {
        const { profile: cpu } = await cdp.send('Profiler.stop');
        const self = new Map();
        const byId = new Map(cpu.nodes.map((n) => [n.id, n]));
        const counts = new Map();
        for (const id of cpu.samples) counts.set(id, (counts.get(id) ?? 0) + 1);
        const interval = (cpu.endTime - cpu.startTime) / 1000 / cpu.samples.length;
        for (const [id, count] of counts) {
          const node = byId.get(id);
          const url = node.callFrame.url
            ? new URL(node.callFrame.url, origin).pathname
            : `(${node.callFrame.functionName || 'native'})`;
          const key = url.replace(/-[\w-]{8}\.js$/, '.js');
          self.set(key, (self.get(key) ?? 0) + count * interval);
        }
        for (const [key, ms] of [...self].sort((a, b) => b[1] - a[1]).slice(0, 12)) {
          if (key === '(idle)' || key === '(program)') continue;
          console.log(`  ${String(Math.round(ms)).padStart(6)} ms  ${key}`);
        }
      }
      await context.close();
    }
  }
} finally {
  await browser?.close();
  server.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
