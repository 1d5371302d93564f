// Reports on a known tenant (SEED=none plus probe content): each report's figures, runs on demand with
// notification, the list, the chart and the CSV download.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ReportChartResponse, ReportList, ReportRunResponse } from '@generated/model';
import { REPORTS } from '@server/content-model/reports/definitions';
import { notifications } from '@server/db/schema';
import { bearer, build, signIn } from '../helper';
import type { FastifyInstance } from 'fastify';
import { DAY, insertEntity, tenantOf } from '../dashboard/fixtures';

const ADMIN = { email: 'reports.admin@example.com', password: 'reports-admin-pass' };

let app: FastifyInstance;
let token: string;
let tenantId: number;
let shops: { id: number; name: string }[];
let now: number;

const call = (method: 'GET' | 'POST', url: string) =>
  app.inject({ method, url: `/api/v2${url}`, headers: bearer(token) });

/** ISO week label as the report prints it (2026-W07). */
function isoWeek(date: Date): string {
  const d = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
  const day = d.getUTCDay() || 7;
  d.setUTCDate(d.getUTCDate() + 4 - day);
  const yearStart = new Date(Date.UTC(d.getUTCFullYear(), 0, 1));
  const week = Math.ceil(((d.getTime() - yearStart.getTime()) / DAY + 1) / 7);
  return `${d.getUTCFullYear()}-W${String(week).padStart(2, '0')}`;
}

async function runReport(id: number) {
  const started = await call('POST', `/reports/${id}/runs`);
  expect(started.statusCode, started.body).toBe(202);
  const run = (started.json() as ReportRunResponse).data;
  await app.jobRunner.drain();
  const done = (await call('GET', `/reports/${id}/runs/${run.id}`)).json() as ReportRunResponse;
  expect(done.data.status, done.data.error ?? '').toBe('succeeded');
  const chart = (await call('GET', `/reports/${id}/chart`)).json() as ReportChartResponse;
  const csv = await call('GET', done.data.downloadLink!.replace('/api/v2', ''));
  return { run: done.data, chart: chart.data, csv };
}

