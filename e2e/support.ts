import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/** The demo user seeded on a fresh database (see README). */
export const EMAIL = 'editor@example.com';
export const PASSWORD = 'content-demo';

export const port = Number(process.env.E2E_PORT ?? 4173);

/**
 * The server's data folder for the browser tests: deterministic so that the test workers can read what the
 * server wrote there (the mail outbox); scripts/e2e-server.mjs empties it on start and removes it on exit.
 */
export const dataDir = process.env.E2E_DATA_DIR ?? join(tmpdir(), `content-e2e-${port}`);

export async function signIn(page: Page, path = '/', email = EMAIL): Promise<void> {
  await page.goto(path);
  await page.getByLabel('E-mail').fill(email);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
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
