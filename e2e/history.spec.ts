import { type Page } from '@playwright/test';
import { signIn, expect, test } from './support';

// The History drawer of the wizard against the real server (issue 12): kept versions, the diff against the
// form, Restore into the form as unsaved changes, and the save that follows.
test.describe.configure({ timeout: 90_000 });

const internalName = (page: Page) => page.getByRole('textbox', { name: /internal name/i }).first();
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const drawer = (page: Page) => page.getByRole('dialog', { name: 'History' });
const entries = (page: Page) => drawer(page).getByRole('list', { name: 'History' }).getByRole('button');

async function lastStoryId(page: Page): Promise<number> {
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  const answer = await page.request.get('/api/v2/pages?filter[type]=story&perPage=1&sortBy=id&sortDir=desc', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { id: number }[] }).data[0]!.id;
}

async function saveAs(page: Page, name: string) {
  await internalName(page).fill(name);
  await save(page).click();
  await expect(page.getByText('All changes saved').last()).toBeVisible();
  await expect(save(page)).toBeDisabled();
}

async function openHistory(page: Page) {
  await page.getByRole('button', { name: 'More actions' }).click();
  await page.getByRole('menuitem', { name: 'History' }).click();
  await expect(drawer(page)).toBeVisible();
  await expect(drawer(page).getByRole('heading', { name: 'History' })).toBeVisible();
}

test('restore an older version into the form, see it unsaved, save it as a new version', async ({ page }) => {
  await signIn(page, '/');
  const id = await lastStoryId(page);
  await page.goto(`/content/stories/${id}`);
  await expect(internalName(page)).toBeVisible();

  // The first save also stores the defaults the block forms fill in (a stored block may lack them, e.g.
  // `cta.align`), so its version lists those too; the two saves under test change the internal name only.
  await saveAs(page, 'History journey zero');
  await saveAs(page, 'History journey one');
  await saveAs(page, 'History journey two');

  await openHistory(page);
  // The current version heads the list with what the latest save did.
  await expect(drawer(page).getByRole('region', { name: 'Current version' })).toContainText(
    'Changed: Internal name',
  );
  // Newest first: the state 'one' was kept by the second save, and was made by a change of the internal name.
  const newest = entries(page).first();
  await expect(newest).toContainText('Changed: Internal name');
  await expect(newest).toContainText(/\d{2}\.\d{2}\.\d{4}, \d{2}:\d{2}/);
  const before = await entries(page).count();
  await newest.click();

  await expect(drawer(page).getByRole('heading', { name: 'Differences to the current state' })).toBeVisible();
  const field = drawer(page).locator('dl > div', { hasText: 'Internal name' });
  await expect(field.locator('dd').first()).toHaveText('Current: History journey two');
  await expect(field.locator('dd').last()).toHaveText('This version: History journey one');
  await page.screenshot({ path: '/tmp/hist-drawer.png' });

  await drawer(page).getByRole('button', { name: 'Restore this version' }).click();
  const confirm = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(confirm).toContainText('as unsaved changes');
  await confirm.getByRole('button', { name: 'Restore' }).click();
  await expect(page.getByText(/Version \d+ is loaded into the form\. Save to keep it\./)).toBeVisible();
  await expect(drawer(page)).toBeHidden();
  await expect(internalName(page)).toHaveValue('History journey one');
  await expect(save(page)).toBeEnabled();

  await save(page).click();
  await expect(page.getByText('All changes saved').last()).toBeVisible();
  await expect(save(page)).toBeDisabled();
  await expect(internalName(page)).toHaveValue('History journey one');

  await openHistory(page);
  await expect(entries(page)).toHaveCount(before + 1);
  // The newest kept state is the one the restore replaced ('two').
  await expect(entries(page).first()).toContainText('Changed: Internal name');
  await page.screenshot({ path: '/tmp/hist-list.png' });
});
