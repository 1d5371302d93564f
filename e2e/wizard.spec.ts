import { expect, test, type Page } from '@playwright/test';
import { signIn } from './support';

// Journeys through the entity wizard against the real server (spec 2 §2, §4.1).
test.describe.configure({ timeout: 90_000 });

const internalName = (page: Page) => page.getByRole('textbox', { name: /internal name/i }).first();
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/** The id of the first bundle, asked from the API with the signed-in user's token. */
async function firstBundleId(page: Page): Promise<number> {
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  const answer = await page.request.get('/api/v2/bundles?perPage=1&sortBy=id&sortDir=asc', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(answer.ok()).toBe(true);
  const body = (await answer.json()) as { data: { id: number }[] };
  const id = body.data[0]?.id;
  expect(id).toBeDefined();
  return id ?? 0;
}

test('create a story from its overview, fill fields across steps, save and see the new id', async ({
  page,
}) => {
  await signIn(page, '/content/stories');
  await page.getByRole('link', { name: /create new/i }).click();
  await expect(page).toHaveURL(/\/content\/stories\/new\/[\w-]+/);
  await expect(page.getByRole('heading', { level: 1, name: 'Category Stories > Untitled' })).toBeVisible();
  await expect(save(page)).toBeDisabled();

  await internalName(page).fill('E2E linen story');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Category Stories > E2E linen story' }),
  ).toBeVisible();

  // Another step: the shop settings of the main shop.
  await page
    .getByRole('navigation', { name: 'Steps' })
    .first()
    .getByRole('link', { name: /shop settings/i })
    .click();
  await expect(page).toHaveURL(/\/content\/stories\/new\/[\w-]+/);
  const shopName = page.getByRole('textbox', { name: /^name/i }).first();
  await shopName.fill('Leinen-Geschichte');

  await save(page).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(page).toHaveURL(/\/content\/stories\/\d+\/[\w-]+/);
  await expect(save(page)).toBeDisabled();
  // The values came back from the server.
  await expect(page.getByRole('textbox', { name: /^name/i }).first()).toHaveValue('Leinen-Geschichte');
});

test('leaving with unsaved changes asks first', async ({ page }) => {
  await signIn(page, '/');
  const id = await firstBundleId(page);
  await page.goto(`/bundles/${id}`);
  await expect(page).toHaveURL(new RegExp(`/bundles/${id}/[\\w-]+`));
  await internalName(page).fill('Changed but not saved');

  await page.getByRole('link', { name: 'Back to overview' }).click();
  const guard = page.getByRole('dialog');
  await expect(guard.getByText('If you continue your changes will not be saved.')).toBeVisible();
  await guard.getByRole('button', { name: 'Close' }).click();
  await expect(page).toHaveURL(new RegExp(`/bundles/${id}/`));
  await expect(internalName(page)).toHaveValue('Changed but not saved');

  await page.getByRole('link', { name: 'Back to overview' }).click();
  await page.getByRole('dialog').getByRole('button', { name: "I'm sure" }).click();
  await expect(page).toHaveURL(/\/bundles$/);
});

test('reloading with unsaved changes offers to restore them', async ({ page }) => {
  await signIn(page, '/');
  const id = await firstBundleId(page);
  await page.goto(`/bundles/${id}`);
  await internalName(page).fill('Kept in the browser');
  // The draft is stored shortly after the last keystroke.
  await page.waitForTimeout(1500);
  page.on('dialog', (dialog) => void dialog.accept());
  await page.reload();

  await expect(
    page.getByText(/^Restore unsaved changes from \d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}\?$/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Restore' }).click();
  await expect(internalName(page)).toHaveValue('Kept in the browser');
  await expect(save(page)).toBeEnabled();
});

test('a stale save shows the conflict and keeps the own values visible', async ({ page }) => {
  await signIn(page, '/');
  const id = await firstBundleId(page);
  await page.goto(`/bundles/${id}`);
  await expect(internalName(page)).not.toHaveValue('');

  // Someone saves the same bundle in between (a second tab of the same session).
  const other = await page.context().newPage();
  await other.goto(`/bundles/${id}`);
  await internalName(other).fill('Saved in the other tab');
  await save(other).click();
  await expect(other.getByText('All changes saved')).toBeVisible();
  await other.close();

  await internalName(page).fill('My stale change');
  await save(page).click();
  const dialog = page.getByRole('dialog', { name: 'Someone else saved in between' });
  await expect(dialog.getByText(/Eda Editor saved this content on/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Load their version' }).click();
  await expect(internalName(page)).toHaveValue('Saved in the other tab');
  const mine = page.getByRole('table', { name: 'Your unsaved values' });
  await expect(mine).toContainText('My stale change');
});

test('duplicate an entity', async ({ page }) => {
  await signIn(page, '/');
  const id = await firstBundleId(page);
  await page.goto(`/bundles/${id}?action=duplicate`);
  await expect(page).toHaveURL(/\/bundles\/new\/[\w-]+$/);
  await expect(internalName(page)).toHaveValue(/ - Copy$/);
  await expect(save(page)).toBeEnabled();
  await save(page).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await expect(page).toHaveURL(/\/bundles\/\d+\/[\w-]+$/);
  expect(page.url()).not.toContain(`/bundles/${id}/`);
});
