import { expect, test } from '@playwright/test';
import { EMAIL, PASSWORD, signIn } from './support';

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
