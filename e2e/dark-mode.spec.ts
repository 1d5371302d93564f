// Issue 29, dark mode: the page follows the device's colour scheme until the user picks one in the account
// menu; the choice is stored for the user (a reload, another browser) and applied before the first paint.
// axe over the main screens in the dark scheme (its colour rules, WCAG 2.1 AA; see COLOUR_RULES), with screenshots
// (SHOTS_DIR=…).
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { saveShots, signIn, signInWithForm, expect, test } from './support';

// Nine minutes: axe over twenty screens on a shared, loaded machine.
test.describe.configure({ timeout: 540_000 });

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];
// What the scheme changes is colour: names, roles, landmarks and focus order are the same DOM in both schemes, and
// a11y.spec.ts runs every WCAG rule over these screens in the light one. So the dark sweep runs axe's colour rules
// (a third of a full run's time), and every rule only on the screens a11y.spec.ts does not visit.
const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

const scheme = (page: Page) => page.evaluate(() => document.documentElement.dataset.colorScheme);
const pageBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function chooseAppearance(page: Page, name: 'System' | 'Light' | 'Dark') {
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu', { name: 'Account menu' });
  const saved = page.waitForResponse(
    (response) => response.url().endsWith('/users/me/color-scheme') && response.ok(),
  );
  await menu.getByRole('menuitemradio', { name }).click();
  await saved;
  await expect(menu.getByRole('menuitemradio', { name })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
}

test('follows the device until a scheme is chosen, and the choice is stored for the user', async ({
  page,
  browser,
}) => {
  // The device prefers dark: the sign-in screen (the pre-rendered shell) is dark before any app code.
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/');
  expect(await scheme(page)).toBe('dark');
  expect(await pageBackground(page)).toBe('rgb(16, 20, 24)');

  await signIn(page, '/', 'mara.lind@example.com');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  expect(await scheme(page)).toBe('dark');
  // System follows the device when it changes.
  await page.emulateMedia({ colorScheme: 'light' });
  await expect.poll(() => scheme(page)).toBe('light');
  expect(await pageBackground(page)).toBe('rgb(244, 245, 247)');

  // Dark, on a light device: applied at once, kept over a reload.
  await chooseAppearance(page, 'Dark');
  expect(await scheme(page)).toBe('dark');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await scheme(page)).toBe('dark');

  // Stored for the user, not only in this browser: a fresh browser context (nothing stored) on a light
  // device turns dark once the user is known.
  const other = await browser.newContext({ colorScheme: 'light' });
  const second = await other.newPage();
  await signInWithForm(second, '/', 'mara.lind@example.com');
  await expect.poll(() => scheme(second)).toBe('dark');
  await second.getByRole('button', { name: 'Account menu' }).click();
  await expect(second.getByRole('menuitemradio', { name: 'Dark' })).toHaveAttribute('aria-checked', 'true');
  await other.close();

  // Light on a dark device, then back to System, which follows the device again.
  await page.emulateMedia({ colorScheme: 'dark' });
  await chooseAppearance(page, 'Light');
  expect(await scheme(page)).toBe('light');
  await page.reload();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  expect(await scheme(page)).toBe('light');
  await chooseAppearance(page, 'System');
  expect(await scheme(page)).toBe('dark');
});

