// The public content API (spec 2 §2.3, §7): no token, only published, active, not hidden snapshots per shop;
// a scheduled config comes online by itself as the (test) clock passes; drafts, other shops' and internal
// fields never show; ETag + Cache-Control, 304 on If-None-Match, CORS open for GET; 404 for anything else.
import { and, eq, gt, isNotNull, isNull, lte, or } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { PublicEntity } from '@generated/model';
import { appConfigs, entities } from '@server/db/schema';
import { setupApp } from '../helper';
import { tenantFacts, type TenantFacts } from '../saves/fixtures';
import { storyHelpers, type Answer } from './fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
let clock = new Date('2031-06-01T10:00:00.000Z');
const ctx = setupApp({ now: () => clock });
let facts: TenantFacts;
const { read, save, newStory } = storyHelpers(ctx, () => facts);

beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
});

/** GET without a token. */
const anonymous = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url: `/api/v2/public${url}`, headers });

const hours = (n: number) => new Date(clock.getTime() + n * 3_600_000).toISOString();

describe('the public content API', () => {
  it('serves only the published snapshot of the shops that are online, without a token', async () => {
    const story = await newStory('Public Story');
    const id = story.data.id;
    expect((await anonymous(`/pages/${id}`)).statusCode).toBe(404);

    const published = await save(story.data, (c) => ({
      isPublished: c.appId === facts.mainAppId,
      name: c.appId === facts.mainAppId ? 'On air' : c.name,
    }));
    expect(published.statusCode, published.body).toBe(200);
    // A later draft is saved but not served.
    const draft = await save((published.json() as Answer).data, (c) => ({
      isPublished: undefined,
      name: c.appId === facts.mainAppId ? 'Secret draft' : c.name,
    }));
    expect(draft.statusCode).toBe(200);

    const response = await anonymous(`/pages/${id}`, { origin: 'https://shop.example' });
    expect(response.statusCode, response.body).toBe(200);
    const { data } = response.json() as { data: PublicEntity };
    expect(data).toMatchObject({ id, entityType: 'story', type: 'story' });
    expect(data.appConfigs.map((c) => c.appId)).toEqual([facts.mainAppId]);
    expect(data.appConfigs[0]).toMatchObject({ name: 'On air', publishedAt: clock.toISOString() });
    expect(response.body).not.toContain('Secret draft');
    expect(response.body).not.toContain('pageIds');
    expect(response.body).not.toContain('internalName');
    expect(data.appConfigs[0]!.contentElements?.length).toBeGreaterThan(0);

    expect(response.headers['access-control-allow-origin']).toBe('*');
    expect(response.headers['cache-control']).toMatch(/public, max-age=\d+/);
    const etag = response.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    const again = await anonymous(`/pages/${id}`, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(etag);
    expect((await anonymous(`/pages/${id}`, { 'if-none-match': '"other"' })).statusCode).toBe(200);

    // filter[appId] and filter[type] narrow; another shop or kind is a 404; so is another type's call.
    expect((await anonymous(`/pages/${id}?filter[appId]=${facts.mainAppId}`)).statusCode).toBe(200);
    expect((await anonymous(`/pages/${id}?filter[appId]=${facts.otherAppIds[0]}`)).statusCode).toBe(404);
    expect((await anonymous(`/pages/${id}?filter[type]=hotdrop`)).statusCode).toBe(404);
    expect((await anonymous(`/teasers/${id}`)).statusCode).toBe(404);
    expect((await anonymous(`/pages/999999`)).statusCode).toBe(404);

    // Unpublished: gone from the public API.
    const current = await read(id);
    const off = await save(current.data, (c) => ({
      isPublished: c.appId === facts.mainAppId ? false : undefined,
    }));
    expect(off.statusCode).toBe(200);
    expect((await anonymous(`/pages/${id}`)).statusCode).toBe(404);
  });

  it('serves a scheduled shop once its activeFrom passes, and hides it until hiddenUntil', async () => {
    const story = await newStory('Scheduled Story');
    const id = story.data.id;
    const scheduled = await save(story.data, (c) =>
      c.appId === facts.mainAppId ? { isPublished: true, activeFrom: hours(2) } : {},
    );
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const main = (scheduled.json() as Answer).data.appConfigs.find((c) => c.appId === facts.mainAppId)!;
    expect(main.status).toBe('scheduled');
    expect((await anonymous(`/pages/${id}`)).statusCode).toBe(404);

    clock = new Date(clock.getTime() + 3 * 3_600_000);
    expect((await anonymous(`/pages/${id}`)).statusCode).toBe(200);
    // The editor's status follows the same clock: online now, no job needed.
    const online = (await read(id)).data.appConfigs.find((c) => c.appId === facts.mainAppId)!;
    expect(online.status).toBe('online');

    const hidden = await save((await read(id)).data, (c) =>
      c.appId === facts.mainAppId ? { hiddenUntil: hours(1) } : {},
    );
    expect(hidden.statusCode).toBe(200);
    expect((await anonymous(`/pages/${id}`)).statusCode).toBe(404);
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    expect((await anonymous(`/pages/${id}`)).statusCode).toBe(200);

    // activeUntil passed: offline again.
    const ending = await save((await read(id)).data, (c) =>
      c.appId === facts.mainAppId ? { activeUntil: hours(1) } : {},
    );
    expect(ending.statusCode).toBe(200);
    clock = new Date(clock.getTime() + 2 * 3_600_000);
    expect((await anonymous(`/pages/${id}`)).statusCode).toBe(404);
  });

  it('serves published bundles by id, leaving out the others', async () => {
    const rows = await ctx.app.db
      .select({ id: entities.id, isPublished: entities.isPublished })
      .from(entities)
      .where(and(eq(entities.tenantId, facts.tenantId), eq(entities.entityType, 'bundle')))
      .limit(20);
    const response = await anonymous(`/bundles?filter[ids]=${rows.map((r) => r.id).join(',')}`);
    expect(response.statusCode, response.body).toBe(200);
    const served = (response.json() as { data: PublicEntity[] }).data.map((b) => b.id);
    const unpublished = rows.filter((r) => !r.isPublished).map((r) => r.id);
    for (const id of unpublished) expect(served).not.toContain(id);
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['access-control-allow-origin']).toBe('*');
  });

  it('answers the shop category only in its shop, and 404 for a category not online there', async () => {
    const [row] = await ctx.app.db
      .select({ id: appConfigs.entityId, appId: appConfigs.appId })
      .from(appConfigs)
      .innerJoin(entities, eq(entities.id, appConfigs.entityId))
      .where(
        and(
          eq(entities.entityType, 'category'),
          eq(appConfigs.isPublished, true),
          isNotNull(appConfigs.published),
          or(isNull(appConfigs.activeFrom), lte(appConfigs.activeFrom, clock)),
          or(isNull(appConfigs.activeUntil), gt(appConfigs.activeUntil, clock)),
          or(isNull(appConfigs.hiddenUntil), lte(appConfigs.hiddenUntil, clock)),
          eq(entities.tenantId, facts.tenantId),
        ),
      )
      .limit(1);
    const ok = await anonymous(`/shop/${row!.appId}/categories/${row!.id}`);
    expect(ok.statusCode, ok.body).toBe(200);
    const { data } = ok.json() as { data: PublicEntity };
    expect(data.appConfigs.map((c) => c.appId)).toEqual([row!.appId]);
    const other = facts.otherAppIds.concat(facts.mainAppId).find((appId) => appId !== row!.appId)!;
    expect(
      (await anonymous(`/shop/${row!.appId}/categories/${row!.id}?filter[appId]=${other}`)).statusCode,
    ).toBe(404);
    expect((await anonymous(`/shop/999999/categories/${row!.id}`)).statusCode).toBe(404);
  });
});
