import { type Page } from '@playwright/test';
import { entityOperations, type EntityCall } from '@generated/entity-operations';
import { overviewEntityConfigs } from '@/entities';
import { signIn, expect, test } from './support';

// The editor as its users meet it (issue 27): a page stays clean until edited, the back link keeps the
// overview's address, the header stays below the app bar.
test.describe.configure({ timeout: 120_000 });

const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const publish = (page: Page) => page.getByRole('button', { name: 'Publish', exact: true });

async function apiGet(page: Page, path: string) {
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  return page.request.get(`/api/v2${path}`, { headers: { Authorization: `Bearer ${token ?? ''}` } });
}

async function firstId(page: Page, type: string): Promise<number | undefined> {
  const list: EntityCall | undefined = entityOperations[type as keyof typeof entityOperations].calls.list;
  if (!list) return undefined;
  const typeFilter =
    list.typeParam?.in === 'query'
      ? `&${encodeURIComponent(list.typeParam.name)}=${list.typeParam.value}`
      : '';
  const answer = await apiGet(page, `${list.path}?perPage=1&sortBy=id&sortDir=asc${typeFilter}`);
  return ((await answer.json()) as { data: { id: number }[] }).data[0]?.id;
}

/** In-app navigation (the router follows popstate): no reload of the app per visit. */
const visit = (page: Page, path: string) =>
  page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);

test('opening every block and every step of every entity type leaves the page clean', async ({ page }) => {
  await signIn(page, '/');
  // Every block of a story's content step: opening its form changes nothing.
  const storyId = await firstId(page, 'story');
  await visit(page, `/content/stories/${storyId}/content`);
  const rows = page.getByTestId('block-row');
  await expect(rows.first()).toBeVisible();
  const count = await rows.count();
  for (let index = 0; index < count; index++) {
    const label = (await rows.nth(index).locator('button[aria-pressed]').innerText()).split(' CPID')[0]!;
    await rows.nth(index).locator('button[aria-pressed]').click();
    await expect(page.getByRole('region', { name: `Settings of ${label.trim()}` })).toBeVisible();
    await expect(save(page), label).toBeDisabled();
  }
  await expect(publish(page)).toBeEnabled();

  // Every step of the first entity of every type.
  for (const config of overviewEntityConfigs()) {
    const id = await firstId(page, config.type);
    if (id === undefined) continue;
    await visit(page, `${config.overviewPath}/${id}`);
    await expect(
      page.getByRole('heading', { level: 1, name: new RegExp(`^${config.plural} > `) }),
      config.type,
    ).toBeVisible();
    const steps = page.getByRole('navigation', { name: 'Steps' }).first().getByRole('link');
    await expect(steps.first(), config.type).toBeVisible();
    const names = await steps.allInnerTexts();
    for (const [index, name] of names.entries()) {
      await steps.nth(index).click();
      await expect(steps.nth(index)).toHaveAttribute('aria-current', 'step');
      await expect(save(page), `${config.type} › ${name}`).toBeDisabled();
    }
    if ((await publish(page).count()) > 0)
      await expect(publish(page), `${config.type}: publish`).toBeEnabled();
  }
});

test("'Back to overview' returns to the overview's search, also after steps, a save and a reload", async ({
  page,
}) => {
  await signIn(page, '/content/stories?f[term]=Leather');
  const row = page.locator('table:not([aria-busy]) tbody tr').first();
  await expect(row).toBeVisible();
  await row.click();
  const steps = page.getByRole('navigation', { name: 'Steps' }).first().getByRole('link');
  await expect(steps.first()).toBeVisible();
  await steps.nth(1).click();
  await expect(steps.nth(1)).toHaveAttribute('aria-current', 'step');
  await page.getByRole('button', { name: /^Next/ }).click();
  await page.reload();
  await expect(steps.first()).toBeVisible();
  await steps.first().click();
  const name = page.getByRole('textbox', { name: /internal name/i }).first();
  const original = await name.inputValue();
  await name.fill(`${original} (back link)`);
  await save(page).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.getByRole('link', { name: 'Back to overview' }).click();
  await expect(page).toHaveURL(/\/content\/stories\?f(%5B|\[)term(%5D|\])=Leather$/);

  // The seeded story as it was: a later journey compares it with the recorded demo data (mock mode).
  await page.goBack();
  await name.fill(original);
  await save(page).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
});

