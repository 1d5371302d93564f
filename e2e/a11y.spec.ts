// Issue 25: every page kind and overlay of the back office passes axe-core's WCAG 2.1 AA rules with zero
// violations (any impact), and focus is never lost: to the page's h1 after signing in, to the editor's
// heading after a save from the Save button. Also the `?` shortcut help and Ctrl+S in the editor.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { EMAIL, PASSWORD, expect, openFirstRow, test } from './support';

test.describe.configure({ timeout: 420_000 }); // 7 minutes: the Trash page joined it, and the machine is shared

const WCAG = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

/** Runs axe over the page (or one overlay) and records what it found under a name. */
async function audit(page: Page, name: string, found: Map<string, string[]>, include?: string) {
  // Let transitions (menus, drawers, dialogs fading in) settle: axe reads colours mid-fade otherwise.
  await page.waitForTimeout(400);
  let builder = new AxeBuilder({ page }).withTags(WCAG);
  if (include) builder = builder.include(include);
  const { violations } = await builder.analyze();
  found.set(
    name,
    violations.map(
      (violation) =>
        `${violation.id} (${violation.impact}) ×${violation.nodes.length}: ${violation.nodes
          .slice(0, 3)
          .map((node) => node.target.join(' '))
          .join(' | ')}`,
    ),
  );
}

async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  const answer = await page.request.get(`/api/v2${path}`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(answer.ok(), path).toBe(true);
  return (await answer.json()) as T;
}

const loaded = (page: Page) =>
  expect(page.locator('table:not([aria-busy]) tbody tr').first()).toBeVisible({ timeout: 30_000 });

