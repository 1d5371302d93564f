// `npm run bench:lighthouse`: Lighthouse (default mobile settings: simulated slow 4G, 4× CPU slowdown) on the
// built product, started on a fresh temporary data folder with Debian's Chromium: the sign-in page, and signed
// in (the demo editor's token put into the browser's storage first, which Lighthouse is told to keep) the story
// overview and the editor of a story. Prints per page the performance, accessibility and best-practices
// scores and the paint metrics. Builds first unless `--no-build`; `--runs N` repeats and prints every run (the
// machine may be busy; a run Lighthouse cannot complete is repeated once, and said so); `--page
// sign-in|overview|editor` (repeatable) measures only those. PORT (default 3455).
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
/** The measured pages: path and whether it is measured signed in. */
const PAGES = {
  'sign-in': { path: '/', signedIn: false },
  overview: { path: '/content/stories', signedIn: true },
  editor: { path: '/content/stories/65', signedIn: true },
};
const chosen = process.argv.flatMap((arg, i) => (process.argv[i - 1] === '--page' ? [arg] : []));
const pages = chosen.length ? chosen : Object.keys(PAGES);
for (const name of pages) if (!PAGES[name]) throw new Error(`unknown page ${name}: ${Object.keys(PAGES)}`);
const runsArg = process.argv.indexOf('--runs');
const runs = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 1;
const reportArg = process.argv.indexOf('--report');
/** `--report FILE`: each run's full Lighthouse JSON (FILE-page-run.json), to read its opportunities and diagnostics. */
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
  // The demo editor's session, as the SPA keeps it (src/lib/token-storage.ts): put into the browser's storage
  // at the origin once; Lighthouse is told not to clear storage, so the signed-in pages load signed in.
  const login = await fetch(new URL('/api/v2/auth/login', url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@example.com', password: 'content-demo' }),
  });
  if (!login.ok) throw new Error(`signing in answered ${login.status}`);
  const { token } = await login.json();
  for (const name of pages) {
    for (let run = 1; run <= runs; run += 1) {
      const { path, signedIn } = PAGES[name];
      await setToken(chrome.port, signedIn ? token : null);
      const result = await measure(path);
      if (reportFile) writeFileSync(reportFile.replace(/(\.json)?$/, `-${name}-${run}.json`), result.report);
      const { categories, audits, runtimeError, finalDisplayedUrl } = result.lhr;
      // A run Lighthouse could not complete (no paint seen, its trace lost the navigation …) has no scores: say
      // why and go on; the run was repeated once already (measure).
      if (runtimeError) {
        console.log(`${name} run ${run}: Lighthouse failed: ${runtimeError.code} ${runtimeError.message}`);
        continue;
      }
      if (result.repeated)
        console.log(
          `${name} run ${run}: repeated after Lighthouse failed (${result.repeated})` +
            (run === 1 ? ": no longer the browser's first load of the page" : ''),
        );
      // A signed-in page that ended on the sign-in form measured the wrong page.
      if (signedIn && !new URL(finalDisplayedUrl).pathname.startsWith(path))
        console.log(`${name} run ${run}: ended at ${finalDisplayedUrl}, not ${path}`);
      const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
      const ms = (id) => `${((audits[id]?.numericValue ?? 0) / 1000).toFixed(2)} s`;
      console.log(
        `${name} (${path}) run ${run}: performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
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
  }
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}

/**
 * One Lighthouse run of `path`, repeated once when Lighthouse could not complete it: its trace sometimes misses
 * the navigation's start (NO_NAVSTART, ~1 run in 25 here), which says nothing about the page.
 */
async function measure(path) {
  const run = () =>
    lighthouse(new URL(path, url).href, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      disableStorageReset: true,
    });
  const first = await run();
  if (!first) throw new Error('Lighthouse returned no result');
  const failure = first.lhr.runtimeError?.code;
  if (!failure) return first;
  const second = await run();
  if (!second) throw new Error('Lighthouse returned no result');
  return Object.assign(second, { repeated: failure });
}

/** Puts the session token into (or, null, removes it from) the browser's storage at the product's origin. */
async function setToken(chromePort, token) {
  const devtools = `http://127.0.0.1:${chromePort}/json`;
  const origin = new URL(url).origin;
  const tab = await (
    await fetch(`${devtools}/new?${new URL('/favicon.svg', url)}`, { method: 'PUT' })
  ).json();
  const socket = new WebSocket(tab.webSocketDebuggerUrl);
  await new Promise((resolve, reject) => {
    socket.onopen = resolve;
    socket.onerror = reject;
  });
  let id = 0;
  const evaluate = (expression) =>
    new Promise((resolve) => {
      const own = ++id;
      socket.onmessage = (event) => {
        const message = JSON.parse(event.data);
        if (message.id === own) resolve(message.result?.result?.value);
      };
      socket.send(JSON.stringify({ id: own, method: 'Runtime.evaluate', params: { expression } }));
    });
  try {
    // The tab opens at the origin a moment later: storage belongs to the origin, so wait for it.
    while ((await evaluate('location.origin')) !== origin) await new Promise((r) => setTimeout(r, 50));
    await evaluate(
      token
        ? `localStorage.setItem('content.token', ${JSON.stringify(token)})`
        : `localStorage.removeItem('content.token')`,
    );
  } finally {
    socket.close();
    await fetch(`${devtools}/close/${tab.id}`);
  }
}
