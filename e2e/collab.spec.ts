import { type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signIn, expect, test } from './support';

// Working together (issue 23): two editors in two browsers — the edit lock with its prompt, view mode and
// take-over (told at once over the socket), the displaced editor's typing kept and offered back, a closed tab
// freeing the lock in seconds, presence avatars, and a mention reaching the colleague's bell.
test.describe.configure({ timeout: 90_000 });

const MARA = 'mara.lind@example.com';

const contexts: BrowserContext[] = [];
// The browsers go with the test: their tabs release the edit lock and leave no presence behind.
test.afterEach(async () => {
  for (const context of contexts.splice(0)) await context.close();
});

/** A signed-in browser of its own (the websocket flag is off on 127.0.0.1 by default: switch it on). */
async function openAs(browser: Browser, email?: string): Promise<Page> {
  const context = await browser.newContext();
  contexts.push(context);
  await context.addInitScript(() =>
    window.localStorage.setItem('content.featureFlags', JSON.stringify({ enableWebsockets: true })),
  );
  const page = await context.newPage();
  await signIn(page, '/', email);
  return page;
}

async function lastStoryId(page: Page): Promise<number> {
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  const answer = await page.request.get('/api/v2/pages?filter[type]=story&perPage=1&sortBy=id&sortDir=desc', {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { id: number }[] }).data[0]!.id;
}

const internalName = (page: Page) => page.getByRole('textbox', { name: /internal name/i }).first();
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });
const presence = (page: Page) => page.getByRole('list', { name: 'Also here' });
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications/ });

test('two editors: lock prompt, view mode, take-over, a closed tab frees the lock, presence and a mention', async ({
  browser,
}) => {
  const eda = await openAs(browser);
  const storyId = await lastStoryId(eda);
  const path = `/content/stories/${storyId}`;
  await eda.goto(path);
  await expect(internalName(eda)).toBeEditable();
  const typed = `Eda's unsaved words ${Date.now()}`;
  await internalName(eda).fill(typed);
  await expect(save(eda)).toBeEnabled();

  // Mara opens what Eda edits: the prompt, then view mode with Save and Publish off.
  const mara = await openAs(browser, MARA);
  await mara.goto(path);
  const prompt = mara
    .getByRole('dialog')
    .filter({ hasText: 'Eda Editor is currently editing this content.' });
  await expect(prompt).toBeVisible();
  await expect(prompt.getByRole('button', { name: 'Take Over' })).toBeVisible();
  await prompt.getByRole('button', { name: 'Enter View Mode' }).click();
  await expect(mara.getByText('You are in view-only mode: saving is not possible.')).toBeVisible();
  await expect(save(mara)).toBeDisabled();
  await expect(mara.getByRole('button', { name: /^Publish/ })).toBeDisabled();

  // Presence: each sees the other.
  await expect(presence(eda).getByRole('listitem', { name: /Mara Lind/ })).toBeVisible();
  await expect(presence(mara).getByRole('listitem', { name: 'Eda Editor (editing)' })).toBeVisible();

  // Mara takes over; Eda is told at once (the socket, not her next heartbeat).
  await mara.getByRole('button', { name: 'Take Over' }).click();
  const takenAt = Date.now();
  await expect(eda.getByText('Mara Lind has taken over editing.', { exact: false }).first()).toBeVisible({
    timeout: 2_000,
  });
  console.log(`take-over → displaced editor told: ${Date.now() - takenAt} ms`);
  await expect(save(eda)).toBeDisabled();
  await expect(internalName(mara)).toBeEditable();
  await expect(mara.getByText('You are in view-only mode: saving is not possible.')).toBeHidden();

  // Mara closes her tab: the lock is free within seconds (Eda's old tab goes too), and Eda gets it and her
  // typing back.
  const token = await eda.evaluate(() => window.localStorage.getItem('content.token'));
  const probe = (timeout: number) =>
    eda.request.post('/api/v2/lock', {
      headers: { Authorization: `Bearer ${token ?? ''}` },
      data: { resourceType: 'page', resourceId: storyId, timeout, sessionId: 'e2e-probe-tab-1' },
    });
  // Presence goes with a closed tab.
  await eda.close();
  await expect(presence(mara)).toBeHidden({ timeout: 2_000 });
  await mara.close();
  const closedAt = Date.now();
  await expect.poll(async () => (await probe(90)).status(), { timeout: 5_000, intervals: [100] }).toBe(200);
  console.log(`tab closed → lease free: ${Date.now() - closedAt} ms`);
  expect((await probe(1)).status()).toBe(200);
  const edaAgain = await eda.context().newPage();
  await edaAgain.goto(path);
  await expect(edaAgain.getByText(/^Restore unsaved changes from /)).toBeVisible({ timeout: 15_000 });
  await expect(edaAgain.getByText('is currently editing this content.')).toBeHidden();
  await edaAgain.getByRole('button', { name: 'Restore' }).click();
  await expect(internalName(edaAgain)).toHaveValue(typed);
  await expect(save(edaAgain)).toBeEnabled();

  // Eda mentions Mara in a comment; Mara's bell shows it.
  const maraAgain = await mara.context().newPage();
  await maraAgain.goto('/');
  await expect(bell(maraAgain)).toBeVisible();
  const unreadBefore = Number(
    /(\d+)/.exec((await bell(maraAgain).getAttribute('aria-label')) ?? '')?.[1] ?? 0,
  );

  await edaAgain.getByRole('button', { name: /^Comments\s*\d+$/ }).click();
  const drawer = edaAgain.getByRole('dialog', { name: /entity comments/ });
  await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
  await expect(drawer.getByText('Please write a comment.')).toBeVisible();
  const box = drawer.getByRole('textbox', { name: 'Comment' });
  await box.fill('Please check the hero, ');
  await box.pressSequentially('@Mar');
  await edaAgain.getByRole('option', { name: /Mara Lind/ }).click();
  await box.pressSequentially('<b>thanks</b>');
  await drawer.getByRole('button', { name: 'Comment', exact: true }).click();
  const mentionedAt = Date.now();
  await expect(box).toHaveValue('');
  const item = drawer.getByRole('listitem').filter({ hasText: '@Mara Lind' });
  await expect(item).toContainText('Please check the hero, @Mara Lind <b>thanks</b>');
  await expect(drawer.getByRole('heading')).toHaveText(/^entity comments\s*1$/);

  await expect(bell(maraAgain)).toHaveAccessibleName(
    new RegExp(`^Notifications,\\s*${unreadBefore + 1}\\s*unread$`),
    { timeout: 5_000 },
  );
  console.log(`mention → mentioned user's bell: ${Date.now() - mentionedAt} ms`);
  await expect(maraAgain.getByRole('status').filter({ hasText: 'You were mentioned' })).toBeVisible();

  // The action bar counts it; Eda deletes her comment: confirmed, then shown as deleted.
  await edaAgain.keyboard.press('Escape');
  await edaAgain.getByRole('button', { name: /^Comments\s*1$/ }).click();
  await item.getByRole('button', { name: 'Delete comment' }).click();
  await edaAgain
    .getByRole('dialog')
    .filter({ hasText: 'Do you really want to delete this comment?' })
    .getByRole('button', { name: "I'm sure" })
    .click();
  await expect(drawer.getByText('[Comment has been deleted]')).toBeVisible();
  await expect(drawer.getByRole('heading')).toHaveText(/^entity comments$/);
});
