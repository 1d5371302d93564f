// `npm run bench:bundle`: builds the product (`npm run build`; `--no-build` skips it), starts the compiled
// server on a fresh data folder and opens three routes in headless Chromium, each in a fresh browser with an
// empty cache: the sign-in screen (signed out), an overview and an editor (signed in as the demo editor).
// Reports the gzipped size of every JavaScript file the browser loaded for each. Fails when the sign-in or
// the editor route is over its budget (issue 28). PORT (default 3452).
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

/** Gzipped JavaScript per route, in KB: the run fails above them. */
const BUDGETS_KB = { 'sign-in': 120, editor: 400 };
const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3452);
const origin = `http://127.0.0.1:${port}`;
const verbose = process.argv.includes('--files');

if (!process.argv.includes('--no-build')) {
  execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
}

const dataDir = mkdtempSync(join(tmpdir(), 'content-bench-bundle-'));
const server = spawn(process.execPath, [join(root, 'build', 'server.mjs')], {
  cwd: root,
  stdio: 'ignore',
  env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
});
const stopped = new Promise((resolve) => server.on('exit', resolve));

async function api(path, init) {
  const response = await fetch(`${origin}/api/v2${path}`, init);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return response.json();
}

const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium
  .launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  })
  .catch(async (error) => {
    server.kill();
    throw error;
  });

/** Every JavaScript file loaded for `path` until the app has taken over from the shell and gone quiet. */
async function scriptsOf(path, token, ready) {
  const context = await browser.newContext();
  if (token) {
    await context.addInitScript((value) => window.localStorage.setItem('content.token', value), token);
  }
  const page = await context.newPage();
  const scripts = new Map();
  page.on('response', async (response) => {
    const url = response.url();
    if (url.endsWith('.js') || (response.headers()['content-type'] ?? '').includes('javascript')) {
      scripts.set(url, await response.body().catch(() => Buffer.alloc(0)));
    }
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle', timeout: 120_000 });
  await page.waitForSelector('#app-shell', { state: 'detached', timeout: 60_000 });
  await ready(page);
  await page.waitForLoadState('networkidle');
  await context.close();
  return [...scripts].map(([url, body]) => ({
    file: new URL(url).pathname,
    raw: body.length,
    gz: gzipSync(body, { level: 9 }).length,
  }));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
/** Route name → its gzipped JavaScript in KB. */
const totals = new Map();
try {
  for (;;) {
    if (server.exitCode !== null) throw new Error('the server exited');
    if (await fetch(`${origin}/`).catch(() => null)) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  const { token } = await api('/auth/login', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'editor@example.com', password: 'content-demo' }),
  });
  const stories = await api('/pages?perPage=1', { headers: { authorization: `Bearer ${token}` } });
  const storyId = stories.data[0]?.id;

  const routes = [
    {
      name: 'sign-in',
      path: '/',
      ready: (page) => page.getByRole('button', { name: 'Sign In' }).isEnabled({ timeout: 30_000 }),
    },
    {
      name: 'overview',
      path: '/content/stories',
      token,
      ready: (page) => page.getByRole('table').first().waitFor({ timeout: 60_000 }),
    },
    {
      name: 'editor',
      path: `/content/stories/${storyId}`,
      token,
      ready: (page) => page.getByRole('main').waitFor({ timeout: 60_000 }),
    },
  ];
  for (const route of routes) {
    const rows = await scriptsOf(route.path, route.token, route.ready);
    rows.sort((a, b) => b.gz - a.gz);
    const total = rows.reduce((sum, r) => sum + r.gz, 0);
    totals.set(route.name, total / 1024);
    if (verbose) {
      for (const r of rows)
        console.log(`${kb(r.gz).padStart(10)} gz ${kb(r.raw).padStart(10)} raw  ${r.file}`);
    }
    console.log(
      `${`${route.name} route (${route.path})`.padEnd(40)} ${String(rows.length).padStart(3)} files, ${kb(total)} gzipped`,
    );
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await stopped;
  rmSync(dataDir, { recursive: true, force: true });
}
let over = false;
for (const [name, budget] of Object.entries(BUDGETS_KB)) {
  const total = totals.get(name) ?? Infinity;
  const fits = total <= budget;
  console.log(`${name} budget: ${budget} KB gzipped (${fits ? 'met' : 'OVER'})`);
  if (!fits) over = true;
}
if (over) {
  console.error('A route is over budget: lazy-load what its first screen does not need.');
  process.exit(1);
}
