import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import type { LoginRequest, LoginResponse } from '@generated/model';
import { expect, test as base, type Page } from '@playwright/test';
import { startE2eServer, TEMPLATE_ENV, type E2eServer } from './server';

export { expect };

/** The demo user seeded on a fresh database (see README). */
export const EMAIL = 'editor@example.com';
export const PASSWORD = 'content-demo';

/** The first worker's server port; worker n serves on `port + n`. */
export const port = Number(process.env.E2E_PORT ?? 4173);

// The server of the e2e file that runs in this worker: started from the seeded template for the file's first
// test and stopped when the worker moves on to another file (or ends). Retries run in a new worker: fresh data.
let running: { file: string; server: E2eServer } | undefined;

/**
 * Playwright's `test` with one real server per e2e file: `baseURL` (so `page.goto('/')`, `page.request` and
 * `browser.newContext()`) points at it, and `e2eServer` gives its origin and data folder (the mail outbox).
 */
export const test = base.extend<{ e2eServer: E2eServer }, { e2ePort: number }>({
  e2ePort: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, provide, workerInfo) => {
      await provide(port + workerInfo.parallelIndex);
      await running?.server.stop();
      running = undefined;
    },
    { scope: 'worker' },
  ],
  e2eServer: async ({ e2ePort }, provide, testInfo) => {
    if (running?.file !== testInfo.file) {
      await running?.server.stop();
      running = undefined;
      running = { file: testInfo.file, server: await startE2eServer(e2ePort, process.env[TEMPLATE_ENV]) };
    }
    await provide(running.server);
  },
  baseURL: async ({ e2eServer }, provide) => provide(e2eServer.origin),
});

/** Where the app keeps its session token (src/lib/token-storage.ts). */
const TOKEN_KEY = 'content.token';

/**
 * Opens `path` signed in as `email` without the sign-in screen: the contract's login call gives a token, which
 * is stored on a cheap same-origin answer (the health check) before the app's one load. Through the form the
 * app loaded twice (the sign-in screen, then the reload after Sign In). The first screen may take long on a
 * loaded machine.
 */
export async function signIn(page: Page, path = '/', email = EMAIL): Promise<void> {
  const credentials: LoginRequest = { email, password: PASSWORD };
  const answer = await page.request.post('/api/v2/auth/login', { data: credentials });
  expect(answer.status(), `sign in as ${email}`).toBe(200);
  const { token } = (await answer.json()) as LoginResponse;
  await page.goto('/api/v2/health');
  await page.evaluate(({ key, value }) => window.localStorage.setItem(key, value), {
    key: TOKEN_KEY,
    value: token,
  });
  await page.goto(path);
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 45_000 });
}

/**
 * Signs in as `email` at `path` through the sign-in form, for the journeys whose subject is the form (what it
 * loads, its Content-Security-Policy, a mock bundle's handlers): the app reloads after Sign In.
 */
export async function signInWithForm(page: Page, path = '/', email = EMAIL): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 45_000 });
}

/**
 * Opens the first entity of the overview on screen. The list shows skeleton rows while it loads
 * (`aria-busy`), and a click on one of those opens nothing: wait for the loaded table first.
 */
export async function openFirstRow(page: Page): Promise<void> {
  const row = page.locator('table:not([aria-busy]) tbody tr').first();
  await expect(row).toBeVisible();
  await row.click();
}

/**
 * Screenshots to look at are saved only when SHOTS_DIR names a folder (`SHOTS_DIR=/work/shots npx playwright
 * test …`): in CI nobody opens them, and each is a resize, a layout and a PNG encode on a CPU-bound run.
 */
export const SHOTS_DIR = process.env.SHOTS_DIR;

/**
 * Saves `<name>-<width>.png` into SHOTS_DIR at each width (default: the current one), then restores the
 * viewport, so the journey goes on the same with and without screenshots. Nothing without SHOTS_DIR.
 */
export async function saveShots(page: Page, name: string, widths?: number[]): Promise<void> {
  if (!SHOTS_DIR) return;
  mkdirSync(SHOTS_DIR, { recursive: true });
  const viewport = page.viewportSize() ?? { width: 1280, height: 720 };
  for (const width of widths ?? [viewport.width]) {
    if (width !== viewport.width) {
      await page.setViewportSize({ width, height: viewport.height });
      await page.waitForTimeout(300); // the layout settles after the resize
    }
    await page.screenshot({ path: join(SHOTS_DIR, `${name}-${width}.png`) });
  }
  await page.setViewportSize(viewport);
}
