// The dashboard calls on the demo tenant plus known probe rows: layout, widget schemas, and each widget's
// rows with its f[...] filters and paging.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Entity, WidgetDataList, WidgetSchemaResponse } from '@generated/model';
import { tenants } from '@server/db/schema';
import { WIDGET_ENTITY_TYPES } from '@server/content-model/dashboard/widgets';
import { bearer, build, signIn } from '../helper';
import type { FastifyInstance } from 'fastify';
import { DAY, insertEntity, tenantOf } from './fixtures';

let app: FastifyInstance;
let token: string;
let shopA: number;
let shopB: number;
let tenantId: number;

const get = (url: string) => app.inject({ method: 'GET', url: `/api/v2${url}`, headers: bearer(token) });
const rows = async (url: string) => {
  const response = await get(url);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as WidgetDataList;
};
const names = (list: WidgetDataList) => list.data.map((row: Entity) => row.internalName);

beforeAll(async () => {
  app = await build({ jobs: { autoStart: false } });
  token = await signIn(app);
  const { tenant, shops } = await tenantOf(app);
  tenantId = tenant.id;
  shopA = shops[0]!.id;
  shopB = shops[1]!.id;
  const now = Date.now();
  await insertEntity(app, tenantId, {
    type: 'story',
    name: 'Probe soon A',
    updatedAt: new Date(now - 3 * DAY),
    configs: [{ appId: shopA, isPublished: true, activeFrom: new Date(now + 3 * DAY) }],
  });
  await insertEntity(app, tenantId, {
    type: 'bundle',
    name: 'Probe later A',
    updatedAt: new Date(now - 4 * DAY),
    configs: [{ appId: shopA, isPublished: true, activeFrom: new Date(now + 20 * DAY) }],
  });
  await insertEntity(app, tenantId, {
    type: 'teaser',
    name: 'Probe soon B',
    updatedAt: new Date(now - 5 * DAY),
    configs: [{ appId: shopB, isPublished: true, activeFrom: new Date(now + 2 * DAY) }],
  });
  await insertEntity(app, tenantId, {
    type: 'highlight',
    name: 'Probe missing seo B',
    updatedAt: new Date(now - 6 * DAY),
    configs: [
      { appId: shopA, isPublished: true },
      { appId: shopB, seoTitle: '' },
    ],
  });
  await insertEntity(app, tenantId, {
    type: 'story',
    name: 'Probe no preview A',
    updatedAt: new Date(now - 7 * DAY),
    configs: [{ appId: shopA, preview: false }],
  });
}, 120_000);

afterAll(async () => {
  await app?.close();
});

describe('dashboard layout and widget schemas', () => {
  it('answers the homepage sections with the welcome block and the data widgets', async () => {
    const response = await get('/dashboard/homepage');
    expect(response.statusCode).toBe(200);
    const { sections } = response.json().data as {
      sections: { gap: number; widgets: { type: string; name?: string; component?: string }[] }[];
    };
    expect(sections[0]!.widgets[0]).toEqual({ type: 'custom', component: 'WelcomeBlock' });
    expect(sections.flatMap((s) => s.widgets.flatMap((w) => (w.name ? [w.name] : [])))).toEqual([
      'recently-updated',
      'scheduled-content',
      'missing-fields',
    ]);
    expect(sections.every((s) => s.gap === 24)).toBe(true);
  });

  it('answers each widget schema; a shop select that cannot be reset defaults to the main shop', async () => {
    const schema = (await get('/dashboard/widgets/scheduled-content')).json() as WidgetSchemaResponse;
    const shop = schema.data.filters!.quick!.find((q) => q.component === 'ShopSelect')!;
    expect(shop).toMatchObject({ name: 'locale', resettable: false, defaultValue: shopA });
    expect(schema.data.dataSource.endpoint).toBe('/dashboard/widgets/scheduled-content/data');
    expect(schema.data.settings?.hasPagination).toBe(true);
    for (const name of ['recently-updated', 'missing-fields']) {
      const response = await get(`/dashboard/widgets/${name}`);
      expect(response.statusCode).toBe(200);
      expect((response.json() as WidgetSchemaResponse).data.views.map((v) => v.type)).toContain('emptyView');
    }
    expect((await get('/dashboard/widgets/nope')).statusCode).toBe(404);
    expect((await get('/dashboard/widgets/nope/data')).statusCode).toBe(404);
  });
});

