import { type Page } from '@playwright/test';
import sharp from 'sharp';
import { entityOperations, type EntityCall } from '@generated/entity-operations';
import { overviewEntityConfigs } from '@/entities';
import { signIn, expect, test } from './support';

// Journeys through the entity wizard against the real server (spec 2 §2, §4.1).
test.describe.configure({ timeout: 90_000 });

const internalName = (page: Page) => page.getByRole('textbox', { name: /internal name/i }).first();
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

/** A GET of the API with the signed-in user's token. */
async function apiGet(page: Page, path: string) {
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  return page.request.get(`/api/v2${path}`, { headers: { Authorization: `Bearer ${token ?? ''}` } });
}

/** The id of the first bundle, asked from the API with the signed-in user's token. */
async function firstBundleId(page: Page): Promise<number> {
  const answer = await apiGet(page, '/bundles?perPage=1&sortBy=id&sortDir=asc');
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

  // Someone saves the same bundle in between (a second tab of the same user: it has to take the edit lock
  // over, and closing it releases the lock again).
  const other = await page.context().newPage();
  await other.goto(`/bundles/${id}`);
  await other.getByRole('button', { name: 'Take Over' }).click();
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

test("edit a bundle's products and a preview image (upload), save and read them back", async ({ page }) => {
  await signIn(page, '/');
  const id = await firstBundleId(page);
  await page.goto(`/bundles/${id}/products`);
  await page.getByRole('textbox', { name: 'product IDs, comma-separated' }).first().fill('71001, x, 71002');
  await page.getByRole('button', { name: 'Add product ID' }).first().click();
  await expect(page.getByText('71002').first()).toBeVisible();

  await page.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(new RegExp(`/bundles/${id}/preview-images`));
  // Large enough for the bundle's upload rules (at least 800 × 400).
  const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#8a6d4f' } })
    .png()
    .toBuffer();
  await page
    .getByRole('group', { name: 'Mobile (product page)' })
    .locator('input[type="file"]')
    .setInputFiles({ name: 'e2e-bundle-adp.png', mimeType: 'image/png', buffer: png });
  await expect(page.getByRole('img', { name: 'Image Mobile (product page)' })).toBeVisible();

  await save(page).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const answer = await apiGet(page, `/bundles/${id}?include=appConfigs.preview`);
  const config = ((await answer.json()) as { data: { appConfigs: Record<string, unknown>[] } }).data
    .appConfigs[0] as {
    productIds?: number[];
    preview?: { imagesByType?: Record<string, { hash?: string }> };
  };
  expect(config.productIds).toEqual(expect.arrayContaining([71001, 71002]));
  expect(config.preview?.imagesByType?.mobile_adp?.hash).toMatch(/^[0-9a-f]{64}$/);
});

test('add a shop, edit its shop settings, save, then remove it', async ({ page }) => {
  await signIn(page, '/');
  const id = await firstBundleId(page);
  await page.goto(`/bundles/${id}/shop-settings`);
  await page.getByRole('button', { name: 'Add Shop' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Shop' });
  // The first shop the bundle does not have yet (the dialog lists only those).
  const shop = (
    await dialog.getByRole('group', { name: 'Shops' }).locator('label').first().innerText()
  ).trim();
  await dialog.getByRole('checkbox', { name: shop, exact: true }).check();
  await dialog.getByRole('button', { name: 'Add', exact: true }).click();

  const row = page.getByRole('button', { name: new RegExp(`^${shop}`) }).first();
  await row.click();
  // The new shop's form (empty) has replaced the main shop's before typing.
  await expect(row).toHaveAttribute('aria-current', 'true');
  const shopName = page.getByRole('textbox', { name: /^name/i }).first();
  await expect(shopName).toHaveValue('');
  await shopName.fill(`E2E ${shop}`);
  await save(page).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const saved = await apiGet(page, `/bundles/${id}`);
  const names = ((await saved.json()) as { data: { appConfigs: { name?: string }[] } }).data.appConfigs.map(
    (c) => c.name,
  );
  expect(names).toContain(`E2E ${shop}`);

  // The first save's toast is gone (5 s) before the second save is checked.
  await expect(page.getByText('All changes saved')).toHaveCount(0, { timeout: 15_000 });
  await page.getByRole('button', { name: `Actions for ${shop}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog');
  await expect(confirm.getByText(`If you continue the content for ${shop} will be deleted.`)).toBeVisible();
  await confirm.getByRole('button', { name: "I'm sure" }).click();
  await save(page).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const after = await apiGet(page, `/bundles/${id}`);
  const left = ((await after.json()) as { data: { appConfigs: { name?: string }[] } }).data.appConfigs.map(
    (c) => c.name,
  );
  expect(left).not.toContain(`E2E ${shop}`);
});

test('every entity type opens in the wizard: an existing one, and a new one where creation is allowed', async ({
  page,
}) => {
  test.setTimeout(300_000);
  await signIn(page, '/');
  // In-app navigation (the router follows popstate): each visit loads the type's schema and entity, not the app.
  const visit = (path: string) =>
    page.evaluate((to) => {
      window.history.pushState({}, '', to);
      window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);
  for (const config of overviewEntityConfigs()) {
    const list: EntityCall | undefined = entityOperations[config.type].calls.list;
    if (!list) continue;
    const typeFilter =
      list.typeParam?.in === 'query'
        ? `&${encodeURIComponent(list.typeParam.name)}=${list.typeParam.value}`
        : '';
    const answer = await apiGet(page, `${list.path}?perPage=1${typeFilter}`);
    const id = ((await answer.json()) as { data: { id: number }[] }).data[0]?.id;
    expect(id, config.type).toBeDefined();
    await visit(`${config.overviewPath}/${id}`);
    // Each type's first visit loads its form schema and entity (and, where translatable, its translations):
    // up to 30 s when CI's machine is busy (a clean-clone run once took longer than 10 s for the SCB rulesets).
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${config.plural} > `) }),
      config.type,
    ).toBeVisible({ timeout: 30_000 });
    await expect(page.getByRole('navigation', { name: 'Steps' }).first(), config.type).toBeVisible();
    if (!config.disallowCreation) {
      await visit(`${config.overviewPath}/new`);
      await expect(
        page.getByRole('heading', { level: 1, name: `${config.plural} > Untitled` }),
        config.type,
      ).toBeVisible();
    }
  }
});
