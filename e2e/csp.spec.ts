// The built SPA runs under the server's strict Content-Security-Policy without a single violation
// (issue 7 §6): sign-in, the home dashboard, an overview and the filter drawer (RJSF form + validator).
import { type Page } from '@playwright/test';
import { signInWithForm, expect, test } from './support';

function watchViolations(page: Page): string[] {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && /content security policy|refused to/i.test(message.text()))
      problems.push(message.text());
  });
  page.on('pageerror', (error) => {
    if (/content security policy|unsafe-eval|refused/i.test(error.message)) problems.push(error.message);
  });
  return problems;
}

test('no CSP violation on sign-in, dashboard, overview and filter drawer', async ({ page }) => {
  test.setTimeout(180_000); // a loaded machine
  const violations = watchViolations(page);
  // Also count violations the page itself reports (some are not logged as console errors).
  await page.addInitScript(() => {
    (window as unknown as { cspViolations: string[] }).cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) =>
      (window as unknown as { cspViolations: string[] }).cspViolations.push(
        `${event.violatedDirective} ${event.blockedURI}`,
      ),
    );
  });
  const response = await page.goto('/');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  await signInWithForm(page, '/');
  await expect(page.getByTestId('widget-recently-updated').getByTestId('widget-row').first()).toBeVisible();
  await page.goto('/bundles');
  await expect(page.getByRole('button', { name: 'Filter' })).toBeVisible();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
  await page.waitForTimeout(500);
  await page.screenshot({ path: 'test-results/csp-filter-drawer.png' });
  const reported = await page.evaluate(
    () => (window as unknown as { cspViolations: string[] }).cspViolations,
  );
  expect(violations).toEqual([]);
  expect(reported).toEqual([]);
});
