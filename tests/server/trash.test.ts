// The trash (issue 29): a delete moves an entity or media item to the trash — hidden from every list, detail,
// search, dashboard widget, export and the public API — a restore brings it back with its shop configs,
// blocks and tags, a purge (by hand, or the job after the retention period) removes it for good.
import { and, count, eq, isNotNull, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Entity, Pagination, TrashList } from '@generated/model';
import { appConfigs, entities, jobs, media, tags, tenants, users } from '@server/db/schema';
import type { DomainEvent } from '@server/services/domain-events';
import { TRASH_PURGE_JOB } from '@server/services/trash/trash-purge-job';
import { DEMO_LOGIN, setupApp } from './helper';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
let clock = new Date();
const ctx = setupApp({ now: () => clock, trashRetentionDays: 30 });
const events: DomainEvent[] = [];
let tenantId: number;
let editorId: number;

beforeAll(async () => {
  const [me] = await ctx.app.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
  tenantId = me!.tenantId;
  editorId = me!.id;
  ctx.app.domainEvents.on((event) => void events.push(event));
});

const call = (method: 'GET' | 'DELETE' | 'POST', url: string) => ctx.inject({ method, url: `/api/v2${url}` });
const list = async (url: string) =>
  (await ctx.get(url)).json() as { data: Entity[]; meta: { pagination: Pagination } };
const trash = async (type: string, query = '') =>
  (await ctx.get(`/trash/${type}${query}`)).json() as TrashList;
const anonymous = (url: string) => ctx.app.inject({ method: 'GET', url: `/api/v2/public${url}` });

/** A seeded story that the public API serves, with blocks in its configs (and tags, given here). */
async function publicStory(): Promise<number> {
  const rows = await ctx.app.db
    .selectDistinct({ id: entities.id })
    .from(entities)
    .innerJoin(appConfigs, eq(appConfigs.entityId, entities.id))
    .where(
      and(
        eq(entities.tenantId, tenantId),
        eq(entities.entityType, 'story'),
        eq(appConfigs.isPublished, true),
        isNotNull(appConfigs.published),
        sql`jsonb_array_length(${appConfigs.contentElements}) > 0`,
      ),
    )
    .limit(100);
  for (const { id } of rows) {
    if ((await anonymous(`/pages/${id}`)).statusCode !== 200) continue;
    const someTags = await ctx.app.db
      .select({ id: tags.id })
      .from(tags)
      .where(eq(tags.tenantId, tenantId))
      .limit(2);
    await ctx.app.db
      .update(entities)
      .set({ tagIds: someTags.map((tag) => tag.id) })
      .where(eq(entities.id, id));
    return id;
  }
  throw new Error(`no public story with blocks in the seed (of ${rows.length})`);
}

const INCLUDE = 'include=appConfigs.contentElements,tags';