beforeAll(async () => {
  app = await build({ seed: 'none', admin: ADMIN, jobs: { autoStart: false } });
  token = await signIn(app, ADMIN);
  const known = await tenantOf(app);
  tenantId = known.tenant.id;
  shops = known.shops;
  const [a, b] = [shops[0]!.id, shops[1]!.id];
  now = Date.now();
  const ago = (days: number) => new Date(now - days * DAY);
  await insertEntity(app, tenantId, {
    type: 'story',
    name: 'E1 story',
    updatedAt: ago(1),
    configs: [
      { appId: a, isPublished: true, activeFrom: ago(10) },
      { appId: b, isPublished: true, activeFrom: new Date(now + 5 * DAY) },
    ],
  });
  await insertEntity(app, tenantId, {
    type: 'bundle',
    name: 'E2 bundle',
    updatedAt: ago(100),
    configs: [{ appId: a, published: true }, { appId: b }],
  });
  await insertEntity(app, tenantId, {
    type: 'teaser',
    name: '=HYPERLINK("x")',
    updatedAt: ago(200),
    configs: [
      { appId: a, isPublished: true },
      { appId: b, isPublished: true, activeUntil: ago(30) },
    ],
  });
  for (const [name, config] of [
    ['B1', { isPublished: true, streamProductCount: 150, streamProductEstimate: 10 }],
    ['B2', { streamProductEstimate: 150 }],
    ['B3', { isPublished: true, streamProductCount: 20, streamProductEstimate: 500 }],
  ] as const) {
    await insertEntity(app, tenantId, {
      type: 'bundle',
      name,
      updatedAt: ago(2),
      configs: [{ appId: a, ...config }],
    });
  }
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('report figures on known content', () => {
  it('content status per shop counts online, scheduled and offline shop configs', async () => {
    const { chart, csv, run } = await runReport(1);
    expect(run.rowCount).toBe(shops.length);
    expect(chart.dataKeys.map((k) => k.key)).toEqual(['online', 'offline']);
    expect(chart.data[0]).toEqual({ shop: shops[0]!.name, online: 4, offline: 2 });
    expect(chart.data[1]).toEqual({ shop: shops[1]!.name, online: 0, offline: 2 });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('shop,online,scheduled,offline');
    expect(lines[1]).toBe(`${shops[0]!.name},4,0,2`);
    expect(lines[2]).toBe(`${shops[1]!.name},0,1,2`);
    expect(lines.slice(3).every((line) => line.endsWith(',0,0,0'))).toBe(true);
  });

  it('publishing activity counts go-lives and changes per ISO week of the last 12 weeks', async () => {
    const { chart } = await runReport(2);
    expect(chart.data).toHaveLength(12);
    expect(chart.data.at(-1)!.week).toBe(isoWeek(new Date()));
    const expected = new Map<string, { published: number; updated: number }>();
    const add = (days: number, key: 'published' | 'updated', count: number) => {
      const label = isoWeek(new Date(now - days * DAY));
      const entry = expected.get(label) ?? { published: 0, updated: 0 };
      entry[key] += count;
      expected.set(label, entry);
    };
    add(10, 'published', 1); // E1 in shop A
    add(2, 'published', 2); // B1, B3 (no activeFrom: their last save)
    add(1, 'updated', 1); // E1
    add(2, 'updated', 3); // B1-B3
    for (const row of chart.data) {
      const want = expected.get(String(row.week)) ?? { published: 0, updated: 0 };
      expect({ week: row.week, published: row.published, updated: row.updated }).toEqual({
        week: row.week,
        ...want,
      });
    }
  });

  it('stale content lists what was not updated for 90 days, formula-safe', async () => {
    const { chart, csv, run } = await runReport(3);
    expect(run.rowCount).toBe(2);
    expect(chart.data).toEqual([
      { type: 'bundle', stale: 1, fresh: 3 },
      { type: 'story', stale: 0, fresh: 1 },
      { type: 'teaser', stale: 1, fresh: 0 },
    ]);
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('id,type,internalName,updatedAt,daysSinceUpdate');
    // Oldest first; the formula-like name is defused with an apostrophe.
    expect(lines[1]).toMatch(/^\d+,teaser,"'=HYPERLINK\(""x""\)",[^,]+,200$/);
    expect(lines[2]).toMatch(/^\d+,bundle,E2 bundle,[^,]+,100$/);
  });

  it('bundle stream coverage uses the count when online and the estimate otherwise', async () => {
    const { chart, csv } = await runReport(4);
    expect(chart.data[0]).toEqual({ shop: shops[0]!.name, covered: 2, underCovered: 2 });
    expect(chart.data[1]).toEqual({ shop: shops[1]!.name, covered: 0, underCovered: 1 });
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('shop,bundles,covered,underCovered,averageProducts');
    expect(lines[1]).toBe(`${shops[0]!.name},4,2,2,107`);
    expect(lines[2]).toBe(`${shops[1]!.name},1,0,1,`);
  });
});

describe('runs, list and download', () => {
  it('answers the open run instead of queuing a second one, and notifies the starter when done', async () => {
    const before = await app.db.select().from(notifications).where(eq(notifications.tenantId, tenantId));
    const first = (await call('POST', '/reports/1/runs')).json() as ReportRunResponse;
    const second = (await call('POST', '/reports/1/runs')).json() as ReportRunResponse;
    expect(first.data.status).toBe('queued');
    expect(second.data.id).toBe(first.data.id);
    const listed = (await call('GET', '/reports')).json() as ReportList;
    expect(listed.data.find((r) => r.id === 1)!.currentRun?.id).toBe(first.data.id);
    await app.jobRunner.drain();
    const after = await app.db.select().from(notifications).where(eq(notifications.tenantId, tenantId));
    expect(after.length).toBe(before.length + 1);
    expect(after.at(-1)).toMatchObject({ title: 'Your report is ready', icon: 'report' });
  });

  it('lists every report with its last run and the download link of the last successful run', async () => {
    const list = (await call('GET', '/reports')).json() as ReportList;
    expect(list.data.map((r) => r.title)).toEqual(REPORTS.map((r) => r.title));
    expect(list.meta.pagination.total).toBe(4);
    for (const report of list.data) {
      expect(report.currentRun).toBeNull();
      expect(report.lastRunAt).not.toBeNull();
      expect(report.lastSuccessfulRun!.downloadLink).toBe(
        `/api/v2/reports/${report.id}/runs/${report.lastSuccessfulRun!.id}/download`,
      );
    }
  });

  it('downloads a run as a CSV attachment; unknown runs and reports are 404', async () => {
    const list = (await call('GET', '/reports')).json() as ReportList;
    const link = list.data[0]!.lastSuccessfulRun!.downloadLink.replace('/api/v2', '');
    const response = await call('GET', link);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="content-status-per-shop-/,
    );
    expect((await call('GET', '/reports/1/runs/99999/download')).statusCode).toBe(404);
    expect((await call('GET', '/reports/99/chart')).statusCode).toBe(404);
    expect((await call('POST', '/reports/99/runs')).statusCode).toBe(404);
    const anonymous = await app.inject({ method: 'GET', url: `/api/v2${link}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
