import AxeBuilder from '@axe-core/playwright';
import { type Page } from '@playwright/test';
import { signIn, expect, test } from './support';

// Publishing from the wizard against the real server (spec 2 §2.3, §4.1, §4.2, §5.2, §8): a story in two shops
// through the publish modal, seen on the public API, then one shop unpublished; a bundle's toggle.
test.describe.configure({ timeout: 120_000 });

interface Config {
  appId: number;
  status: string;
  activeFrom?: string | null;
  activeUntil?: string | null;
  hiddenUntil?: string | null;
}
interface Row {
  id: number;
  isPublished?: boolean;
  appConfigs?: Config[];
}

/** A GET of the API with the signed-in user's token. */
async function apiGet<T>(page: Page, path: string): Promise<T> {
  const token = await page.evaluate(() => window.localStorage.getItem('content.token'));
  const answer = await page.request.get(`/api/v2${path}`, {
    headers: { Authorization: `Bearer ${token ?? ''}` },
  });
  expect(answer.ok(), path).toBe(true);
  return (await answer.json()) as T;
}

const unpublished = (config: Config) => config.status === 'offline' || config.status === 'draft';
const past = (date: string | null | undefined) => !date || Date.parse(date) <= Date.now();
/** Not published, and online once published (no schedule or hiding in the way). */
const publishable = (config: Config) =>
  unpublished(config) &&
  past(config.activeFrom) &&
  past(config.hiddenUntil) &&
  (!config.activeUntil || Date.parse(config.activeUntil) > Date.now());

/** The public answer of an address without a token (the public API needs none). */
const publicStatus = async (page: Page, url: string) => (await page.request.get(url)).status();

