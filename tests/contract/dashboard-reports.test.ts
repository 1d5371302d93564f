// The dashboard and report answers parse with the generated zod schemas of the contract.
import { afterAll, beforeAll, expect, it } from 'vitest';
import {
  GetDashboardResponse,
  GetWidgetDataResponse,
  GetWidgetSchemaResponse,
} from '@generated/zod/dashboard/dashboard.zod';
import {
  GetReportChartResponse,
  GetReportRunResponse,
  ListReportsResponse,
  StartReportRunResponse,
} from '@generated/zod/reports/reports.zod';
import { bearer, build, signIn } from '../server/helper';
import type { FastifyInstance } from 'fastify';

let app: FastifyInstance;
let token: string;
beforeAll(async () => {
  app = await build({ jobs: { autoStart: false } });
  token = await signIn(app);
}, 120_000);
afterAll(() => app.close());

const call = async (method: 'GET' | 'POST', url: string) => {
  const response = await app.inject({ method, url: `/api/v2${url}`, headers: bearer(token) });
  expect(response.statusCode, response.body).toBeLessThan(300);
  return response.json() as unknown;
};

it('dashboard layout, widget schemas and widget rows', async () => {
  GetDashboardResponse.parse(await call('GET', '/dashboard/homepage'));
  for (const name of ['recently-updated', 'scheduled-content', 'missing-fields']) {
    GetWidgetSchemaResponse.parse(await call('GET', `/dashboard/widgets/${name}`));
    GetWidgetDataResponse.parse(await call('GET', `/dashboard/widgets/${name}/data?f[days]=60&perPage=5`));
  }
});

it('reports: list, start, run, chart', async () => {
  ListReportsResponse.parse(await call('GET', '/reports'));
  const started = StartReportRunResponse.parse(await call('POST', '/reports/1/runs'));
  ListReportsResponse.parse(await call('GET', '/reports'));
  await app.jobRunner.drain();
  const run = GetReportRunResponse.parse(await call('GET', `/reports/1/runs/${started.data.id}`));
  expect(run.data.status).toBe('succeeded');
  ListReportsResponse.parse(await call('GET', '/reports'));
  const chart = GetReportChartResponse.parse(await call('GET', '/reports/1/chart'));
  expect(chart.data.data.length).toBeGreaterThan(0);
});
