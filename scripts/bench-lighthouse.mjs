// `npm run bench:lighthouse`: Lighthouse (default mobile settings: simulated slow 4G, 4× CPU slowdown) on the
// sign-in page of the built product, started on a fresh temporary data folder with Debian's Chromium.
// Prints the performance, accessibility and best-practices scores and the paint metrics. Builds first
// unless `--no-build`; `--runs N` repeats and prints every run (the machine may be busy). PORT (default 3455).
import { execFileSync, spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchTool } from './bench-tools.mjs';

const chromeLauncher = await benchTool('chrome-launcher');
const { default: lighthouse } = await benchTool('lighthouse');

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3455);
const url = `http://127.0.0.1:${port}/`;
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 1;
const reportArg = process.argv.indexOf('--report');
/** `--report FILE`: the last run's full Lighthouse JSON, to read its opportunities and diagnostics. */
const reportFile = reportArg > 0 ? process.argv[reportArg + 1] : undefined;

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'content-lighthouse-'));
const server = spawn(process.execPath, [join(root, 'build', 'server.mjs')], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const stopped = new Promise((resolve) => server.on('exit', resolve));

let chrome;
try {
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited');
    if (await fetch(url).catch(() => null)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // Warm the server up (JIT, file handles) as a running product is: Lighthouse derives its simulated
  // timings from the observed server response times, and the very first answers of a new process are slow.
  const page = await (await fetch(url, { headers: { 'accept-encoding': 'br' } })).text();
  for (const [, path] of page.matchAll(/(?:src|href)="(\/assets\/[^"]+)"/g)) {
    await fetch(new URL(path, url), { headers: { 'accept-encoding': 'br' } }).then((r) => r.arrayBuffer());
  }
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  for (let run = 1; run <= runs; run += 1) {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
    });
    if (!result) throw new Error('Lighthouse returned no result');
    if (reportFile) writeFileSync(reportFile, result.report);
    const { categories, audits, runtimeError } = result.lhr;
    // A run Lighthouse could not complete (no paint seen, page crashed …) scores 0: say why instead.
    if (runtimeError)
      console.log(`run ${run}: Lighthouse failed: ${runtimeError.code} ${runtimeError.message}`);
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    const ms = (id) => `${((audits[id]?.numericValue ?? 0) / 1000).toFixed(2)} s`;
    console.log(
      `run ${run}: performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
        `best practices ${score('best-practices')} | FCP ${ms('first-contentful-paint')}, ` +
        `LCP ${ms('largest-contentful-paint')}, TBT ${Math.round(audits['total-blocking-time']?.numericValue ?? 0)} ms, ` +
        `CLS ${(audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)} | load average ${loadavg()
          .map((n) => n.toFixed(1))
          .join(' ')}`,
    );
    for (const id of ['accessibility', 'best-practices']) {
      for (const ref of categories[id]?.auditRefs ?? []) {
        const audit = audits[ref.id];
        if (ref.weight > 0 && audit && audit.score !== null && audit.score < 1) {
          console.log(`  ${id}: ${audit.id} — ${audit.title}`);
        }
      }
    }
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
