import { type Page } from '@playwright/test';
import { signIn, expect, test } from './support';

// The live preview (issue 22; spec 2 §2.1, §2.7, §2.8, §4.8): type and see, click in the preview to edit,
// choose in the editor to scroll, switch device, reload the frame, the mocked preview signed out, and a block
// type without a renderer.
test.describe.configure({ timeout: 120_000 });

const frameOf = (page: Page) => page.frameLocator('iframe[title="Storefront preview"]');

async function tokenOf(page: Page): Promise<string> {
  return (await page.evaluate(() => window.localStorage.getItem('content.token'))) ?? '';
}

async function firstId(page: Page, query: string): Promise<number> {
  const answer = await page.request.get(`/api/v2/${query}&perPage=1&sortBy=id&sortDir=asc`, {
    headers: { Authorization: `Bearer ${await tokenOf(page)}` },
  });
  expect(answer.ok()).toBe(true);
  return ((await answer.json()) as { data: { id: number }[] }).data[0]!.id;
}

/**
 * Adds a block through the Add Content Block box with the keyboard: the arrow keys to the option, then Enter.
 * A click on the option, in a list that opens at the bottom of the scrolled blocks panel, now and then landed
 * while the list was still placing itself and chose nothing (the journey then waited for the block's form).
 */
async function addBlockByKeyboard(page: Page, name: string) {
  const box = page.getByRole('combobox', { name: 'Add Content Block' });
  await box.fill(name);
  const option = page.getByRole('option', { name, exact: true });
  await expect(option).toBeVisible();
  const id = await option.getAttribute('id');
  await expect(async () => {
    if ((await box.getAttribute('aria-activedescendant')) !== id) await box.press('ArrowDown');
    expect(await box.getAttribute('aria-activedescendant')).toBe(id);
  }).toPass({ timeout: 10_000 });
  await box.press('Enter');
  await expect(page.getByRole('button', { name: 'Back to the content blocks' })).toBeVisible();
}

test('type, click to edit, choose to scroll, reload the frame and keep working', async ({ page }) => {
  await signIn(page, '/');
  const id = await firstId(page, 'pages?filter[type]=story');
  await page.goto(`/content/stories/${id}/content`);
  const panel = page.getByTestId('preview-panel');
  await expect(panel.getByRole('heading', { name: 'Preview' })).toBeVisible();
  // Stories have no mobile preview.
  await expect(panel.getByRole('button', { name: 'Desktop' })).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Mobile' })).toHaveCount(0);
  const frame = frameOf(page);
  const headline = frame.locator('[data-block-type="headline"]').first();
  await expect(headline).toBeVisible({ timeout: 20_000 });

  // A click on a block in the preview opens its form in the editor.
  await headline.click();
  const form = page.getByRole('region', { name: 'Settings of Headline' });
  await expect(form).toBeVisible();
  await expect(page).toHaveURL(/activeBlockId%5D=\d+|activeBlockId\]=\d+/);
  await expect
    .poll(() => headline.evaluate((node) => (node as HTMLElement).style.outline))
    .toContain('solid');

  // Typing changes the preview without saving.
  await form.getByRole('textbox', { name: /^Text/ }).fill('Seen live in the preview');
  await expect(headline).toContainText('Seen live in the preview');

  // Two tall image blocks: the new block is chosen, so the preview scrolls down to it.
  for (let i = 0; i < 2; i++) {
    await page.getByRole('button', { name: 'Back to the content blocks' }).click();
    await addBlockByKeyboard(page, 'Image');
  }
  await expect(frame.locator('[data-block-type="image"]')).toHaveCount(2);
  const scrollY = () => frame.locator('html').evaluate(() => window.scrollY);
  await expect.poll(scrollY, { timeout: 15_000 }).toBeGreaterThan(200);

  // Choosing the headline in the editor scrolls the preview back to it and draws the border layer.
  await page.getByRole('button', { name: 'Back to the content blocks' }).click();
  await page
    .getByRole('button', { name: /^Headline/ })
    .first()
    .click();
  await expect.poll(scrollY, { timeout: 15_000 }).toBeLessThan(100);
  await expect
    .poll(() => headline.evaluate((node) => (node as HTMLElement).style.outline))
    .toContain('solid');

  // The frame reloads: the handshake runs again with no user action and typing still reaches it.
  await frame.locator('html').evaluate(() => window.location.reload());
  await expect(frame.locator('[data-block-type="headline"]').first()).toContainText(
    'Seen live in the preview',
    {
      timeout: 20_000,
    },
  );
  await page
    .getByRole('region', { name: 'Settings of Headline' })
    .getByRole('textbox', { name: /^Text/ })
    .fill('Still live after a reload');
  await expect(frame.locator('[data-block-type="headline"]').first()).toContainText(
    'Still live after a reload',
  );
  await expect(panel.getByText('Live Preview not available')).toHaveCount(0);
});