describe('delete → trash → restore', () => {
  it('hides a deleted story everywhere and brings it back with its configs, blocks and tags', async () => {
    const id = await publicStory();
    const before = (await ctx.get(`/pages/${id}?${INCLUDE}`)).json() as { data: Entity };
    const name = before.data.internalName;
    const total = (await list('/pages?perPage=1')).meta.pagination.total;
    events.length = 0;

    expect((await call('DELETE', `/pages/${id}`)).statusCode).toBe(204);

    // Details, lists (plain, searched, by ids), dashboard, public API: gone.
    expect((await ctx.get(`/pages/${id}`)).statusCode).toBe(404);
    expect((await list('/pages?perPage=1')).meta.pagination.total).toBe(total - 1);
    expect(
      (await list(`/pages?f[term]=${encodeURIComponent(name)}&perPage=100`)).data.map((e) => e.id),
    ).not.toContain(id);
    expect((await list(`/pages?f[ids]=${id}`)).data).toEqual([]);
    const widget = (await ctx.get('/dashboard/widgets/recently-updated/data?perPage=100')).json() as {
      data: Entity[];
    };
    expect(widget.data.map((e) => e.id)).not.toContain(id);
    expect((await anonymous(`/pages/${id}`)).statusCode).toBe(404);
    // Saves and history refuse it too.
    expect((await ctx.get(`/versions/story/${id}`)).statusCode).toBe(404);
    expect((await call('DELETE', `/pages/${id}`)).statusCode).toBe(404);

    // The trash lists it with who deleted it and when it goes.
    const listed = await trash('story');
    const item = listed.data.find((entry) => entry.id === id)!;
    expect(item).toMatchObject({ entityType: 'story', name, deletedBy: { id: editorId } });
    expect(Date.parse(item.purgeAt) - Date.parse(item.deletedAt)).toBe(30 * 86_400_000);
    expect((await trash('story', `?f[ids]=${id},999999`)).data.map((e) => e.id)).toEqual([id]);
    expect((await trash('teaser')).data.map((e) => e.id)).not.toContain(id);

    expect((await call('POST', `/trash/story/${id}/restore`)).statusCode).toBe(204);
    const after = (await ctx.get(`/pages/${id}?${INCLUDE}`)).json() as { data: Entity };
    expect(after.data.appConfigs).toEqual(before.data.appConfigs);
    expect(after.data.tags).toEqual(before.data.tags);
    expect(after.data.tags?.length).toBe(2);
    expect(after.data.appConfigs.some((c) => (c.contentElements?.length ?? 0) > 0)).toBe(true);
    expect((await list('/pages?perPage=1')).meta.pagination.total).toBe(total);
    expect((await anonymous(`/pages/${id}`)).statusCode).toBe(200);
    expect((await trash('story')).data.map((e) => e.id)).not.toContain(id);
    expect((await call('POST', `/trash/story/${id}/restore`)).statusCode).toBe(404);

    await vi.waitFor(() => expect(events.map((e) => e.type)).toEqual(['entity.deleted', 'entity.restored']));
    expect(events[0]).toMatchObject({ tenantId, entityId: id, entityType: 'story', actorId: editorId });
  });

  it('keeps what references a trashed story resolvable, and the trash says which ones are trashed', async () => {
    const [cluster] = await ctx.app.db
      .select({ id: entities.id, pageIds: sql<number[]>`${appConfigs.draft}->'pageIds'` })
      .from(entities)
      .innerJoin(appConfigs, eq(appConfigs.entityId, entities.id))
      .where(
        and(
          eq(entities.tenantId, tenantId),
          eq(entities.entityType, 'cluster'),
          sql`jsonb_array_length(coalesce(${appConfigs.draft}->'pageIds', '[]')) > 0`,
        ),
      )
      .limit(1);
    const storyId = cluster!.pageIds[0]!;
    expect((await call('DELETE', `/pages/${storyId}`)).statusCode).toBe(204);
    const answer = await ctx.get(`/clusters/${cluster!.id}?include=appConfigs.pages`);
    expect(answer.statusCode).toBe(200);
    const pages = (answer.json() as { data: Entity }).data.appConfigs.flatMap((c) => c.pages ?? []);
    expect(pages.map((p) => p.id)).toContain(storyId);
    expect((await trash('story', `?f[ids]=${cluster!.pageIds.join(',')}`)).data.map((e) => e.id)).toEqual([
      storyId,
    ]);
    expect((await call('POST', `/trash/story/${storyId}/restore`)).statusCode).toBe(204);
  });

  it('never serves a trashed story through what references it, and a save keeps the reference', async () => {
    const clusters = await ctx.app.db
      .selectDistinct({ id: entities.id })
      .from(entities)
      .innerJoin(appConfigs, eq(appConfigs.entityId, entities.id))
      .where(
        and(
          eq(entities.tenantId, tenantId),
          eq(entities.entityType, 'cluster'),
          eq(appConfigs.isPublished, true),
          sql`jsonb_array_length(coalesce(${appConfigs.published}->'pageIds', '[]')) > 0`,
        ),
      )
      .limit(50);
    let clusterId = 0;
    for (const { id } of clusters) {
      if ((await anonymous(`/clusters/${id}`)).statusCode === 200) {
        clusterId = id;
        break;
      }
    }
    expect(clusterId, 'a public cluster with stories in the seed').toBeGreaterThan(0);
    const read = async () =>
      ((await ctx.get(`/clusters/${clusterId}?include=appConfigs.pages`)).json() as { data: Entity }).data;
    const before = await read();
    const storyId = before.appConfigs.flatMap((c) => c.pages ?? [])[0]!.id;
    expect((await call('DELETE', `/pages/${storyId}`)).statusCode).toBe(204);

    // The public API: the story is gone, and the cluster's answer names no page of the back office.
    expect((await anonymous(`/pages/${storyId}`)).statusCode).toBe(404);
    const cluster = await anonymous(`/clusters/${clusterId}`);
    expect(cluster.statusCode).toBe(200);
    const configs = (cluster.json() as { data: { appConfigs: Record<string, unknown>[] } }).data.appConfigs;
    for (const config of configs) {
      expect(config).not.toHaveProperty('pageIds');
      expect(config).not.toHaveProperty('pages');
    }

    // The back office: the reference still resolves, a save of the cluster as read keeps it (no 422), and the
    // trash says which of its stories are trashed.
    const current = await read();
    expect(current.appConfigs.flatMap((c) => c.pageIds ?? [])).toContain(storyId);
    const saved = await ctx.inject({ method: 'PUT', url: `/api/v2/clusters/${clusterId}`, payload: current });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await read()).appConfigs.flatMap((c) => c.pageIds ?? [])).toContain(storyId);
    expect((await trash('story', `?f[ids]=${storyId}`)).data).toMatchObject([{ id: storyId }]);
    expect((await call('POST', `/trash/story/${storyId}/restore`)).statusCode).toBe(204);
  });

  it('moves media to the trash and keeps the file until the purge', async () => {
    const [image] = await ctx.app.db
      .select()
      .from(media)
      .where(and(eq(media.tenantId, tenantId), eq(media.kind, 'image')))
      .limit(1);
    const deleted = await call('DELETE', `/media/${image!.id}`);
    if (deleted.statusCode === 409) return; // used by published content: refused as before
    expect(deleted.statusCode).toBe(204);
    expect((await ctx.get(`/media/images/${image!.id}`)).statusCode).toBe(404);
    expect((await list(`/media/images?f[ids]=${image!.id}`)).data).toEqual([]);
    expect((await trash('image')).data.map((e) => e.id)).toContain(image!.id);
    expect(await ctx.app.files.sizeOf(image!.hash)).toBeGreaterThan(0);
    expect((await call('POST', `/trash/image/${image!.id}/restore`)).statusCode).toBe(204);
    expect((await ctx.get(`/media/images/${image!.id}`)).statusCode).toBe(200);
  });
});

