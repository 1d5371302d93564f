import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { saveShots, signIn, expect, test } from './support';

// The trash (issue 29) against the real server: a deleted story with blocks comes back with Undo in the toast,
// from the Trash page with Restore, and 'Delete permanently' removes it for good.
test.describe.configure({ timeout: 180_000 });

interface Story {
  id: number;
  internalName: string;
  appConfigs: { contentElements?: unknown[] }[];
}

async function api<T>(page: Page, path: string): Promise<{ status: number; body: T }> {
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  const answer = await page.request.get(`/api/v2${path}`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  return { status: answer.status(), body: (answer.ok() ? await answer.json() : null) as T };
}

const blockCount = (story: Story) =>
  story.appConfigs.reduce((sum, config) => sum + (config.contentElements?.length ?? 0), 0);

/** A story with blocks whose name no other story shares (so the overview's search shows it alone). */
async function storyWithBlocks(page: Page): Promise<Story> {
  const { body } = await api<{ data: Story[] }>(
    page,
    '/pages?filter[type]=story&perPage=100&include=appConfigs.contentElements',
  );
  const names = body.data.map((story) => story.internalName);
  const story = body.data.find(
    (candidate) =>
      blockCount(candidate) > 0 &&
      names.filter((name) => name === candidate.internalName).length === 1 &&
      /^[\w ]+$/.test(candidate.internalName),
  );
  expect(story, 'a seeded story with blocks').toBeTruthy();
  return story!;
}

async function deleteFromOverview(page: Page, name: string) {
  await page.goto(`/content/stories?f[term]=${encodeURIComponent(name)}`);
  await page
    .getByRole('button', { name: `Delete ${name}` })
    .first()
    .click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: "I'm sure" }).click();
  await expect(page.getByRole('button', { name: `Delete ${name}` })).toHaveCount(0);
}

test('delete a story → Undo → back with its blocks; Trash → Restore; Delete permanently', async ({
  page,
}) => {
  await signIn(page);
  const story = await storyWithBlocks(page);
  const name = story.internalName;
  const blocks = blockCount(story);

  // 1. Delete, then Undo in the toast.
  await deleteFromOverview(page, name);
  const toast = page.getByRole('status').filter({ hasText: `"${name}" was moved to the trash.` });
  await expect(toast).toBeVisible();
  expect((await api(page, `/pages/${story.id}`)).status).toBe(404);
  await toast.getByRole('button', { name: 'Undo' }).click();
  await expect(page.getByText(`"${name}" was restored.`)).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${name}` }).first()).toBeVisible();
  const back = await api<{ data: Story }>(page, `/pages/${story.id}?include=appConfigs.contentElements`);
  expect(back.status).toBe(200);
  expect(blockCount(back.body.data)).toBe(blocks);

  // 2. Delete, then Restore from the Trash page (reached from the overview).
  await deleteFromOverview(page, name);
  await page.getByRole('link', { name: 'Trash' }).click();
  await expect(page.getByRole('heading', { name: 'Trash: Category Stories' })).toBeVisible();
  const row = page.getByTestId('trash-row').filter({ hasText: name });
  await expect(row).toBeVisible();
  await expect(row).toContainText('Eda Editor');
  await expect(row).toContainText(/\(in (29|30) days\)/);
  await saveShots(page, 'trash-page', [1024, 1280, 1440]);
  await row.getByRole('button', { name: `Restore "${name}"` }).click();
  await expect(page.getByText(`"${name}" was restored.`).last()).toBeVisible();
  await expect(row).toHaveCount(0);
  const restored = await api<{ data: Story }>(page, `/pages/${story.id}?include=appConfigs.contentElements`);
  expect(blockCount(restored.body.data)).toBe(blocks);

  // 3. Delete, then delete permanently (after a confirmation).
  await deleteFromOverview(page, name);
  await page.goto('/trash/story');
  await page
    .getByTestId('trash-row')
    .filter({ hasText: name })
    .getByRole('button', { name: `Delete permanently: "${name}"` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Delete permanently?' });
  await expect(dialog).toContainText(name);
  await saveShots(page, 'trash-confirm');
  await dialog.getByRole('button', { name: 'Delete permanently' }).click();
  await expect(page.getByText(`"${name}" was deleted permanently.`)).toBeVisible();
  await expect(page.getByTestId('trash-row').filter({ hasText: name })).toHaveCount(0);
  expect((await api(page, `/pages/${story.id}`)).status).toBe(404);
  expect((await api<{ data: unknown[] }>(page, `/trash/story?f[ids]=${story.id}`)).body.data).toEqual([]);
});

test('a cluster whose story is in the trash says so: the story with In trash, a link to the trash', async ({
  page,
}) => {
  await signIn(page);
  type Cluster = { id: number; appConfigs: { pages?: { id: number; internalName: string }[] }[] };
  const { body } = await api<{ data: Cluster[] }>(page, '/clusters?perPage=50&include=appConfigs.pages');
  const cluster = body.data.find((c) => c.appConfigs.some((config) => (config.pages ?? []).length > 0));
  expect(cluster, 'a seeded cluster with stories').toBeTruthy();
  const story = cluster!.appConfigs.flatMap((config) => config.pages ?? [])[0]!;
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  const removed = await page.request.delete(`/api/v2/pages/${story.id}`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(removed.status()).toBe(204);

  await page.goto(`/clusters/${cluster!.id}/pages`);
  const chip = page.getByRole('listitem').filter({ hasText: `${story.internalName} (${story.id})` });
  await expect(chip.first()).toBeVisible({ timeout: 30_000 });
  const inTrash = chip.first().getByRole('link', { name: 'In trash' });
  await expect(inTrash).toBeVisible();
  const axe = await new AxeBuilder({ page }).include('[data-testid="reference-in-trash"]').analyze();
  expect(axe.violations).toEqual([]);
  await saveShots(page, 'reference-in-trash');
  await inTrash.click();
  await expect(page.getByRole('heading', { name: 'Trash: Category Stories' })).toBeVisible();
  const row = page.getByTestId('trash-row').filter({ hasText: `#${story.id}` });
  await row.getByRole('button', { name: /^Restore / }).click();
  await expect(row).toHaveCount(0);
});
