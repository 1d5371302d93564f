import { type Page } from '@playwright/test';
import { signIn, expect, test } from './support';

test.describe.configure({ timeout: 120_000 });

// Issue 27, what the first pass left: a brand tag says why it cannot be saved (#8), the content step reads the
// editor config (#11), the small ones of #18 (media 'by' column, every shop label of the report chart).

async function apiGet(page: Page, path: string) {
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  return page.request.get(`/api/v2${path}`, { headers: { Authorization: `Bearer ${token ?? ''}` } });
}

/** In-app navigation (the router follows popstate): no reload of the app per visit. */
const visit = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('a brand tag opens read-only and says why (#8)', async ({ page }) => {
  await signIn(page, '/');
  const tags = (await (await apiGet(page, '/tags?perPage=100')).json()) as {
    data: { id: number; group: string; name: string }[];
  };
  const brandTag = tags.data.find((tag) => tag.group === 'brands')!;
  await visit(page, `/settings/tags/${brandTag.id}`);
  await expect(page.getByText(/whose tags are managed with the brand and influencer profiles/)).toBeVisible({
    timeout: 45_000,
  });
  const name = page.getByRole('textbox', { name: /^Name/ }).first();
  await expect(name).toHaveValue(brandTag.name);
  await expect(name).not.toBeEditable();
  await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
});

test('the content step reads GET /content/editor-config and follows it (#11)', async ({ page }) => {
  await page.setViewportSize({ width: 1600, height: 900 });
  // The answer, changed: stories get a mobile preview too.
  await page.route('**/api/v2/content/editor-config', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { preview: Record<string, unknown> } };
    body.data.preview.noMobileEntityTypes = [];
    await route.fulfill({ response, json: body });
  });
  await signIn(page, '/');
  const stories = (await (
    await apiGet(page, '/pages?f[type]=story&perPage=1&sortBy=id&sortDir=asc')
  ).json()) as {
    data: { id: number }[];
  };
  const called = page.waitForRequest('**/api/v2/content/editor-config');
  await visit(page, `/content/stories/${stories.data[0]!.id}/content`);
  await called;
  await expect(page.getByTestId('block-row').first()).toBeVisible({ timeout: 45_000 });
  await expect(page.getByRole('button', { name: 'Mobile', exact: true })).toBeVisible();
});

test("the media list's 'by' column names the user once (#18)", async ({ page }) => {
  await signIn(page, '/media/images');
  // The image library opens as tiles; its view switch shows with the toolbar (clicking waits for it).
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('columnheader', { name: 'by', exact: true })).toBeVisible();
  await expect(page.locator('table:not([aria-busy]) tbody tr').first()).toBeVisible();
  const column = await page
    .getByRole('columnheader')
    .evaluateAll((headers) => headers.findIndex((header) => header.textContent?.trim() === 'by'));
  const names = await page
    .locator('table:not([aria-busy]) tbody tr')
    .evaluateAll((rows, index) => rows.map((row) => row.children[index]?.textContent?.trim() ?? ''), column);
  expect(names.some((name) => name.length > 0)).toBe(true);
  for (const name of names) expect(name).not.toMatch(/^by /);
});

test('the report bar chart shows every shop label (#18)', async ({ page }) => {
  await page.setViewportSize({ width: 1024, height: 900 });
  await signIn(page, '/reports');
  const report = page.getByTestId('report-1');
  await report.getByRole('button', { name: 'Run now' }).click();
  const chart = report.getByTestId('report-chart');
  await expect(chart.locator('.recharts-bar-rectangle').first()).toBeVisible({ timeout: 30_000 });
  const shops = (await (await apiGet(page, '/tenants/current')).json()) as {
    data: { apps: { name: string }[] };
  };
  expect(shops.data.apps.length).toBeGreaterThanOrEqual(10);
  for (const shop of shops.data.apps) await expect(chart.getByText(shop.name, { exact: true })).toBeVisible();
  await page.screenshot({ path: '/work/shots/editor/report-chart-1024.png' });
});