describe('delete permanently and the purge job', () => {
  it('purges by hand: the row and its configs go', async () => {
    const teaser = (await list('/teasers?perPage=1')).data[0]!;
    expect((await call('DELETE', `/trash/teaser/${teaser.id}`)).statusCode).toBe(404); // not in the trash
    expect((await call('DELETE', `/teasers/${teaser.id}`)).statusCode).toBe(204);
    events.length = 0;
    expect((await call('DELETE', `/trash/teaser/${teaser.id}`)).statusCode).toBe(204);
    const [row] = await ctx.app.db.select({ n: count() }).from(entities).where(eq(entities.id, teaser.id));
    const [configs] = await ctx.app.db
      .select({ n: count() })
      .from(appConfigs)
      .where(eq(appConfigs.entityId, teaser.id));
    expect([row!.n, configs!.n]).toEqual([0, 0]);
    expect((await call('POST', `/trash/teaser/${teaser.id}/restore`)).statusCode).toBe(404);
    await vi.waitFor(() => expect(events.map((e) => e.type)).toEqual(['entity.purged']));
  });

  it('purges what has been in the trash longer than the retention period (the scheduled job)', async () => {
    const [older, younger] = (await list('/highlights?perPage=2')).data;
    expect((await call('DELETE', `/highlights/${older!.id}`)).statusCode).toBe(204);
    clock = new Date(clock.getTime() + 20 * 86_400_000);
    expect((await call('DELETE', `/highlights/${younger!.id}`)).statusCode).toBe(204);
    clock = new Date(clock.getTime() + 11 * 86_400_000); // older: 31 days, younger: 11 days
    const [scheduled] = await ctx.app.db.select().from(jobs).where(eq(jobs.kind, TRASH_PURGE_JOB));
    expect(scheduled?.schedule).toMatch(/^every \d+ seconds$/);
    await ctx.app.db
      .update(jobs)
      .set({ runAt: new Date(Date.now() - 1000) })
      .where(and(eq(jobs.kind, TRASH_PURGE_JOB), eq(jobs.status, 'queued')));
    events.length = 0;
    await ctx.app.jobRunner.drain();
    const left = await ctx.app.db
      .select({ id: entities.id })
      .from(entities)
      .where(sql`${entities.id} in (${older!.id}, ${younger!.id})`);
    expect(left.map((r) => r.id)).toEqual([younger!.id]);
    await vi.waitFor(() =>
      expect(events).toContainEqual(
        expect.objectContaining({ type: 'entity.purged', entityId: older!.id, actorId: null }),
      ),
    );
    // The job queued its next run.
    const open = await ctx.app.db
      .select()
      .from(jobs)
      .where(and(eq(jobs.kind, TRASH_PURGE_JOB), eq(jobs.status, 'queued')));
    expect(open).toHaveLength(1);
  });
});

describe('permissions', () => {
  it('needs a session and never reaches another tenant’s trash', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/v2/trash/story' })).statusCode).toBe(401);
    const [other] = await ctx.app.db
      .insert(tenants)
      .values({
        key: 'outlet',
        name: 'Other',
        urls: {} as never,
        itemsPerRow: { mobile: 1, desktop: 1 },
      })
      .returning();
    const [foreign] = await ctx.app.db
      .insert(entities)
      .values({
        tenantId: other!.id,
        entityType: 'story',
        internalName: 'Foreign trash',
        deletedAt: new Date(),
      })
      .returning();
    expect((await trash('story')).data.map((e) => e.id)).not.toContain(foreign!.id);
    expect((await call('POST', `/trash/story/${foreign!.id}/restore`)).statusCode).toBe(404);
    expect((await call('DELETE', `/trash/story/${foreign!.id}`)).statusCode).toBe(404);
  });

  it('keeps the delete rules: types that are never deleted answer 405 and have an empty trash', async () => {
    const category = (await list('/categories?perPage=1')).data[0]!;
    expect((await call('DELETE', `/categories/${category.id}`)).statusCode).toBe(405);
    expect((await trash('tag')).data).toEqual([]);
  });
});
