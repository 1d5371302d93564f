// `npm run bench:blocking`: the main thread's blocking time of a signed-in page load as Chrome observes it, at
// Lighthouse's 4× CPU slowdown (DevTools' CPU throttling), warm (each page loaded twice first): the sum of the
// long tasks' time over 50 ms (PerformanceObserver 'longtask') until the network is idle and 2.5 s after.
// Lighthouse's blocking time simulates every task ×4 from one unthrottled load and moves by ±300 ms between
// runs of one build on the 2-core machine; this measures BENCH_RUNS loads (default 10) and prints the median.
// Pages: the story overview and story 65's editor (as bench:lighthouse), 412×823 at DPR 1.75 as Lighthouse's
// mobile. BENCH_COMPARE=<another checkout, built> measures its build too, the loads alternating (an A/B on one
// machine at one time). Builds first unless `--no-build`. PORT (default 3457; the comparison's PORT + 1),
// CHROME_PATH.
import { existsSync } from 'node:fs';
import { loadavg } from 'node:os';
import { resolve } from 'node:path';
import { chromium } from '@playwright/test';
import { buildUnlessSkipped, percentile, startBuiltServer } from './bench-browser.mjs';

const PAGES = ['/content/stories', '/content/stories/65'];
const port = Number(process.env.PORT ?? 3457);
const runs = Number(process.env.BENCH_RUNS ?? 10);
const compare = process.env.BENCH_COMPARE ? resolve(process.env.BENCH_COMPARE) : undefined;
if (compare && !existsSync(resolve(compare, 'build', 'server.mjs')))
  throw new Error(`${compare} is not built`);

buildUnlessSkipped();
const builds = [{ label: 'this checkout', server: startBuiltServer(port, 'bench-blocking') }];
if (compare) builds.push({ label: compare, server: startBuiltServer(port + 1, 'bench-blocking-b', compare) });

/** Records the duration of every long task of the page from its start (buffered). */
function recordLongTasks() {
  window.__longTasks = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longTasks.push(entry.duration);
  }).observe({ type: 'longtask', buffered: true });
}

const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({
  ...(existsSync(chromePath) ? { executablePath: chromePath } : {}),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
try {
  for (const build of builds) {
    const token = await build.server.signIn();
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    build.page = await context.newPage();
    await build.page.addInitScript(recordLongTasks);
    // The session as the SPA keeps it (src/lib/token-storage.ts), at the origin.
    await build.page.goto(`${build.server.origin}/favicon.svg`);
    await build.page.evaluate((value) => localStorage.setItem('content.token', value), token);
    build.cdp = await context.newCDPSession(build.page);
  }
  for (const path of PAGES) {
    for (const build of builds) {
      build.blocking = [];
      build.longTasks = [];
      for (let warm = 0; warm < 2; warm += 1) {
        await build.page.goto(`${build.server.origin}${path}`);
        await build.page.waitForLoadState('networkidle');
      }
    }
    for (let run = 0; run < runs; run += 1) {
      for (const build of builds) {
        await build.cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
        await build.page.goto(`${build.server.origin}${path}`);
        await build.page.waitForLoadState('networkidle');
        await build.page.waitForTimeout(2500);
        const tasks = await build.page.evaluate(() => window.__longTasks);
        await build.cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
        build.blocking.push(tasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0));
        build.longTasks.push(tasks.reduce((sum, duration) => sum + duration, 0));
      }
    }
    for (const build of builds) {
      const blocking = [...build.blocking].sort((a, b) => a - b);
      const longTasks = [...build.longTasks].sort((a, b) => a - b);
      console.log(
        `${path} (${build.label}): blocking p50 ${Math.round(percentile(blocking, 50))} ms, ` +
          `p75 ${Math.round(percentile(blocking, 75))} ms; long tasks p50 ${Math.round(percentile(longTasks, 50))} ms ` +
          `| ${runs} warm loads at 4× CPU: ${build.blocking.map(Math.round).join(' ')}`,
      );
    }
  }
  console.log(
    `load average ${loadavg()
      .map((n) => n.toFixed(1))
      .join(' ')}`,
  );
} finally {
  await browser.close();
  for (const build of builds) await build.server.stop();
}