test('the main screens in the dark scheme: axe finds nothing, screenshots', async ({ page }) => {
  const found = new Map<string, string[]>();
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.emulateMedia({ colorScheme: 'dark' });

  async function audit(name: string, shot?: string, rules: 'colour' | 'all' = 'colour') {
    // Let transitions settle: axe reads colours mid-fade otherwise.
    await page.waitForTimeout(400);
    expect(await scheme(page), name).toBe('dark');
    const axe = new AxeBuilder({ page });
    const { violations } = await (
      rules === 'all' ? axe.withTags(WCAG) : axe.withRules(COLOUR_RULES)
    ).analyze();
    found.set(
      name,
      violations.map(
        (v) =>
          `${v.id} (${v.impact}) ×${v.nodes.length}: ${v.nodes
            .slice(0, 3)
            .map((n) => `${n.target.join(' ')} ${n.any[0]?.message ?? ''}`)
            .join(' | ')}`,
      ),
    );
    console.log(`axe dark: ${name}: ${violations.length}`, found.get(name)!.join('\n'));
    if (shot) await saveShots(page, `dark-${shot}`);
  }
  const settled = async () => {
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 30_000 });
    await page.waitForLoadState('networkidle');
  };
  const loaded = () =>
    expect(page.locator('table:not([aria-busy]) tbody tr').first()).toBeVisible({ timeout: 30_000 });

  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
  await audit('sign-in', 'sign-in');

  await signIn(page);
  await expect(page.getByTestId('widget-recently-updated').getByTestId('widget-row').first()).toBeVisible({
    timeout: 30_000,
  });
  await audit('home dashboard', 'dashboard');
  await saveShots(page, 'dark-dashboard', [1024, 1440]);

  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu', { name: 'Account menu' })).toBeVisible();
  await audit('account menu', 'account-menu');
  await page.keyboard.press('Escape');

  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search everywhere' });
  await palette.getByRole('combobox').fill('leather');
  await expect(palette.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await audit('search palette', 'search-palette');
  await page.keyboard.press('Escape');

  await page.goto('/content/stories');
  await loaded();
  await audit('stories overview', 'stories-overview');
  await saveShots(page, 'dark-stories-overview', [1024, 1440]);
  const firstRow = page.locator('table:not([aria-busy]) tbody tr').first();
  await firstRow.getByRole('checkbox').check();
  await firstRow.hover();
  await audit('overview with a selected row');
  await page.getByRole('button', { name: /^Filter/ }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await audit('filter drawer', 'filter-drawer');
  await page.keyboard.press('Escape');

  await page.goto('/content/custom-pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Pages' })).toBeVisible();
  await settled();
  await audit('custom pages (nested view)', 'custom-pages');

  for (const [path, name, shot] of [
    ['/content', '/content (menu group page)', 'content-group'],
    ['/media/images', 'images overview', 'images'],
    ['/settings/tags', 'tags overview', 'tags'],
    ['/reports', 'reports', 'reports'],
    ['/activity', 'activity', 'activity'],
    ['/settings/user', 'user settings', 'user-settings'],
    ['/no/such/page', 'not found', 'not-found'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await settled();
    await audit(name, shot);
  }

  // A report's chart: run the first report and wait for its bars.
  await page.goto('/reports');
  await settled();
  await page.getByRole('button', { name: 'Run now' }).first().click();
  await expect(page.getByTestId('report-chart').first()).toBeVisible({ timeout: 90_000 });
  await page.waitForTimeout(800);
  await audit('reports with a chart', 'report-chart', 'all');

  // The editor: a story's first step, the publish dialog, the content blocks.
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  const stories = await page.request.get('/api/v2/pages?filter[type]=story&perPage=1&sortBy=id&sortDir=asc', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  const id = ((await stories.json()) as { data: { id: number }[] }).data[0]!.id;
  await page.goto(`/content/stories/${id}`);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeVisible({ timeout: 30_000 });
  await settled();
  await audit('editor (first step)', 'editor');
  await saveShots(page, 'dark-editor', [1024, 1440]);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Publish in shops' })).toBeVisible();
  await audit('publish dialog', 'publish-dialog');
  await page.keyboard.press('Escape');
  await page.goto(`/content/stories/${id}/content`);
  await expect(page.getByRole('heading', { name: 'Content Blocks' })).toBeVisible();
  await settled();
  await audit('editor (content blocks)', 'content-blocks');

  // The rich-text editor: a category's Shop settings step has one (its SEO description).
  const categories = await page.request.get('/api/v2/categories?perPage=1&sortBy=id&sortDir=asc', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  const categoryId = ((await categories.json()) as { data: { id: number }[] }).data[0]!.id;
  await page.goto(`/content/categories/${categoryId}/shop-settings`);
  const richText = page.locator('[contenteditable="true"][aria-multiline="true"]').first();
  await expect(richText).toBeVisible({ timeout: 30_000 });
  await settled();
  await richText.click();
  await page.keyboard.type('Legible in the dark: ');
  await page.keyboard.press('Control+b');
  await page.keyboard.type('bold');
  await audit('rich-text editor (category shop settings)', 'rich-text', 'all');

  console.log(
    `axe in the dark scheme over ${found.size} screens and overlays:\n` +
      [...found].map(([name, violations]) => `  ${name}: ${violations.length}`).join('\n'),
  );
  const report = [...found].filter(([, violations]) => violations.length > 0);
  expect(Object.fromEntries(report)).toEqual({});
});