test('the wizard header stays below the app bar when the page scrolls', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 480 });
  await signIn(page, '/');
  const storyId = await firstId(page, 'story');
  await visit(page, `/content/stories/${storyId}/content`);
  await expect(page.getByTestId('block-row').first()).toBeVisible();
  await page.mouse.wheel(0, 800);
  await page.evaluate(() => window.scrollTo(0, 800));
  expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(100);
  const bar = await page.locator('header').first().boundingBox();
  const saveBox = await save(page).boundingBox();
  const title = await page.getByRole('heading', { level: 1 }).boundingBox();
  expect(bar && saveBox && title).toBeTruthy();
  expect(saveBox!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
  expect(title!.y).toBeGreaterThanOrEqual(bar!.y + bar!.height);
});

test('a 5,000-character paste into Internal name stops at its maximum; the title stays one line', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 768 });
  await signIn(page, '/');
  const bundleId = await firstId(page, 'bundle');
  await visit(page, `/bundles/${bundleId}/general`);
  const name = page.getByRole('textbox', { name: /internal name/i }).first();
  await expect(name).toBeVisible();
  await name.fill('');
  await name.focus();
  await page.keyboard.insertText('W'.repeat(5000));
  await expect(name).toHaveValue('W'.repeat(255));
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveAttribute('title', `Bundles > ${'W'.repeat(255)}`);
  expect((await title.boundingBox())!.height).toBeLessThan(50);
  await expect(name).toBeInViewport();
  await expect(save(page)).toBeInViewport();
});

test('at 1024 px the shop panel gives way when a block opens; the block rows keep their room', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1024, height: 800 });
  await signIn(page, '/');
  const storyId = await firstId(page, 'story');
  await visit(page, `/content/stories/${storyId}/content`);
  const rows = page.getByTestId('block-row');
  await expect(rows.first()).toBeVisible();
  await rows.first().locator('button[aria-pressed]').click();
  await expect(page.getByRole('region', { name: /^Settings of / })).toBeVisible();
  await expect(async () => expect((await rows.first().boundingBox())!.width).toBeGreaterThan(300)).toPass();
  await expect(rows.first().getByRole('button', { name: /^Remove|^Delete/ })).toBeInViewport({ ratio: 1 });
  await page.screenshot({ path: 'test-results/wizard-block-1024.png' });
});

// Issue 28 (keystroke): a text field paints a keystroke first and hands it to the form after; whatever comes
// next at once (Ctrl+S, a click on Save, leaving) must still find it.
test('in the largest step, the keystroke right before Ctrl+S, a click on Save or leaving is kept', async ({
  page,
}) => {
  await signIn(page, '/');
  const id = await firstId(page, 'core-page');
  await visit(page, `/content/core-pages/${id}/seo-settings`);
  const fields = page.locator('main input[type="text"]:not([readonly]), main textarea:not([readonly])');
  const field = fields.nth(2);
  await field.click();
  await page.keyboard.press('End');
  const before = await field.inputValue();
  const saved = () =>
    page.waitForResponse((r) => r.request().method() === 'PUT' && r.url().includes(`/core-pages/${id}`));

  // No wait between the last key and the shortcut.
  let answer = saved();
  await page.keyboard.type('Qz7', { delay: 0 });
  await page.keyboard.press('Control+s');
  const first = (await (await answer).request().postDataJSON()) as unknown;
  expect(JSON.stringify(first)).toContain('Qz7');
  await expect(save(page)).toBeDisabled({ timeout: 20_000 });

  answer = saved();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('Backspace');
  await save(page).click();
  const second = (await (await answer).request().postDataJSON()) as unknown;
  expect(JSON.stringify(second)).not.toContain('Qz7');
  await expect(save(page)).toBeDisabled({ timeout: 20_000 });
  await expect(field).toHaveValue(before);

  // A save from the button moves the focus to the heading: back into the field.
  await field.click();
  await page.keyboard.type('z', { delay: 0 });
  await page.getByRole('link', { name: 'Back to overview' }).click();
  await expect(
    page.getByRole('dialog').getByText('If you continue your changes will not be saved.'),
  ).toBeVisible();
});