test('every page kind and overlay is clean under axe, and focus is never lost', async ({ page }) => {
  const found = new Map<string, string[]>();

  // Signed out: the sign-in screen names the demo account (demo data seeded, not production mode).
  await page.goto('/');
  await expect(page.getByTestId('sign-in-demo-hint')).toContainText(EMAIL);
  await audit(page, 'sign-in', found);

  // Signing in reloads the app; focus lands on the page's h1, not on the body.
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('navigation', { name: 'Main' })).toBeVisible();
  await expect(page.locator('main h1')).toBeFocused();
  await expect(page.getByTestId('widget-recently-updated').getByTestId('widget-row').first()).toBeVisible({
    timeout: 30_000,
  });
  await audit(page, 'home dashboard', found);

  // The shortcut help.
  await page.keyboard.press('?');
  const help = page.getByRole('dialog', { name: 'Keyboard shortcuts' });
  await expect(help).toBeVisible();
  await expect(help).toContainText('Ctrl+S');
  await audit(page, 'shortcut help dialog', found);
  await page.keyboard.press('Escape');
  await expect(help).toBeHidden();

  // The account menu and the notifications list.
  await page
    .getByRole('button', { name: /account/i })
    .first()
    .click();
  await expect(page.getByRole('menu', { name: 'Account menu' })).toBeVisible();
  await audit(page, 'account menu', found);
  await page.keyboard.press('Escape');
  await page
    .getByRole('button', { name: /notifications/i })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Notifications' })).toBeVisible();
  await audit(page, 'notifications list', found);
  await page.keyboard.press('Escape');

  // The search palette (Ctrl+K) with grouped matches, status chips and an active option.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search everywhere' });
  await palette.getByRole('combobox').fill('leather');
  await expect(palette.getByRole('option').first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  await audit(page, 'search palette', found);
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();

  // A menu group's page.
  await page.goto('/content');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await audit(page, '/content (menu group page)', found);

  // An overview: list, columns menu, filter drawer, a selected row and a partial selection.
  await page.goto('/content/stories');
  await loaded(page);
  await audit(page, 'stories overview', found);
  await page.getByRole('button', { name: 'Show or hide columns' }).click();
  await expect(page.getByRole('menu', { name: 'Show or hide columns' })).toBeVisible();
  await audit(page, 'columns menu', found);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: /^Filter/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('combobox', { name: 'Add tag' })).toBeVisible();
  await audit(page, 'filter drawer', found);
  await page.keyboard.press('Escape');
  await expect(drawer).toBeHidden();
  const firstRow = page.locator('table:not([aria-busy]) tbody tr').first();
  await firstRow.getByRole('checkbox').check();
  await expect(page.getByRole('checkbox', { name: 'Select all' })).toHaveJSProperty('indeterminate', true);
  await firstRow.hover();
  await audit(page, 'overview with a selected row (partial select-all)', found);

  // Tiles and a confirmation dialog on another overview.
  await page.goto('/content/custom-pages');
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Pages' })).toBeVisible();
  await audit(page, 'custom pages (nested view)', found);
  await page
    .getByRole('button', { name: /^Delete / })
    .first()
    .click();
  await expect(page.getByRole('dialog', { name: 'Are you sure?' })).toBeVisible();
  await audit(page, 'delete confirmation', found);
  await page.keyboard.press('Escape');

  // The trash with a row in it: the newest story goes there (and comes back after the audit).
  const newest = await apiGet<{ data: { id: number }[] }>(
    page,
    '/pages?filter[type]=story&perPage=1&sortBy=id&sortDir=desc',
  );
  const trashedId = newest.data[0]!.id;
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  const headers = { Authorization: `Bearer ${token ?? ''}` };
  expect((await page.request.delete(`/api/v2/pages/${trashedId}`, { headers })).status()).toBe(204);
  await page.goto('/trash/story');
  await expect(page.getByTestId('trash-row').first()).toBeVisible({ timeout: 30_000 });
  await audit(page, 'trash (stories)', found);
  const restored = await page.request.post(`/api/v2/trash/story/${trashedId}/restore`, { headers });
  expect(restored.status()).toBe(204);

  // Media and tags overviews, reports, the activity feed, the user settings and a page that does not exist.
  for (const [path, name] of [
    ['/bundles', 'bundles overview'],
    ['/media/images', 'images overview'],
    ['/settings/tags', 'tags overview'],
    ['/reports', 'reports'],
    ['/activity', 'activity'],
    ['/settings/user', 'user settings'],
    ['/no/such/page', 'not found'],
  ] as const) {
    await page.goto(path);
    // A page's first load may take long on a loaded machine.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 30_000 });
    await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    await audit(page, name, found);
  }

  // A bundle's editor (bundles show only the list view: opened from there).
  await page.goto('/bundles');
  await openFirstRow(page);
  await expect(page.getByRole('heading', { level: 1, name: /^Bundles >/ })).toBeVisible({ timeout: 30_000 });
  await audit(page, 'bundle editor', found);

  // The editor: a story's first step, its content step (slots, one empty), the three-dot menu, the history
  // drawer, the publish dialog; Ctrl+S saves and focus stays meaningful after a save from the button.
  const stories = await apiGet<{ data: { id: number }[] }>(
    page,
    '/pages?filter[type]=story&perPage=1&sortBy=id&sortDir=asc',
  );
  const id = stories.data[0]!.id;
  await page.goto(`/content/stories/${id}`);
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await expect(save).toBeVisible();
  await audit(page, 'editor (first step)', found);
  await page.getByRole('button', { name: 'More actions' }).click();
  await expect(page.getByRole('menuitem', { name: 'History' })).toBeVisible();
  await audit(page, 'editor menu', found);
  await page.getByRole('menuitem', { name: 'History' }).click();
  await expect(page.getByRole('dialog', { name: 'History' })).toBeVisible();
  await audit(page, 'history drawer', found);
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Publish in shops' })).toBeVisible();
  await audit(page, 'publish dialog', found);
  await page.keyboard.press('Escape');

  // Ctrl+S saves a change made in a text field, without leaving it.
  const field = page.getByRole('textbox').first();
  await field.fill(`${await field.inputValue()} a11y`);
  await expect(save).toBeEnabled();
  await field.press('Control+s');
  await expect(save).toBeDisabled({ timeout: 20_000 });
  await expect(field).toBeFocused();
  // A save from the button: the button disables itself, focus goes to the page's heading.
  await field.fill((await field.inputValue()).replace(/ a11y$/, ''));
  await expect(save).toBeEnabled();
  await save.click();
  await expect(save).toBeDisabled({ timeout: 20_000 });
  await expect(page.locator('main h1, header h1').first()).toBeFocused();

  await page.goto(`/content/stories/${id}/content`);
  await expect(page.getByRole('heading', { name: 'Content Blocks' })).toBeVisible();
  await audit(page, 'editor (content blocks)', found);

  const report = [...found].filter(([, violations]) => violations.length > 0);
  console.log(
    `axe over ${found.size} screens and overlays: ${report.length} with violations\n` +
      [...found].map(([name, violations]) => `  ${name}: ${violations.length}`).join('\n'),
  );
  expect(Object.fromEntries(report)).toEqual({});
});
