import { type Page } from '@playwright/test';
import { signIn, expect, test } from './support';

/** The body rows of the loaded list view (the header row and the skeleton rows of a load excluded). */
const rows = (page: Page) => page.locator('table:not([aria-busy]) tbody tr');

test('search, sort and paginate the story overview', async ({ page }) => {
  await signIn(page, '/content/stories');
  await expect(page.getByRole('heading', { name: 'Category Stories' })).toBeVisible();
  // Earlier journeys of the run add stories (bulk actions): the total is read, at least the 40 of the seed.
  const footer = page.getByText(/^Showing 1-20 from \d+$/);
  await expect(footer).toBeVisible();
  const total = Number((await footer.innerText()).split(' from ')[1]);
  expect(total).toBeGreaterThanOrEqual(40);
  await expect(rows(page)).toHaveCount(20);

  // Paginate.
  await page
    .getByRole('navigation', { name: 'Pagination' })
    .getByRole('button', { name: 'Go to page 2' })
    .click();
  await expect(page).toHaveURL(/[?&]page=2/);
  await expect(page.getByText(`Showing 21-40 from ${total}`)).toBeVisible();

  // Sort by name: an inactive column starts descending, a second click ascends.
  await page.getByRole('button', { name: 'Internal name' }).click();
  await expect(page).toHaveURL(/sortBy=internalName/);
  await expect(page).toHaveURL(/sortDir=desc/);
  await expect(rows(page)).toHaveCount(20);
  // The first row's name once the sorted page is on screen (the rows render in passes after a load).
  await page.waitForLoadState('networkidle');
  const firstName = () => rows(page).first().locator('td').nth(2);
  let descending = '';
  await expect
    .poll(
      async () =>
        (descending = await firstName()
          .innerText({ timeout: 1_000 })
          .catch(() => '')),
    )
    .not.toBe('');
  await page.getByRole('button', { name: 'Internal name' }).click();
  await expect(page).toHaveURL(/sortDir=asc/);
  await expect(firstName()).not.toHaveText(descending);

  // Search (debounced): the page resets and only matches remain.
  await page.getByRole('searchbox', { name: 'Search' }).fill('  cashmere ');
  await expect(page).toHaveURL(/f%5Bterm%5D=cashmere|f\[term\]=cashmere/);
  await expect(page).not.toHaveURL(/[?&]page=/);
  await expect(page.getByText('Cashmere Season')).toBeVisible();
  await expect(page.getByText(/^Showing 1-\d+ from \d+$/)).toBeVisible();
  const count = await rows(page).count();
  expect(count).toBeGreaterThan(0);
  expect(count).toBeLessThan(20);
  for (const text of await rows(page).allInnerTexts()) expect(text.toLowerCase()).toContain('cashmere');

  // Clearing the search brings every story back.
  await page.getByRole('searchbox', { name: 'Search' }).fill('');
  await expect(page.getByText(`Showing 1-20 from ${total}`)).toBeVisible();
});

