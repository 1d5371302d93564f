import { readFile } from 'node:fs/promises';
import { signIn, expect, test } from './support';

test('reports: run a report, see its bar chart and download the CSV', async ({ page }) => {
  await signIn(page, '/reports');
  await expect(page.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const report = page.getByTestId('report-3');
  await expect(report.getByRole('heading', { name: 'Stale content' })).toBeVisible();
  await expect(report.getByTestId('report-last-run')).toHaveText('Last run: Not run yet');

  await report.getByRole('button', { name: 'Run now' }).click();
  const chart = report.getByTestId('report-chart');
  await expect(chart).toBeVisible({ timeout: 30_000 });
  await expect(report.getByTestId('report-last-run')).toHaveText(
    /^Last run: \d{2}\.\d{2}\.\d{4} \| \d{2}:\d{2}$/,
  );
  await expect(report.getByRole('button', { name: 'Run now' })).toBeEnabled();

  // Two keys: #0065B2 for the first, #80C8FF for the second; a legend and axis labels.
  const fills = await chart
    .locator('.recharts-bar-rectangle path')
    .evaluateAll((paths) => paths.map((path) => path.getAttribute('fill')));
  expect(new Set(fills)).toEqual(new Set(['#0065B2', '#80C8FF']));
  await expect(chart.getByText('Not updated for 90 days')).toBeVisible();
  await expect(chart.getByText('Entity type')).toBeVisible();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    report.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^stale-content-\d{4}-\d{2}-\d{2}\.csv$/);
  const csv = (await readFile((await download.path())!, 'utf8')).replace(/^\uFEFF/, '');
  const lines = csv.trim().split('\r\n');
  expect(lines[0]).toBe('id,type,internalName,updatedAt,daysSinceUpdate');
  expect(lines.length).toBeGreaterThan(1);
  for (const line of lines.slice(1, 20)) expect(Number(line.split(',').at(-1))).toBeGreaterThanOrEqual(90);
});
