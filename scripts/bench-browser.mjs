// Shared by the browser benchmarks (bench-form, bench-blocks): the built product on a fresh temporary data
// folder, the demo editor's token, a Chromium signed in as the demo editor, and the percentile they print.
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';

const root = join(import.meta.dirname, '..');
const DEMO = { email: 'editor@example.com', password: 'content-demo' };

/** `npm run build` unless the command line says `--no-build`. */
export function buildUnlessSkipped() {
  if (!process.argv.includes('--no-build')) {
    execFileSync('npm', ['run', '--silent', 'build'], { cwd: root, stdio: 'inherit' });
  }
}

/**
 * Starts build/server.mjs of `checkout` (this one unless given: another built checkout, to compare) on `port`
 * with a fresh data folder; `stop()` ends it and removes the folder.
 */
export function startBuiltServer(port, name, checkout = root) {
  const dataDir = mkdtempSync(join(tmpdir(), `content-${name}-`));
  const server = spawn(process.execPath, [join(checkout, 'build', 'server.mjs')], {
    cwd: checkout,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const stopped = new Promise((resolve) => server.on('exit', resolve));
  const origin = `http://127.0.0.1:${port}`;
  const api = `${origin}/api/v2`;
  return {
    origin,
    api,
    /** The demo editor's token, once the server answers (seeding the first start takes a while). */
    async signIn() {
      for (;;) {
        if (server.exitCode !== null) throw new Error('the server exited');
        const login = await fetch(`${api}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify(DEMO),
        }).catch(() => null);
        if (login?.ok) return (await login.json()).token;
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
    },
    /** A JSON call of the API; a failure throws with the status and body. */
    async json(path, token, init = {}) {
      const response = await fetch(`${api}${path}`, {
        ...init,
        headers: {
          'content-type': 'application/json',
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
      });
      if (!response.ok) {
        throw new Error(
          `${init.method ?? 'GET'} ${path} answered ${response.status}: ${await response.text()}`,
        );
      }
      return response.json();
    },
    async stop() {
      server.kill('SIGTERM');
      await stopped;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Chromium (Debian's where it exists, CHROME_PATH to choose) with a 1440×900 page signed in at `origin`. */
export async function signedInBrowser(origin) {
  const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
  const browser = await chromium.launch({
    ...(existsSync(chromePath) ? { executablePath: chromePath } : {}),
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update'],
  });
  const page = await browser.newPage({ viewport: { width: 1440, height: 900 } });
  await page.goto(origin);
  await page.getByLabel('E-mail').fill(DEMO.email);
  await page.getByLabel('Password').fill(DEMO.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await page.getByRole('navigation', { name: 'Main' }).waitFor();
  return { browser, page };
}

/** The value at percentile `p` of ascending `sorted`. */
export const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
