// `npm run bench:bundle`: builds the SPA, opens the sign-in route in headless Chromium and reports the
// gzipped size of every JavaScript file the browser actually loaded for it. Fails above the budget.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';

const BUDGET_KB = 200;
const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');

if (!process.argv.includes('--no-build')) {
  execFileSync(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn'], {
    cwd: root,
    stdio: 'inherit',
  });
}

const types = { '.js': 'text/javascript', '.css': 'text/css', '.html': 'text/html', '.svg': 'image/svg+xml' };
// A static server with history fallback: the sign-in screen needs no API call without a token.
const server = createServer((req, res) => {
  const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
  let file = join(dist, path);
  if (!file.startsWith(dist) || !existsSync(file) || path === '/') file = join(dist, 'index.html');
  if (path.startsWith('/api/')) {
    res.writeHead(401, { 'content-type': 'application/json' }).end('{"message":"Unauthenticated."}');
    return;
  }
  res.writeHead(200, { 'content-type': types[extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const executablePath = existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined;
const browser = await chromium.launch({
  executablePath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
});
const page = await browser.newPage();
const scripts = new Map();
page.on('response', async (response) => {
  const url = response.url();
  if (url.endsWith('.js') || (response.headers()['content-type'] ?? '').includes('javascript')) {
    scripts.set(url, await response.body());
  }
});
await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'networkidle' });
await page.getByRole('button', { name: 'Sign In' }).waitFor({ timeout: 15000 });
await browser.close();
server.close();

let total = 0;
const rows = [...scripts].map(([url, body]) => {
  const gz = gzipSync(body, { level: 9 }).length;
  total += gz;
  return { file: new URL(url).pathname, raw: body.length, gz };
});
rows.sort((a, b) => b.gz - a.gz);
for (const r of rows) {
  console.log(
    `${(r.gz / 1024).toFixed(1).padStart(8)} KB gz  ${(r.raw / 1024).toFixed(1).padStart(8)} KB raw  ${r.file}`,
  );
}
const kb = total / 1024;
console.log(
  `sign-in route JavaScript: ${rows.length} files, ${kb.toFixed(1)} KB gzipped (budget ${BUDGET_KB} KB)`,
);
if (kb > BUDGET_KB) {
  console.error('Over budget: lazy-load heavy libraries per route.');
  process.exit(1);
}