test('filter bundles through the filter drawer, then reset', async ({ page }) => {
  await signIn(page, '/bundles');
  await expect(page.getByText('Showing 1-20 from 30')).toBeVisible();

  await page.getByRole('button', { name: 'Filter' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await drawer.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Online' }).click();
  await page.keyboard.press('Escape');
  await drawer.getByRole('button', { name: 'Apply' }).click();

  await expect(drawer).toBeHidden();
  await expect(page).toHaveURL(/f%5Bstatus%5D=online|f\[status\]=online/);
  // The list keeps the unfiltered rows on screen until the filtered answer arrives: wait for it.
  await expect(page.getByText('Showing 1-20 from 30')).toBeHidden();
  const info = page.getByText(/^Showing 1-\d+ from \d+$/);
  await expect(info).toBeVisible();
  const total = Number((await info.innerText()).split(' from ')[1]);
  expect(total).toBeGreaterThan(0);
  expect(total).toBeLessThan(30);
  // Every remaining bundle is online in at least one shop.
  for (const text of await rows(page).allInnerTexts()) expect(text).toContain('Online');

  // Reset clears every filter.
  await page.getByRole('button', { name: /^Filter/ }).click();
  await page.getByRole('dialog', { name: 'Filters' }).getByRole('button', { name: 'Reset' }).click();
  await expect(page).not.toHaveURL(/status/);
  await expect(page.getByText('Showing 1-20 from 30')).toBeVisible();
});

test('custom pages: nested levels with breadcrumbs, and the list view', async ({ page }) => {
  await signIn(page, '/content/custom-pages');
  await expect(page.getByRole('heading', { name: 'Custom Pages' })).toBeVisible();
  const crumbs = page.getByRole('navigation', { name: 'Hierarchy' });
  await expect(crumbs).toContainText('Custom Pages');
  await expect(page.getByRole('link', { name: 'ADD PAGE' })).toBeVisible();
  await expect(page.getByText('Showing 1-3 from 3')).toBeVisible();

  // Open a level: its children show, the breadcrumb names the parent.
  await page.getByRole('button', { name: 'Open the pages below About us' }).click();
  await expect(page).toHaveURL(/f%5BparentId%5D=\d+|f\[parentId\]=\d+/);
  await expect(crumbs).toContainText('About us');
  await expect(page.getByText('Sustainability')).toBeVisible();

  // The root crumb goes back up.
  await crumbs.getByRole('link', { name: 'Custom Pages' }).click();
  await expect(page.getByText('Showing 1-3 from 3')).toBeVisible();

  // Switch to the flat list view: every custom page on one list.
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(crumbs).toBeHidden();
  const info = page.getByText(/^Showing 1-\d+ from \d+$/);
  await expect(info).toBeVisible();
  expect(Number((await info.innerText()).split(' from ')[1])).toBeGreaterThan(3);

  // And back to the tree.
  await page.getByRole('button', { name: 'Nested view' }).click();
  await expect(crumbs).toBeVisible();
});

test('delete a bundle after confirming by name', async ({ page }) => {
  await signIn(page, '/bundles');
  await expect(page.getByText('Showing 1-20 from 30')).toBeVisible();
  const firstName = await rows(page).first().locator('td').nth(2).innerText();

  await page.getByRole('button', { name: `Delete ${firstName}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Are you sure?' });
  await expect(dialog).toContainText(firstName);

  // Close keeps it.
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Showing 1-20 from 30')).toBeVisible();

  await page.getByRole('button', { name: `Delete ${firstName}` }).click();
  await page.getByRole('dialog', { name: 'Are you sure?' }).getByRole('button', { name: "I'm sure" }).click();
  await expect(page.getByText('Showing 1-20 from 29')).toBeVisible();
  await expect(page.getByRole('button', { name: `Delete ${firstName}` })).toHaveCount(0);
});

test('a refused filter value and a page past the end keep the overview usable', async ({ page }) => {
  // An edited address: the server refuses `f[ids]=152 173` (422).
  await signIn(page, '/bundles?f%5Bids%5D=152%20173');
  await expect(page.getByRole('heading', { level: 1, name: 'Bundles' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove these filters' }).click();
  await expect(page).not.toHaveURL(/ids/);
  await expect(page.getByText(/^Showing 1-\d+ from \d+$/)).toBeVisible();

  // Past the last page: the last page that has rows, and the create button stays.
  await page.goto('/bundles?page=999');
  await expect(page).toHaveURL(/\/bundles\?page=\d$/);
  await expect(page.getByText(/^Showing \d+-\d+ from \d+$/)).toBeVisible();
  await expect(page.getByRole('link', { name: '+ Create new Bundle' })).toBeVisible();
});

test('the bundle overview shows the same from its narrowed answer (configFields) as from the full one', async ({
  page,
}) => {
  const lists: URL[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/bundles?')) lists.push(new URL(request.url()));
  });
  await signIn(page, '/bundles');
  await expect(rows(page)).toHaveCount(20);
  expect(lists.at(-1)?.searchParams.get('configFields')).toContain('preview');
  const shown = async () => ({
    text: await page.locator('table:not([aria-busy]) tbody').innerText(),
    images: await rows(page)
      .locator('img')
      .evaluateAll((images) => images.map((image) => image.getAttribute('src'))),
  });
  const narrowed = await shown();
  expect(narrowed.images.length).toBeGreaterThan(0);

  // The same page from the full answer: every shop-config field of every shop.
  await page.route(/\/api\/v2\/bundles\?/, (route) => {
    const url = new URL(route.request().url());
    url.searchParams.delete('configFields');
    return route.continue({ url: url.toString() });
  });
  await page.reload();
  await expect(rows(page)).toHaveCount(20);
  expect(await shown()).toEqual(narrowed);
});
