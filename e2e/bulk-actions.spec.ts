import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { EMAIL, PASSWORD, expect, saveShots, test } from './support';

// Bulk actions on an overview (issue 29) against the real server: 40 fresh stories, 2 of them with a required
// shop field cleared through the API; the whole page is ticked, then 'Select all 40 matching', one Publish in
// the main shop; the dialog shows the progress and ends with '38 published, 2 refused' and the two refused
// stories linked with their reasons. Shift-click selects a range.
test.describe.configure({ timeout: 300_000 });

const PREFIX = 'Bulk E2E';
const INCLUDE =
  'appConfigs.contentElements,appConfigs.preview,appConfigs.seodata,appConfigs.sourceCategories,appConfigs.pages,appConfigs.info.imagesByType,appConfigs.videosByType,tags';

interface Config {
  id?: number;
  appId: number;
  name?: string;
  [key: string]: unknown;
}
interface Story {
  id: number;
  version: number;
  internalName: string;
  appConfigs: Config[];
  [key: string]: unknown;
}

async function api<T>(page: Page, method: 'GET' | 'POST' | 'PUT', path: string, data?: unknown): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  const answer = await page.request.fetch(`/api/v2${path}`, {
    method,
    headers: { Authorization: `Bearer ${token ?? ''}` },
    ...(data === undefined ? {} : { data }),
  });
  expect(answer.ok(), `${method} ${path}: ${await answer.text()}`).toBe(true);
  return (await answer.json()) as T;
}

/** 40 stories copied from a seeded story without content problems, in the main shop only. */
async function makeStories(page: Page, mainAppId: number): Promise<Story[]> {
  const list = await api<{ data: { id: number }[] }>(page, 'GET', '/pages?filter[type]=story&perPage=50');
  let template: Story | undefined;
  for (const row of list.data) {
    const full = await api<{ data: Story; meta: { validation: Record<string, string[]> } }>(
      page,
      'GET',
      `/pages/${row.id}?include=${INCLUDE}`,
    );
    const main = full.data.appConfigs.findIndex((config) => config.appId === mainAppId);
    const problems = Object.keys(full.meta.validation).filter(
      (path) => !path.startsWith('appConfigs.') || path.startsWith(`appConfigs.${main}.`),
    );
    if (main >= 0 && problems.length === 0) {
      template = full.data;
      break;
    }
  }
  expect(template, 'a seeded story that can be published in the main shop').toBeDefined();
  const source = template!.appConfigs.find((config) => config.appId === mainAppId)!;
  const stories: Story[] = [];
  for (let i = 0; i < 40; i += 1) {
    const number = String(i).padStart(2, '0');
    const created = await api<{ data: Story }>(page, 'POST', '/pages', {
      ...template,
      id: undefined,
      type: 'story',
      internalName: `${PREFIX} ${number}`,
      appConfigs: [
        {
          ...source,
          id: undefined,
          isPublished: undefined,
          name: `${PREFIX} ${number}`,
          slug: `bulk-e2e-${number}`,
        },
      ],
    });
    stories.push(created.data);
  }
  return stories;
}

test('bulk publish of 40 stories with 2 refused: progress, result, links to the refused', async ({
  page,
}, testInfo) => {
  // Signed in as support.ts does, with room for a loaded machine's first load of the app.
  await page.goto('/');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible({ timeout: 45_000 });
  const tenant = await api<{ data: { mainAppId: number; apps: { id: number; name: string }[] } }>(
    page,
    'GET',
    '/tenants/current',
  );
  const mainAppId = tenant.data.mainAppId;
  const mainShop = tenant.data.apps.find((app) => app.id === mainAppId)!.name;
  const stories = await makeStories(page, mainAppId);
  // Two lose their main shop's name: saved as drafts, refused when published.
  for (const broken of [stories[7]!, stories[23]!]) {
    const full = await api<{ data: Story }>(page, 'GET', `/pages/${broken.id}?include=${INCLUDE}`);
    await api(page, 'PUT', `/pages/${broken.id}`, {
      ...full.data,
      appConfigs: full.data.appConfigs.map((config) =>
        config.appId === mainAppId ? { ...config, name: '' } : config,
      ),
    });
  }

  await page.goto(`/content/stories?f[term]=${encodeURIComponent(PREFIX)}&perPage=20`);
  const table = page.locator('table:not([aria-busy])');
  await expect(table.locator('tbody tr')).toHaveCount(20, { timeout: 90_000 });

  const rowBoxes = table.locator('tbody').getByRole('checkbox');
  // Shift-click: the first row, then the fourth with shift, selects four.
  await rowBoxes.nth(0).check();
  await rowBoxes.nth(3).click({ modifiers: ['Shift'] });
  const toolbar = page.getByRole('toolbar', { name: 'Bulk actions' });
  await expect(toolbar).toContainText('4 selected');
  await expect(page.getByRole('status').filter({ hasText: '4 selected' })).toBeAttached();

  // Ctrl+A within the list selects the whole page; then every row matching the filters.
  await rowBoxes.nth(0).focus();
  await page.keyboard.press('Control+a');
  await expect(toolbar).toContainText('20 selected');
  await toolbar.getByRole('button', { name: 'Select all 40 matching' }).click();
  await expect(toolbar).toContainText('All 40 matching rows selected');

  await toolbar.getByRole('button', { name: 'Publish', exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('checkbox', { name: mainShop }).check();
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();

  const progress = dialog.getByRole('progressbar');
  await expect(progress).toBeVisible();
  await expect(dialog.getByText(/\d+ of 40 done/)).toBeVisible();
  await expect(dialog.getByText('38 published, 2 refused')).toBeVisible({ timeout: 60_000 });
  await expect(dialog.getByText('40 of 40 done')).toBeVisible();
  const refused = dialog.getByRole('list', { name: 'Refused rows' }).getByRole('listitem');
  await expect(refused).toHaveCount(2);
  await expect(refused.nth(0)).toContainText(`Refused in ${mainShop}:`);
  await expect(refused.nth(0)).toContainText('Name: field is required');
  const links = dialog.getByRole('list', { name: 'Refused rows' }).getByRole('link');
  const names = await links.allTextContents();
  expect(names.sort()).toEqual([`${PREFIX} 07`, `${PREFIX} 23`]);
  await expect(links.filter({ hasText: `${PREFIX} 07` })).toHaveAttribute(
    'href',
    new RegExp(`/content/stories/${stories[7]!.id}$`),
  );
  await saveShots(page, 'bulk-result', [1024, 1280, 1440]);
  await page.screenshot({ path: testInfo.outputPath('bulk-result.png') });
  const axe = await new AxeBuilder({ page }).include('[role="dialog"]').analyze();
  expect(axe.violations).toEqual([]);

  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(toolbar).toBeHidden();
  // The list shows the new state: 38 online in the main shop.
  const published = await api<{ meta: { pagination: { total: number } } }>(
    page,
    'GET',
    `/pages?filter[type]=story&f[term]=${encodeURIComponent(PREFIX)}&f[locale]=${mainAppId}&f[status]=online&perPage=1`,
  );
  expect(published.meta.pagination.total).toBe(38);
});
