// The activity log (issue 29) against the real server: sign in, save a story twice, open Activity from the
// navigation → the saves are listed newest first, each with a link to the story and to the version it made
// (the editor's History opens at that version); the dashboard's Recent activity widget shows the save too.
// The Activity page passes axe (WCAG 2.1 AA). SHOTS_DIR=… also saves screenshots at 1024/1280/1440 px.
import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { signIn, expect as baseExpect, test } from './support';

test.describe.configure({ timeout: 360_000 });
// Room for a loaded machine (eight test suites at once): each step waits up to 60 s, not the default 10 s.
const expect = baseExpect.configure({ timeout: 60_000 });

const internalName = (page: Page) => page.getByRole('textbox', { name: /internal name/i }).first();
const save = (page: Page) => page.getByRole('button', { name: 'Save', exact: true });

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

test('a save shows in Activity with links to the story and its version, and on the dashboard', async ({
  page,
}) => {
  await signIn(page);
  const id = await lastStoryId(page);
  await page.goto(`/content/stories/${id}`);
  await expect(internalName(page)).toBeVisible();
  await saveAs(page, 'Activity journey one');
  await saveAs(page, 'Activity journey two');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Activity' }).click();
  await expect(page.getByRole('heading', { name: 'Activity', level: 1 })).toBeVisible();
  const table = page.getByRole('table', { name: 'Activity, newest first' });
  const rows = table.getByTestId('activity-row');
  // Newest first: the second save, then the first; each names the actor, the story and the version it made.
  const newest = rows.first();
  await expect(newest).toContainText('Eda Editor');
  await expect(newest).toContainText('Saved');
  await expect(newest.getByRole('link', { name: 'Activity journey two', exact: true })).toHaveAttribute(
    'href',
    `/content/stories/${id}`,
  );
  const newestVersion = Number(/Version (\d+)/.exec((await newest.textContent()) ?? '')?.[1]);
  expect(newestVersion).toBeGreaterThan(1);
  const first = rows.nth(1);
  await expect(first).toContainText(`Version ${newestVersion - 1}`);

  // Only this story's saves, by the address's filters.
  await page.goto(`/activity?what=entity.saved&type=story&entity=${id}`);
  await expect(rows).toHaveCount(2);
  await expect(page.getByRole('combobox', { name: 'What' })).toContainText('Saved');
  await page.waitForLoadState('networkidle');
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(' | ')}`)).toEqual([]);

  // The first save's version is a kept one: its link opens the History drawer at it.
  await rows
    .nth(1)
    .getByRole('link', { name: `Open version ${newestVersion - 1} of Activity journey two` })
    .click();
  // The wizard may have gone on to its first step ('/general') by the time the address is read.
  await expect(page).toHaveURL(
    new RegExp(`/content/stories/${id}(/[\\w-]+)?\\?history=${newestVersion - 1}$`),
  );
  const drawer = page.getByRole('dialog', { name: 'History' });
  await expect(drawer).toBeVisible();
  await expect(drawer.getByRole('heading', { name: 'Differences to the current state' })).toBeVisible();
  await expect(drawer).toContainText(`Version ${newestVersion - 1}`);

  // A filter that matches nothing says so.
  await page.goto('/activity?what=media.purged');
  await expect(page.getByText('No activity matches these filters')).toBeVisible();

  // The dashboard's widget shows the latest save with a link to the story.
  await page.goto('/');
  const widget = page.getByRole('region', { name: 'Recent activity' });
  await expect(widget).toBeVisible();
  const latest = widget.getByTestId('recent-activity-item').first();
  await expect(latest).toContainText(`Eda Editor saved Activity journey two (Version ${newestVersion})`);
  await expect(latest.getByRole('link', { name: 'Activity journey two', exact: true })).toHaveAttribute(
    'href',
    `/content/stories/${id}`,
  );

  const shots = process.env.SHOTS_DIR;
  if (shots) {
    for (const width of [1024, 1280, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/activity');
      await expect(rows.first()).toBeVisible();
      await page.screenshot({ path: `${shots}/activity-${width}.png`, fullPage: true });
      await page.goto('/');
      await expect(widget).toBeVisible();
      await widget.scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${shots}/dashboard-${width}.png`, fullPage: true });
    }
  }
});
