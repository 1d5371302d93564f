// A failed run is recorded as failed, tells the user, and leaves the last successful run (file, chart and
// link) in place.
import { afterAll, beforeAll, expect, it } from 'vitest';
import type { ReportChartResponse, ReportList, ReportRunResponse } from '@generated/model';
import type { ReportDefinition } from '@server/content-model/reports/report-definition';
import { notifications } from '@server/db/schema';
import { bearer, build, signIn } from '../helper';
import type { FastifyInstance } from 'fastify';

const ADMIN = { email: 'failing.admin@example.com', password: 'failing-admin-pass' };

let failNext = false;
let calls = 0;
const flaky: ReportDefinition = {
  id: 1,
  slug: 'flaky',
  title: 'Flaky report',
  description: 'Fails when told to.',
  chart: { xKey: 'x', xLabel: 'X', yLabel: 'Y', dataKeys: [{ key: 'value', label: 'Value' }] },
  async compute() {
    calls += 1;
    if (failNext) throw new Error('the warehouse is on fire');
    return { columns: ['x', 'value'], rows: [['a', calls]], chart: [{ x: 'a', value: calls }] };
  },
};

let app: FastifyInstance;
let token: string;
const call = (method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url: `/api/v2${url}`, headers: bearer(token) });

beforeAll(async () => {
  app = await build({
    seed: 'none',
    admin: ADMIN,
    jobs: { autoStart: false, reportDefinitions: [flaky] },
  });
  token = await signIn(app, ADMIN);
}, 120_000);

afterAll(async () => {
  await app?.close();
});

it('keeps the last successful run when a run fails', async () => {
  const ok = (await call('POST', '/reports/1/runs')).json() as ReportRunResponse;
  await app.jobRunner.drain();
  failNext = true;
  const bad = (await call('POST', '/reports/1/runs')).json() as ReportRunResponse;
  expect(bad.data.id).not.toBe(ok.data.id);
  await app.jobRunner.drain();

  const failed = (await call('GET', `/reports/1/runs/${bad.data.id}`)).json() as ReportRunResponse;
  expect(failed.data).toMatchObject({
    status: 'failed',
    error: 'the warehouse is on fire',
    downloadLink: null,
  });
  const report = ((await call('GET', '/reports')).json() as ReportList).data[0]!;
  expect(report.lastRunFailed).toBe(true);
  expect(report.lastRunAt).toBe(failed.data.finishedAt);
  expect(report.lastSuccessfulRun!.id).toBe(ok.data.id);
  const chart = ((await call('GET', '/reports/1/chart')).json() as ReportChartResponse).data;
  expect(chart).toMatchObject({ runId: ok.data.id, data: [{ x: 'a', value: 1 }] });
  const download = await call('GET', report.lastSuccessfulRun!.downloadLink.replace('/api/v2', ''));
  expect(download.body).toContain('a,1');
  expect((await call('GET', `/reports/1/runs/${bad.data.id}/download`)).statusCode).toBe(404);

  const titles = (await app.db.select().from(notifications)).map((n) => n.title);
  expect(titles).toEqual(['Your report is ready', 'Your report failed']);
});