test('publish a story in two shops through the modal, see it on the public API, unpublish one shop', async ({
  page,
}, testInfo) => {
  await signIn(page, '/');
  const tenant = await apiGet<{ data: { apps: { id: number; name: string }[] } }>(page, '/tenants/current');
  const shopName = (appId: number) => tenant.data.apps.find((app) => app.id === appId)?.name ?? String(appId);
  // A seeded story with at least two shops that can go online and no validation problems.
  const stories = await apiGet<{ data: Row[] }>(
    page,
    '/pages?filter[type]=story&include=appConfigs&perPage=50&sortBy=id&sortDir=desc',
  );
  let story: Row | undefined;
  for (const candidate of stories.data) {
    if ((candidate.appConfigs ?? []).filter(publishable).length < 2) continue;
    const full = await apiGet<{ meta: { validation: Record<string, string[]> } }>(
      page,
      `/pages/${candidate.id}?include=appConfigs.contentElements`,
    );
    if (Object.keys(full.meta.validation).length === 0) {
      story = candidate;
      break;
    }
  }
  expect(story, 'a story with two unpublished shops').toBeDefined();
  const id = story!.id;
  const [first, second] = story!.appConfigs!.filter(publishable);
  const online = story!.appConfigs!.find((config) => !unpublished(config));

  await page.goto(`/content/stories/${id}`);
  const publish = page.getByRole('button', { name: 'Publish', exact: true });
  await expect(publish).toBeEnabled();

  // The three-dot menu links to the entity's public address.
  await page.getByRole('button', { name: 'More actions' }).click();
  const endpoint = page.getByRole('menuitem', { name: 'Public API endpoint' });
  const publicUrl = await endpoint.getAttribute('href');
  expect(publicUrl).toContain(`/api/v2/public/pages/${id}`);
  await expect(endpoint).toHaveAttribute('target', '_blank');
  await page.keyboard.press('Escape');
  const shopUrl = (appId: number) => `${publicUrl}&filter[appId]=${appId}`;
  expect(await publicStatus(page, shopUrl(first!.appId))).toBe(404);

  // The modal: nothing selected, then a mix of statuses, are blocked.
  await publish.click();
  const dialog = page.getByRole('dialog', { name: 'Publish in shops' });
  await expect(dialog.getByText('Select a shop for options')).toBeVisible();
  if (online) {
    await dialog.getByRole('checkbox', { name: shopName(online.appId), exact: true }).check();
    await dialog.getByRole('checkbox', { name: shopName(first!.appId), exact: true }).check();
    await expect(dialog.getByText('Please select countries with the same status only')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  }
  // The Offline filter keeps only the selected shops it shows.
  await dialog.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Offline' }).click();
  await dialog.getByRole('checkbox', { name: shopName(first!.appId), exact: true }).check();
  await dialog.getByRole('checkbox', { name: shopName(second!.appId), exact: true }).check();
  await page.screenshot({ path: testInfo.outputPath('publish-modal.png') });
  // The open modal passes the WCAG 2.1 AA rules of axe-core (serious and critical findings fail).
  const { violations } = await new AxeBuilder({ page })
    .include('[role="dialog"]')
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  expect(
    violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
  ).toEqual([]);
  await dialog.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Publishing state updated')).toBeVisible();
  await expect(dialog).toBeHidden();

  // Served on the public API: the entity, and each of the two shops.
  const served = await page.request.get(publicUrl!);
  expect(served.status()).toBe(200);
  const body = (await served.json()) as { data: { id: number; appConfigs: { appId: number }[] } };
  expect(body.data.id).toBe(id);
  expect(body.data.appConfigs.map((config) => config.appId)).toEqual(
    expect.arrayContaining([first!.appId, second!.appId]),
  );
  expect(await publicStatus(page, shopUrl(first!.appId))).toBe(200);
  expect(await publicStatus(page, shopUrl(second!.appId))).toBe(200);

  // Unpublish one of them: that shop's public answer becomes a 404, the other stays.
  await publish.click();
  await dialog.getByRole('checkbox', { name: shopName(second!.appId), exact: true }).check();
  await dialog.getByRole('button', { name: 'Unpublish', exact: true }).click();
  await expect(page.getByText('Publishing state updated').first()).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect.poll(() => publicStatus(page, shopUrl(second!.appId))).toBe(404);
  expect(await publicStatus(page, shopUrl(first!.appId))).toBe(200);

  // A change makes the form dirty: Publish waits for a save.
  await page
    .getByRole('textbox', { name: /internal name/i })
    .first()
    .fill('Changed, not saved');
  await expect(publish).toBeDisabled();
  await publish.hover();
  await expect(page.getByRole('tooltip')).toHaveText('Please save for further actions');
  await expect(publish).toHaveAccessibleDescription('Please save for further actions');
});

test("a bundle's toggle publishes and unpublishes it as a whole", async ({ page }) => {
  await signIn(page, '/');
  const bundles = await apiGet<{ data: Row[] }>(page, '/bundles?perPage=50&sortBy=id&sortDir=desc');
  let bundle: Row | undefined;
  for (const candidate of bundles.data.filter((row) => row.isPublished === false)) {
    const full = await apiGet<{ meta: { validation: Record<string, string[]> } }>(
      page,
      `/bundles/${candidate.id}?include=appConfigs.preview,appConfigs.info.imagesByType`,
    );
    if (Object.keys(full.meta.validation).length === 0) {
      bundle = candidate;
      break;
    }
  }
  expect(bundle, 'an unpublished bundle without validation problems').toBeDefined();
  const publicUrl = `/api/v2/public/bundles?filter[ids]=${bundle!.id}`;

  await page.goto(`/bundles/${bundle!.id}`);
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('bundle saved and published')).toBeVisible();
  const unpublish = page.getByRole('button', { name: 'Unpublish', exact: true });
  await expect(unpublish).toBeEnabled();
  const listed = (await (await page.request.get(publicUrl)).json()) as { data: { id: number }[] };
  expect(listed.data.map((row) => row.id)).toEqual([bundle!.id]);

  await unpublish.click();
  await expect(page.getByText('bundle unpublished')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Publish', exact: true })).toBeEnabled();
  await expect
    .poll(async () => ((await (await page.request.get(publicUrl)).json()) as { data: unknown[] }).data.length)
    .toBe(0);
});