test('switch to the mobile preview of a custom page', async ({ page }) => {
  await signIn(page, '/');
  const id = await firstId(page, 'custom-pages?');
  await page.goto(`/content/custom-pages/${id}/content`);
  const panel = page.getByTestId('preview-panel');
  const iframe = page.locator('iframe[title="Storefront preview"]');
  await expect(frameOf(page).locator('[data-content-block-id]').first()).toBeVisible({ timeout: 20_000 });
  await panel.getByRole('button', { name: 'Mobile' }).click();
  await expect(iframe).toHaveAttribute('data-device', 'mobile');
  await expect
    .poll(() =>
      frameOf(page)
        .locator('html')
        .evaluate(() => window.innerWidth),
    )
    .toBe(400);
  await expect
    .poll(() =>
      frameOf(page)
        .locator('html')
        .evaluate((node) => (node as HTMLElement).dataset.device),
    )
    .toBe('mobile');
  // Minimised, the block list is back inline.
  await panel.getByRole('button', { name: 'Minimise preview' }).click();
  await expect(iframe).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show preview' })).toBeVisible();
});

test('the mocked preview signed out, and a block type without a renderer', async ({ page, browser }) => {
  await signIn(page, '/');
  const headers = {
    Authorization: `Bearer ${await tokenOf(page)}`,
    'X-FeatureFlag-mockedPreview': 'true',
    'X-FeatureFlag-mockedPreviewType': 'data',
  };
  const position = { slot: 'main', index: 0, col: 0, row: 1, colSpan: 1, rowSpan: 1 };
  const answer = await page.request.post('/api/v2/content/preview', {
    headers,
    data: {
      appId: 1,
      entityType: 'custom-page',
      content: {
        contentElements: [
          { id: 111111, index: 0, type: 'headline', attributes: { text: 'Mocked hello' }, position },
          { id: 222222, index: 1, type: 'hologram', attributes: {}, position: { ...position, index: 1 } },
        ],
      },
    },
  });
  expect(answer.status()).toBe(201);
  const { previewId, url } = ((await answer.json()) as { data: { previewId: string; url: string } }).data;
  expect(url).toContain('/mocked-preview?appId=1&mockedPreviewType=data');

  const signedOut = await browser.newContext();
  const standalone = await signedOut.newPage();
  await standalone.goto(new URL(url).pathname + new URL(url).search);
  await expect(standalone.locator('[data-content-block-id="111111"] pre')).toContainText(
    '"text": "Mocked hello"',
  );
  await expect(standalone.getByLabel('E-mail')).toHaveCount(0);

  await standalone.goto(`/storefront-preview?appId=1&previewId=${previewId}`);
  await expect(standalone.locator('[data-content-block-id="111111"]')).toContainText('Mocked hello');
  await expect(standalone.getByRole('alert')).toHaveText('Preview for content block hologram was not found');
  await signedOut.close();
});
