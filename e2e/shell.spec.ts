import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { type Page } from '@playwright/test';
import { openFirstRow, signIn, expect, test } from './support';

/** Screenshots of the header and an overview at the widths the issue names (looked at by hand). */
const shots = join('test-results', 'shell');

/** The focused element is the page's h1 with this name. */
async function expectHeadingFocused(page: Page, name: string) {
  const heading = page.getByRole('heading', { level: 1, name });
  await expect(heading).toBeFocused();
  await expect(heading).toHaveAttribute('tabindex', '-1');
}

test('every route has a title and focus moves to its heading on each page change', async ({ page }) => {
  test.setTimeout(90_000); // several pages, each loading its overview
  await signIn(page, '/clusters');
  await expect(page).toHaveTitle('Clusters · Content');

  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Bundles' }).click();
  await expect(page).toHaveTitle('Bundles · Content');
  await expectHeadingFocused(page, 'Bundles');

  // Opening an entity, then browser Back.
  await openFirstRow(page);
  await expect(page).toHaveURL(/\/bundles\/\d+/);
  await expect(page).toHaveTitle(/^Bundles > .+ · Content$/);
  await expectHeadingFocused(page, 'Bundles >');
  await page.goBack();
  await expect(page).toHaveTitle('Bundles · Content');
  await expectHeadingFocused(page, 'Bundles');

  await page.goto('/settings/user');
  await expect(page).toHaveTitle('User Profile · Content');
  await page.goto('/no/such/page');
  await expect(page).toHaveTitle('Page not found · Content');
});

test('the account menu holds only menu items, the appearance radios and separators, and shows the user above it', async ({
  page,
}) => {
  await signIn(page, '/bundles');
  await page.getByRole('button', { name: 'Account menu' }).click();
  const menu = page.getByRole('menu', { name: 'Account menu' });
  await expect(menu.getByRole('menuitem', { name: 'Edit Profile' })).toBeVisible();
  const roles = await menu.evaluate((element) =>
    Array.from(element.children, (child) => child.getAttribute('role')),
  );
  expect(new Set(roles)).toEqual(new Set(['menuitem', 'menuitemradio', 'separator']));
  await expect(menu.getByRole('menuitemradio', { name: 'System' })).toHaveAttribute('aria-checked', 'true');
  await expect(menu.getByRole('separator', { name: 'Switch Environment' })).toBeVisible();
  await expect(page.getByText('editor@example.com')).toBeVisible();
});

for (const width of [1440, 1024, 800]) {
  test(`at ${width} px every navigation entry is reachable and nothing overflows`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page, '/bundles');
    await expect(page.getByText(/^Showing 1-20 from \d+$/)).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    // Nothing in the navigation sticks out of it (no hidden scrolling, no clipped entry).
    const navBox = await nav.boundingBox();
    for (const item of await nav.locator(':scope > ul > li').all()) {
      const box = await item.boundingBox();
      expect(box && navBox && box.x + box.width <= navBox.x + navBox.width + 0.5).toBe(true);
    }
    // Every top entry is in the header or, once, in its More menu (counted before the menu opens: an open
    // menu hides the rest of the page from the accessibility tree).
    const groups = ['Content', 'Profile', 'Media', 'Settings'];
    const links = ['Bundles', 'Clusters', 'Teaser Campaigns', 'Reports'];
    const found = new Map<string, number>();
    for (const label of groups)
      found.set(label, await nav.getByRole('button', { name: label, exact: true }).count());
    for (const label of links)
      found.set(label, await nav.getByRole('link', { name: label, exact: true }).count());
    const more = nav.getByRole('button', { name: 'More' });
    const hasMore = (await more.count()) > 0;
    if (hasMore) {
      await more.click();
      const menu = page.getByRole('menu', { name: 'More' });
      for (const label of groups)
        found.set(label, found.get(label)! + (await menu.getByRole('separator', { name: label }).count()));
      for (const label of links)
        found.set(
          label,
          found.get(label)! + (await menu.getByRole('menuitem', { name: label, exact: true }).count()),
        );
    }
    expect(Object.fromEntries(found)).toEqual(Object.fromEntries([...groups, ...links].map((l) => [l, 1])));
    if (width === 800) expect(hasMore).toBe(true);
    mkdirSync(shots, { recursive: true });
    if (hasMore) {
      await page.screenshot({ path: join(shots, `bundles-${width}-more.png`) });
      await page.keyboard.press('Escape');
    }
    // The table stays inside its card (scrolling there when it is wider) and the page never scrolls sideways.
    const container = page.locator('.MuiTableContainer-root').first();
    const card = container.locator('xpath=ancestor::*[contains(@class,"MuiCard-root")][1]');
    const [containerBox, cardBox] = [await container.boundingBox(), await card.boundingBox()];
    await page.screenshot({ path: join(shots, `bundles-${width}.png`) });
    expect(containerBox!.x + containerBox!.width).toBeLessThanOrEqual(cardBox!.x + cardBox!.width + 0.5);
    expect(cardBox!.x + cardBox!.width).toBeLessThanOrEqual(width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
  });
}

test('/media/videos is not there with the media flag off', async ({ page }) => {
  await page.addInitScript(() => window.localStorage.setItem('content.featureFlags', '{"media":false}'));
  await signIn(page, '/media/videos');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Videos' })).toHaveCount(0);
});

test('/account ends on the demo cloud panel page, which links to the profile', async ({ page }) => {
  await signIn(page, '/bundles');
  await page.goto('/account');
  await expect(page).toHaveURL(/\/cloud-panel\/profile\/settings$/);
  await expect(page.getByRole('heading', { name: 'Account settings' })).toBeVisible();
  await expect(page).toHaveTitle('Account settings · Content');
  await page.getByRole('link', { name: 'Go to your profile in Content' }).click();
  await expect(page.getByRole('heading', { name: 'User Profile' })).toBeVisible();
});

test('Copy link works without navigator.clipboard (plain-HTTP origin)', async ({ page }) => {
  await page.addInitScript(() => Object.defineProperty(navigator, 'clipboard', { value: undefined }));
  await signIn(page, '/media/images');
  await page
    .getByRole('button', { name: /^Copy link / })
    .first()
    .click();
  await expect(page.getByText('copied to clipboard')).toBeVisible();
});

test('opening a nested level and going back move focus to the heading', async ({ page }) => {
  test.setTimeout(60_000);
  await signIn(page, '/content/custom-pages');
  await expect(page).toHaveTitle('Custom Pages · Content');
  const root = page.url();
  await page
    .getByRole('button', { name: /^Open the pages below / })
    .first()
    .click();
  await expect(page).not.toHaveURL(root);
  await expectHeadingFocused(page, 'Custom Pages');
  // Focus leaves the heading, so that Back must bring it there again. (A click at the corner of <main> landed on
  // the sticky app bar once the page had scrolled.)
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Pages' })).not.toBeFocused();
  await page.goBack();
  await expect(page).toHaveURL(root);
  await expectHeadingFocused(page, 'Custom Pages');
});
