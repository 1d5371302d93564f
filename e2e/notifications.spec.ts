import type { NotificationCountResponse } from '@generated/model';
import { type Browser, type Page } from '@playwright/test';
import { signIn, expect, test } from './support';

// Notifications from real events, live over the websocket (issue 13; spec 1 §2.11, §2.12, §4.5; spec 2 §4.9).
test.describe.configure({ timeout: 120_000 });

const MARA = 'mara.lind@example.com';

/** A signed-in browser context of its own; the websocket flag is off on 127.0.0.1 by default, so switch it on. */
async function openAs(browser: Browser, path: string, email?: string): Promise<Page> {
  const context = await browser.newContext();
  await context.addInitScript(() =>
    window.localStorage.setItem('content.featureFlags', JSON.stringify({ enableWebsockets: true })),
  );
  const page = await context.newPage();
  await signIn(page, path, email);
  return page;
}

async function firstStoryId(page: Page): Promise<number> {
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  const answer = await page.request.get('/api/v2/pages?filter[type]=story&perPage=1&sortBy=id&sortDir=asc', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { id: number }[] }).data[0]!.id;
}

const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });
/** The bell's name: 'Notifications' with nothing unread, else 'Notifications, N unread'. */
const unreadName = (count: number) =>
  count === 0 ? 'Notifications' : new RegExp(`^Notifications,\\s*${count}\\s*unread$`);
const watchersButton = (page: Page) => page.getByRole('button', { name: /^Watchers\s*\d+$/ });
const internalName = (page: Page) => page.getByRole('textbox', { name: /internal name/i }).first();

test('a watcher sees a colleague’s save live, follows it to the story and marks it read', async ({
  browser,
}) => {
  const watcher = await openAs(browser, '/');
  const storyId = await firstStoryId(watcher);
  await watcher.goto(`/content/stories/${storyId}`);
  await expect(internalName(watcher)).toBeVisible();

  // Watch the story: add oneself from the suggestions.
  await watchersButton(watcher).click();
  const flyout = watcher.getByRole('dialog', { name: 'Watchers' });
  await flyout.getByRole('combobox', { name: 'Add a watcher' }).fill('Eda');
  await watcher.getByRole('option', { name: /Eda Editor/ }).click();
  await expect(flyout.getByRole('button', { name: 'Stop watching: Eda Editor' })).toBeVisible();
  // Escape first closes the suggestions of the field that still has focus, then the flyout.
  await expect(async () => {
    await watcher.keyboard.press('Escape');
    await expect(flyout).toBeHidden({ timeout: 1_000 });
  }).toPass();
  await expect(watchersButton(watcher)).toHaveAccessibleName(/^Watchers\s*[1-9]/);

  await watcher.goto('/');
  // The count the server holds, then the bell showing it (read too early, the bell still showed its loading 0).
  const token = await watcher.evaluate(() => window.localStorage.getItem('content.token'));
  const counted = await watcher.request.get('/api/v2/notifications/count', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(counted.ok()).toBe(true);
  const unreadBefore = ((await counted.json()) as NotificationCountResponse).data.count;
  await expect(bell(watcher)).toHaveAccessibleName(unreadName(unreadBefore));

  // A colleague saves it in her own browser.
  const colleague = await openAs(browser, `/content/stories/${storyId}`, MARA);
  const newName = `Watched story ${Date.now()}`;
  await internalName(colleague).fill(newName);
  await colleague.getByRole('button', { name: 'Save', exact: true }).click();
  const savedAt = Date.now();
  await expect(colleague.getByText('All changes saved')).toBeVisible();
  // She leaves the editor, which releases her edit lock (issue 23).
  await colleague.goto('/');

  // The watcher hears of it without a reload: a toast and the bell's count.
  const toast = watcher.getByRole('status').filter({ hasText: 'Watched content changed' });
  await expect(toast).toBeVisible();
  console.log(`save → watcher's toast: ${Date.now() - savedAt} ms (includes the save itself)`);
  await expect(toast).toContainText(`Mara Lind saved ${newName}.`);
  await expect(bell(watcher)).toHaveAccessibleName(unreadName(unreadBefore + 1));

  // The flyout lists it; following it opens the story as saved.
  await bell(watcher).click();
  const list = watcher.getByRole('dialog', { name: 'Notifications' });
  const item = list.getByTestId('notification-item').first();
  await expect(item).toContainText(`Mara Lind saved ${newName}.`);
  await item.getByRole('link', { name: 'Watched content changed' }).click();
  await expect(watcher).toHaveURL(new RegExp(`/content/stories/${storyId}(/|$)`));
  await expect(internalName(watcher)).toHaveValue(newName);

  // Marking it read waits 3 s with a progress bar, then the count drops.
  await bell(watcher).click();
  const markRead = list.getByRole('button', { name: 'Mark as read: Watched content changed' }).first();
  await markRead.click();
  await expect(list.getByRole('progressbar', { name: 'Mark as read' })).toBeVisible();
  await expect(markRead).toBeDisabled();
  await expect(item).toHaveAttribute('data-read', 'true', { timeout: 15_000 });
  await watcher.keyboard.press('Escape');
  await expect(bell(watcher)).toHaveAccessibleName(unreadName(unreadBefore));
  await watcher.context().close();
  await colleague.context().close();
});

test('subscription settings are kept after a reload; a bad redirect says why', async ({ page }) => {
  await signIn(page, '/settings/user/subscriptions');
  await expect(page.getByRole('heading', { level: 1, name: 'User Profile' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Subscriptions', selected: true })).toBeVisible();
  const email = page.getByRole('checkbox', { name: 'By e-mail' });
  const before = await email.isChecked();
  await email.click();
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('All changes saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('checkbox', { name: 'By e-mail' })).toBeChecked({ checked: !before });

  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/settings\/user\/notifications/);

  await page.goto('/redirect?resourceType=story&resourceId=abc');
  await expect(page.getByText('invalid redirect resource id')).toBeVisible();
});
