import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { signIn, expect, test } from './support';

// Server validation grouped per shop, opened from its message (issue 12; spec 2 §5.1) against the real server.
test.describe.configure({ timeout: 90_000 });

interface BundleAnswer {
  data: { id: number; appConfigs: { appId: number }[] };
}

/** The first bundle and the shop of its last config (a secondary shop when it has several). */
async function firstBundle(page: Page): Promise<{ id: number; appId: number }> {
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  const headers = { Authorization: `Bearer ${token ?? ''}` };
  const list = await page.request.get('/api/v2/bundles?perPage=1&sortBy=id&sortDir=asc', { headers });
  expect(list.ok()).toBe(true);
  const id = ((await list.json()) as { data: { id: number }[] }).data[0]!.id;
  const answer = await page.request.get(`/api/v2/bundles/${id}`, { headers });
  const configs = ((await answer.json()) as BundleAnswer).data.appConfigs;
  return { id, appId: configs.at(-1)!.appId };
}

test('empty a required field, see the grouped errors, open the field from its message, fix it and save', async ({
  page,
}) => {
  await signIn(page, '/');
  const { id, appId } = await firstBundle(page);
  await page.goto(`/bundles/${id}/shop-settings?f%5BappId%5D=${appId}`);
  const name = page.getByRole('textbox', { name: /^Name/ }).first();
  const saved = await name.inputValue();
  expect(saved).not.toBe('');

  // Emptied, the field reaches the server as '' (it used to be left out and kept).
  await name.fill('');
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(page.getByText('All changes saved')).toBeVisible();

  const summary = page.getByRole('region', { name: 'Problems to fix before publishing' });
  await expect(summary).toBeVisible();
  const shop = summary.getByRole('region', { name: /: \d+ errors?$/ }).filter({
    has: page.getByText('Shop settings > Name', { exact: true }),
  });
  await expect(shop).toHaveCount(1);
  await expect(shop.getByRole('heading', { level: 3 })).toHaveText(/ · \d+ errors?$/);
  const message = shop.getByRole('button', { name: /^Shop settings > Name: .*required/ });
  await expect(message).toBeVisible();
  // The shop panel marks the (selected) shop.
  const panel = page.getByRole('complementary');
  await expect(
    panel.locator('[aria-current="true"]').getByRole('img', { name: /^\d+ errors?$/ }),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/val-summary.png', fullPage: true });
  await panel.screenshot({ path: '/tmp/val-panel.png' });
  // The summary and the marks add no serious accessibility violations (WCAG 2.1 AA rules of axe-core).
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id} at ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      ),
  ).toEqual([]);

  // From another step, the message opens the step and the shop and focuses the field.
  await page
    .getByRole('navigation', { name: 'Steps' })
    .first()
    .getByRole('link', { name: 'General' })
    .click();
  await expect(page).toHaveURL(new RegExp(`/bundles/${id}/general`));
  await message.click();
  await expect(page).toHaveURL(new RegExp(`/bundles/${id}/shop-settings\\?.*f%5BappId%5D=${appId}`));
  await expect(name).toBeFocused();

  await page.keyboard.type(saved);
  await save.click();
  await expect(page.getByText('All changes saved').first()).toBeVisible();
  await expect(summary.getByText('Shop settings > Name', { exact: true })).toHaveCount(0);
  await expect(name).toHaveValue(saved);
  await page.screenshot({ path: '/tmp/val-fixed.png', fullPage: true });
});

test("a block's empty required field opens from its message in the block panel, focused", async ({
  page,
}) => {
  await signIn(page, '/');
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  const stories = await page.request.get('/api/v2/pages?filter[type]=story&perPage=1&sortBy=id&sortDir=asc', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  const id = ((await stories.json()) as { data: { id: number }[] }).data[0]!.id;
  await page.goto(`/content/stories/${id}/content`);
  await expect(page.getByRole('heading', { name: 'Content Blocks' })).toBeVisible();

  // A headline without its (required) text, saved: the server reports it for the block.
  await page.getByRole('combobox', { name: 'Add Content Block' }).first().fill('Headl');
  await page.getByRole('option', { name: 'Headline' }).click();
  await expect(page.getByRole('region', { name: 'Settings of Headline' })).toBeVisible();
  const save = page.getByRole('button', { name: 'Save', exact: true });
  await save.click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  const message = page
    .getByRole('region', { name: 'Problems to fix before publishing' })
    .getByRole('button', { name: /^Content \(#\d+ Headline\) - Text: .*required/ })
    .last();
  await expect(message).toBeVisible();
  await page.screenshot({ path: '/tmp/val-block.png', fullPage: true });

  // From another step: the content step opens with the block in the panel and its field focused.
  await page
    .getByRole('navigation', { name: 'Steps' })
    .first()
    .getByRole('link', { name: 'General' })
    .click();
  await expect(page.getByRole('region', { name: 'Settings of Headline' })).toHaveCount(0);
  await message.click();
  await expect(page).toHaveURL(/\/content\?.*f%5BactiveBlockId%5D=\d{6}/);
  const text = page
    .getByRole('region', { name: 'Settings of Headline' })
    .getByRole('textbox', { name: /^Text/ });
  await expect(text).toBeFocused();
  await page.keyboard.type('Fixed from its message');
  await save.click();
  await expect(page.getByText('All changes saved').first()).toBeVisible();
  await expect(text).toHaveValue('Fixed from its message');
});
