// Search everywhere (issue 29, the command palette): GET /search matches names, ids, slugs, CPIDs and media
// of the signed-in user's tenant only, grouped by type, exact id and CPID first, at most `limit` per group.
import { and, eq, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { SearchGroup } from '@generated/model';
import { appConfigs, entities, media, tenants, users } from '@server/db/schema';
import { DEMO_LOGIN, setupApp } from '../helper';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 30_000 });
const ctx = setupApp();

let tenantId: number;
let story: { id: number; name: string };
let slugged: { id: number; slug: string };
let cpid: { entityId: number; cpid: string };

const search = async (q: string, limit?: number) => {
  const query = new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) });
  const response = await ctx.get(`/search?${query}`);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: SearchGroup[] }).data;
};
const allHits = (groups: SearchGroup[]) => groups.flatMap((g) => g.hits);

beforeAll(async () => {
  const db = ctx.app.db;
  const [me] = await db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
  tenantId = me!.tenantId;
  const [row] = await db
    .select({ id: entities.id, name: entities.internalName })
    .from(entities)
    .where(and(eq(entities.tenantId, tenantId), eq(entities.entityType, 'story')))
    .limit(1);
  story = row!;
  const [config] = await db
    .select({ id: appConfigs.entityId, slug: appConfigs.slug })
    .from(appConfigs)
    .innerJoin(entities, eq(entities.id, appConfigs.entityId))
    .where(and(eq(entities.tenantId, tenantId), ne(appConfigs.slug, '')))
    .limit(1);
  slugged = config!;
  const answer = await db.execute(sql`select ac.entity_id, el->'tracking'->>'cpid' as cpid
    from app_configs ac join entities e on e.id = ac.entity_id, jsonb_array_elements(ac.content_elements) el
    where e.tenant_id = ${tenantId} and el->'tracking'->>'cpid' is not null limit 1`);
  const found = (answer as unknown as { rows: { entity_id: unknown; cpid: string }[] }).rows[0]!;
  cpid = { entityId: Number(found.entity_id), cpid: found.cpid };
});

describe('GET /search', () => {
  it('finds an entity by part of its name, in its type group with a status per shop', async () => {
    const part = story.name.slice(0, Math.min(8, story.name.length)).toUpperCase();
    const groups = await search(part);
    const stories = groups.find((g) => g.type === 'story');
    const hit = stories?.hits.find((h) => h.id === story.id);
    expect(hit, `story ${story.id} for "${part}"`).toBeDefined();
    expect(hit!.name).toBe(story.name);
    expect(['name-exact', 'name-prefix', 'name']).toContain(hit!.match);
    expect(hit!.shops.length).toBeGreaterThan(0);
    for (const shop of hit!.shops) expect(['online', 'offline', 'scheduled', 'draft']).toContain(shop.status);
  });

  it('puts an exact id first', async () => {
    const groups = await search(String(story.id));
    expect(groups[0]!.hits[0]).toMatchObject({ id: story.id, type: 'story', match: 'id' });
  });

  it('finds a shop config by its exact slug', async () => {
    const hit = allHits(await search(slugged.slug)).find((h) => h.id === slugged.id);
    expect(hit).toMatchObject({ match: 'slug', matched: slugged.slug });
  });

  it('finds the entity holding a CPID, in any letter case, first', async () => {
    const groups = await search(cpid.cpid.toUpperCase());
    expect(groups[0]!.hits[0]).toMatchObject({ id: cpid.entityId, match: 'cpid' });
    const lower = await search(cpid.cpid.toLowerCase());
    expect(lower[0]!.hits[0]).toMatchObject({ id: cpid.entityId, match: 'cpid' });
  });

  it('finds media files by name and by id, as image or video', async () => {
    const [file] = await ctx.app.db
      .insert(media)
      .values({
        tenantId,
        kind: 'image',
        hash: 'palette',
        mime: 'image/jpeg',
        size: 1,
        name: 'Palette-Hero.JPG',
      })
      .returning();
    const byName = await search('palette-hero');
    expect(byName.find((g) => g.type === 'image')?.hits[0]).toMatchObject({
      id: file!.id,
      name: 'Palette-Hero.JPG',
      match: 'name-prefix',
      shops: [],
    });
    const byId = allHits(await search(String(file!.id)));
    expect(byId).toContainEqual(expect.objectContaining({ id: file!.id, type: 'image', match: 'id' }));
  });

  it('answers at most `limit` matches per group', async () => {
    const groups = await search('e', 20); // one letter: ids only
    expect(groups).toEqual([]);
    const many = await search('er', 3);
    expect(many.length).toBeGreaterThan(1);
    for (const group of many) {
      expect(group.hits.length).toBeLessThanOrEqual(3);
      expect(group.total).toBe(group.hits.length);
    }
    const wide = await search('er', 20);
    expect(Math.max(...wide.map((g) => g.hits.length))).toBeGreaterThan(3);
    expect((await ctx.get('/search?q=er&limit=21')).statusCode).toBe(422);
  });

  it("never answers another tenant's entities, media or tags", async () => {
    const db = ctx.app.db;
    const [other] = await db
      .insert(tenants)
      .values({
        key: 'marketplace',
        name: 'Other',
        urls: {} as never,
        itemsPerRow: { mobile: 1, desktop: 1 },
      })
      .returning();
    const [foreign] = await db
      .insert(entities)
      .values({ tenantId: other!.id, entityType: 'story', internalName: 'Zebracorn secret story' })
      .returning();
    const [foreignFile] = await db
      .insert(media)
      .values({
        tenantId: other!.id,
        kind: 'video',
        hash: 'z',
        mime: 'video/mp4',
        size: 1,
        name: 'zebracorn.mp4',
      })
      .returning();
    expect(await search('zebracorn')).toEqual([]);
    expect(allHits(await search(String(foreign!.id)))).not.toContainEqual(
      expect.objectContaining({ id: foreign!.id, type: 'story' }),
    );
    expect(allHits(await search(String(foreignFile!.id)))).not.toContainEqual(
      expect.objectContaining({ id: foreignFile!.id, type: 'video' }),
    );
  });

  it('needs a token', async () => {
    const response = await ctx.app.inject({ method: 'GET', url: '/api/v2/search?q=story' });
    expect(response.statusCode).toBe(401);
  });

  it('never finds what is in the trash, and finds it again after a restore', async () => {
    const call = (method: 'DELETE' | 'POST', url: string) => ctx.inject({ method, url: `/api/v2${url}` });
    const isStory = (h: { id: number; type: string }) => h.id === story.id && h.type === 'story';
    const found = async () => allHits(await search(String(story.id))).some(isStory);
    expect(await found()).toBe(true);
    expect((await call('DELETE', `/pages/${story.id}`)).statusCode).toBe(204);
    expect(await found()).toBe(false);
    expect(allHits(await search(story.name)).some(isStory)).toBe(false);
    expect((await call('POST', `/trash/story/${story.id}/restore`)).statusCode).toBe(204);
    expect(await found()).toBe(true);
  });
});
