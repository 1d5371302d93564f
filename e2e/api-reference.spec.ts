// Issue 25: the API reference renders every operation of the contract in the browser (Swagger UI stopped at
// 119 of 149), under the route's CSP, with the public API grouped first and a search by path and name.
import { readFileSync } from 'node:fs';
import { expect, test } from './support';

const METHODS = ['get', 'put', 'post', 'delete', 'patch', 'head', 'options'];
const contract = JSON.parse(readFileSync('generated/openapi.json', 'utf8')) as {
  paths: Record<string, Record<string, { operationId?: string }>>;
};
const operationIds = Object.values(contract.paths).flatMap((item) =>
  Object.entries(item)
    .filter(([method]) => METHODS.includes(method))
    .map(([, operation]) => operation.operationId!),
);

test('the API reference shows every operation of the contract, public API first, searchable', async ({
  page,
}) => {
  test.setTimeout(180_000); // a loaded machine: the search index builds in a worker
  const problems: string[] = [];
  // Redoc's footer asks for its logo from its CDN; the route's CSP refuses it on purpose (nothing leaves the host).
  const redocLogo = 'cdn.redoc.ly/redoc/logo-mini.svg';
  page.on('console', (message) => {
    if (message.type() === 'error' && !message.text().includes(redocLogo)) problems.push(message.text());
  });
  page.on('response', (answer) => {
    if (answer.status() >= 400) problems.push(`${answer.status()} ${answer.url()}`);
  });
  page.on('pageerror', (error) => problems.push(error.message));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) =>
      console.error(`CSP ${event.violatedDirective} ${event.blockedURI}`),
    );
  });

  const response = await page.goto('/api/v2/reference');
  expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
  expect(operationIds.length).toBeGreaterThan(140);

  // Every operation is a section of its own; each id ends in the operationId.
  const sections = page.locator('[data-section-id*="/operation/"]');
  await expect(sections).toHaveCount(operationIds.length, { timeout: 60_000 });
  const shown = await sections.evaluateAll((nodes) =>
    nodes.map((node) => node.getAttribute('data-section-id')!.split('/operation/')[1]),
  );
  expect(new Set(shown)).toEqual(new Set(operationIds));
  // The last operation in the contract is rendered with its heading, not just an empty anchor.
  const last = operationIds.at(-1)!;
  await expect(page.locator(`[data-section-id$="/operation/${last}"] h2`)).not.toBeEmpty();

  // The public API is the first group of the navigation.
  const menu = page.locator('.menu-content');
  await expect(menu.locator('li').first()).toContainText('Public API');

  // Search finds an operation by its path and by its name (the index builds in a worker after the first
  // render: on a loaded machine the first answer can take a while).
  const search = page.getByPlaceholder('Search...');
  for (const [query, found] of [
    ['public/bundles', 'Published bundles by id'],
    ['acquire', 'Acquire, renew, take over or release the edit lock'],
  ]) {
    await expect(async () => {
      // One input event with the whole query (typing key by key starts a search per prefix).
      await search.fill('');
      await search.fill(query!);
      await expect(page.getByRole('search').getByRole('menuitem', { name: found, exact: true })).toBeVisible({
        timeout: 25_000,
      });
    }).toPass({ timeout: 75_000 });
  }

  expect(problems).toEqual([]);
});
