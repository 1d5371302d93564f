import { EMAIL, PASSWORD, signIn, expect, test } from './support';

test('sign in, see home, open the navigation, log out', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Welcome back to Content' })).toBeVisible();

  // Validation before anything is sent.
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('The email field is required.')).toBeVisible();

  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();

  // Home of the main tenant.
  await expect(page.getByRole('heading', { name: 'Welcome to Content' })).toBeVisible();

  // The navigation: open the Content menu and follow an entry.
  const nav = page.getByRole('navigation', { name: 'Main' });
  await nav.getByRole('button', { name: 'Content' }).click();
  await page.getByRole('menuitem', { name: 'Category Stories' }).click();
  await expect(page).toHaveURL(/\/content\/stories$/);

  // Log out through the account menu: back to sign-in, token gone.
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('heading', { name: 'Welcome back to Content' })).toBeVisible();
  expect(await page.evaluate(() => window.localStorage.getItem('content.token'))).toBeNull();
});

test('wrong password shows the server message with the credentials hint', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('E-mail').fill(EMAIL);
  await page.getByLabel('Password').fill('not-the-password');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(
    page.getByText('These credentials do not match our records: Please check your credentials'),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Welcome back to Content' })).toBeVisible();
});

test('an unknown address shows the 404 screen after sign-in', async ({ page }) => {
  await signIn(page);
  await page.goto('/no/such/page');
  await expect(page.getByText('Page not found')).toBeVisible();
  await page.getByRole('link', { name: /back to main page/i }).click();
  await expect(page.getByRole('heading', { name: 'Welcome to Content' })).toBeVisible();
});

test.describe('the pre-rendered shell', () => {
  test('the first HTML answer already holds the sign-in screen, with no inline script', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    expect(html).toContain('id="app-shell"');
    expect(html).toContain('Welcome back to Content');
    expect(html).toContain('Sign In');
    // The CSP allows scripts from the origin only: every <script> has a src.
    for (const tag of html.match(/<script\b[^>]*>/g) ?? []) expect(tag).toMatch(/\ssrc="\/assets\//);
  });

  test('paints the sign-in screen without the app, read-only until the app takes over', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
    await page.goto('/');
    await expect(page.getByRole('heading', { name: 'Welcome back to Content' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeDisabled();
    await expect(page.locator('#shell-sign-in input[name="email"]')).toHaveAttribute('readonly', '');
    await expect(page.getByRole('status', { name: 'Loading' })).toBeHidden();
  });

  test('shows the loading state instead when a token is stored', async ({ page }) => {
    await page.route(/\/assets\/index-[^/]*\.js$/, (route) => route.abort());
    await page.addInitScript(() => window.localStorage.setItem('content.token', 'a-stored-token-0123456789'));
    await page.goto('/');
    await expect(page.locator('#shell-loading [role="status"]')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Welcome back to Content' })).toBeHidden();
  });

  test("signed in on an overview, the shell paints the overview's heading where the page paints it", async ({
    page,
  }) => {
    const entry = /\/assets\/index-[^/]*\.js$/;
    await signIn(page);
    for (const width of [412, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.route(entry, (route) => route.abort());
      await page.goto('/content/stories');
      const shellHeading = page.locator('#shell-loading').getByRole('heading', { name: 'Category Stories' });
      await expect(shellHeading).toBeVisible();
      // Only the opened overview's heading of the ~20 in the shell.
      await expect(page.locator('#shell-loading h1:visible')).toHaveCount(1);
      await expect(page.locator('#shell-loading [role="status"]')).toBeVisible();
      const inShell = await shellHeading.boundingBox();
      await page.unroute(entry);
      await page.goto('/content/stories');
      await expect(page.locator('#app-shell')).toHaveCount(0);
      const heading = page.getByRole('main').getByRole('heading', { name: 'Category Stories', level: 1 });
      await expect(heading).toBeVisible();
      const inApp = await heading.boundingBox();
      expect(Math.abs(inShell!.x - inApp!.x)).toBeLessThan(1);
      expect(Math.abs(inShell!.y - inApp!.y)).toBeLessThan(1);
      expect(Math.abs(inShell!.height - inApp!.height)).toBeLessThan(1);
    }
    // The editor's address shows no overview heading, only the header and the spinner.
    await page.route(entry, (route) => route.abort());
    await page.goto('/content/stories/65');
    await expect(page.locator('#shell-loading [role="status"]')).toBeVisible();
    await expect(page.locator('#shell-loading h1:visible')).toHaveCount(0);
  });

  test('the app replaces the shell and signs in', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('#app-shell')).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
    await expect(page.getByRole('heading', { name: 'Welcome back to Content' })).toHaveCount(1);
    await page.getByLabel('E-mail').fill(EMAIL);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('heading', { name: 'Welcome to Content' })).toBeVisible();
  });
});
