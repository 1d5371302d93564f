import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { EMAIL, expect, signIn, test } from './support';

test('upload an image: it appears in the image library with its thumbnail', async ({ page }) => {
  await signIn(page, '/media/images');
  await expect(page.getByRole('heading', { name: 'Images' })).toBeVisible();
  await expect(page.getByText('camel-check-swatch.png')).toBeVisible();

  const png = readFileSync(
    join(import.meta.dirname, '..', 'server', 'db', 'seed-files', 'camel-check-swatch.png'),
  );
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'e2e-houndstooth-swatch.png', mimeType: 'image/png', buffer: png });

  await expect(page.getByText('Uploaded')).toBeVisible();
  const tile = page.getByRole('button', { name: 'e2e-houndstooth-swatch.png' }).locator('img');
  await expect(tile).toBeVisible();
  // The thumbnail is a real image served by the DAM route at quality 30.
  await expect(tile).toHaveAttribute('src', /\/dam\/file\/[0-9a-f]{64}\?.*quality=30/);
  expect(await tile.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
});

test('a file that is no image is refused without reaching the server', async ({ page }) => {
  await signIn(page, '/media/images');
  let uploads = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/v2/media/images')) uploads += 1;
  });
  await page
    .locator('input[type="file"]')
    .setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not an image') });
  await expect(page.getByText('File type "text/plain" is not supported').first()).toBeVisible();
  expect(uploads).toBe(0);
});

test('export bundles as CSV: confirmation, then the file arrives by mail', async ({ page, e2eServer }) => {
  await signIn(page, '/bundles');
  await expect(page.getByText(/^Showing 1-20 from \d+$/)).toBeVisible();

  await page.getByRole('button', { name: 'Export' }).click();
  const dialog = page.getByRole('dialog', { name: 'Export Data' });
  await expect(dialog.getByRole('radio', { name: 'All' })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'CSV' })).toBeChecked();
  await dialog.getByRole('button', { name: 'Export' }).click();
  await expect(
    page.getByText(`The export file will be generated and sent to ${EMAIL} via mail once it is finished.`),
  ).toBeVisible();

  // The server builds the file in the background and writes the mail to the outbox (no SMTP_URL here).
  const outbox = join(e2eServer.dataDir, 'outbox');
  let mail = '';
  await expect
    .poll(
      () => {
        try {
          const files = readdirSync(outbox).filter((f) => f.endsWith('.eml'));
          mail = files.map((f) => readFileSync(join(outbox, f), 'utf8')).join('\n');
          return files.length;
        } catch {
          return 0;
        }
      },
      { timeout: 20_000 },
    )
    .toBeGreaterThan(0);
  expect(mail).toContain(`To: ${EMAIL}`);
  expect(mail).toMatch(/filename="?[^"\n]*\.csv/);
});