describe('recently-updated', () => {
  it('pages through every content entity, newest change first', async () => {
    const [{ total }] = (
      (await app.db.execute(
        sql`select count(*)::int as total from entities where tenant_id = ${tenantId} and entity_type in (${sql.join(
          WIDGET_ENTITY_TYPES.map((t) => sql`${t.value}`),
          sql`, `,
        )})`,
      )) as unknown as { rows: { total: number }[] }
    ).rows as [{ total: number }];
    const first = await rows('/dashboard/widgets/recently-updated/data');
    expect(first.meta.pagination).toMatchObject({ currentPage: 1, perPage: 20, count: 20, total });
    const times = first.data.map((row) => Date.parse(row.updatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const second = await rows('/dashboard/widgets/recently-updated/data?page=2&perPage=5');
    expect(second.meta.pagination).toMatchObject({ currentPage: 2, perPage: 5, count: 5 });
    expect(second.data.map((r) => r.id)).toEqual(first.data.slice(5, 10).map((r) => r.id));
    expect(second.data[0]!.updatedByUser === undefined || typeof second.data[0]!.updatedByUser.name).not.toBe(
      false,
    );
  });

  it('filters by search term, type, shop and status in that shop', async () => {
    expect(names(await rows('/dashboard/widgets/recently-updated/data?f[term]=probe%20soon'))).toEqual([
      'Probe soon A',
      'Probe soon B',
    ]);
    const teasers = await rows('/dashboard/widgets/recently-updated/data?f[type]=teaser&perPage=50');
    expect(teasers.data.length).toBeGreaterThan(0);
    expect(teasers.data.every((row) => row.entityType === 'teaser')).toBe(true);
    const inB = await rows(`/dashboard/widgets/recently-updated/data?f[term]=probe&f[locale]=${shopB}`);
    expect(names(inB)).toEqual(['Probe soon B', 'Probe missing seo B']);
    expect(inB.data.every((row) => row.appConfigs!.every((c) => c.appId === shopB))).toBe(true);
    const scheduledInA = await rows(
      `/dashboard/widgets/recently-updated/data?f[term]=probe&f[locale]=${shopA}&f[status]=scheduled`,
    );
    expect(names(scheduledInA)).toEqual(['Probe soon A', 'Probe later A']);
    const onlineInA = await rows(
      `/dashboard/widgets/recently-updated/data?f[locale]=${shopA}&f[status]=online&perPage=100`,
    );
    expect(onlineInA.data.every((row) => row.appConfigs!.some((c) => c.status === 'online'))).toBe(true);
  });
});

describe('scheduled-content', () => {
  it('lists what goes online in the chosen shop within the chosen days, soonest first', async () => {
    const url = '/dashboard/widgets/scheduled-content/data?f[term]=probe';
    expect(names(await rows(`${url}&f[locale]=${shopA}`))).toEqual(['Probe soon A']);
    expect(names(await rows(`${url}&f[locale]=${shopA}&f[days]=30`))).toEqual([
      'Probe soon A',
      'Probe later A',
    ]);
    expect(names(await rows(`${url}&f[locale]=${shopB}`))).toEqual(['Probe soon B']);
    expect(names(await rows(`${url}&f[days]=30`))).toEqual(['Probe soon B', 'Probe soon A', 'Probe later A']);
    expect(names(await rows(`${url}&f[days]=30&f[type]=bundle`))).toEqual(['Probe later A']);
    const paged = await rows(`${url}&f[days]=30&perPage=2&page=2`);
    expect(paged.meta.pagination).toMatchObject({ total: 3, totalPages: 2, currentPage: 2, count: 1 });
    expect(names(paged)).toEqual(['Probe later A']);
  });

  it('finds the demo content scheduled in the next 60 days, every row with a future go-live', async () => {
    const list = await rows('/dashboard/widgets/scheduled-content/data?f[days]=60&perPage=100');
    expect(list.meta.pagination.total).toBeGreaterThan(3);
    const now = Date.now();
    for (const row of list.data) {
      expect(
        row.appConfigs!.some(
          (c) => c.isPublished && c.activeFrom && Date.parse(c.activeFrom) > now && c.status === 'scheduled',
        ),
      ).toBe(true);
    }
  });
});

describe('missing-fields', () => {
  it('lists content whose shop config lacks a required value, by shop', async () => {
    // The probes of this file (the demo seed has incomplete pages of its own, e.g. the homepages' drafts).
    const all = await rows('/dashboard/widgets/missing-fields/data?f[term]=probe');
    expect(names(all)).toEqual(['Probe missing seo B', 'Probe no preview A']);
    expect(all.meta.pagination.total).toBe(2);
    expect(
      names(await rows(`/dashboard/widgets/missing-fields/data?f[term]=probe&f[locale]=${shopA}`)),
    ).toEqual(['Probe no preview A']);
    expect(
      names(await rows(`/dashboard/widgets/missing-fields/data?f[term]=probe&f[type]=highlight`)),
    ).toEqual(['Probe missing seo B']);
    expect(
      names(await rows(`/dashboard/widgets/missing-fields/data?f[term]=probe&perPage=1&page=2`)),
    ).toEqual(['Probe no preview A']);
  });
});

describe('tenants without a dashboard', () => {
  it('refuses the dashboard to a tenant other than the main one', async () => {
    await app.db.update(tenants).set({ key: 'outlet' });
    expect((await get('/dashboard/homepage')).statusCode).toBe(403);
    await app.db.update(tenants).set({ key: 'flagship' });
    expect((await get('/dashboard/homepage')).statusCode).toBe(200);
  });
});
