// Bulk actions (issue 29): one request per action, run as a job with progress and a result per item. The items go
// through the single-item action's rules — publish refuses a shop with content problems with the publish modal's
// messages, an item under another session's edit lock is refused and left as it is, a type that never deletes
// refuses per item — and only the user who started it reads the job. A selection is ids or every row matching
// the overview's filters.
import { and, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { BulkAction, BulkActionResponse } from '@generated/model';
import { appConfigs, entities, tags } from '@server/db/schema';
import { DEMO_LOGIN, injectAs, setupApp, signIn } from './helper';
import { storyHelpers, type Answer } from './publishing/fixtures';
import { tenantFacts, type TenantFacts } from './saves/fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 180_000 });
const ctx = setupApp({ jobs: { autoStart: false }, notifications: { scanIntervalMs: 0 } });
const API = '/api/v2';
const MARA = { email: 'mara.lind@example.com', password: DEMO_LOGIN.password };
let facts: TenantFacts;
let mara = '';
const { save, newStory } = storyHelpers(ctx, () => facts);

beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
  mara = await signIn(ctx.app, MARA);
});

async function start(body: Record<string, unknown>, headers: Record<string, string> = {}) {
  return ctx.inject({ method: 'POST', url: `${API}/bulk-actions`, payload: body, headers });
}

/** Starts a bulk action, runs its job and answers the finished job. */
async function run(body: Record<string, unknown>, headers: Record<string, string> = {}): Promise<BulkAction> {
  const started = await start(body, headers);
  expect(started.statusCode, started.body).toBe(202);
  const queued = (started.json() as BulkActionResponse).data;
  expect(queued).toMatchObject({ status: 'queued', done: 0 });
  await ctx.app.jobRunner.drain();
  const read = await ctx.get(`/bulk-actions/${queued.id}`);
  expect(read.statusCode).toBe(200);
  return (read.json() as BulkActionResponse).data;
}

const mainStatus = async (id: number) => {
  const [row] = await ctx.app.db
    .select({ isPublished: appConfigs.isPublished })
    .from(appConfigs)
    .where(and(eq(appConfigs.entityId, id), eq(appConfigs.appId, facts.mainAppId)));
  return row?.isPublished;
};

let stories: Answer[] = [];

describe('bulk publish', () => {
  it('publishes 40 stories in the chosen shop and refuses the 2 with content problems, per item', async () => {
    stories = [];
    for (let i = 0; i < 40; i += 1) stories.push(await newStory(`Bulk Story ${i}`));
    // Two lose their main shop's name (a required shop field): the save keeps it, publishing refuses it.
    for (const broken of [stories[5]!, stories[17]!]) {
      const saved = await save(broken.data, (c) => (c.appId === facts.mainAppId ? { name: '' } : {}));
      expect(saved.statusCode, saved.body).toBe(200);
    }
    const result = await run({
      entityType: 'story',
      action: 'publish',
      ids: stories.map((s) => s.data.id),
      appIds: [facts.mainAppId],
    });
    expect(result).toMatchObject({ status: 'succeeded', total: 40, done: 40, succeeded: 38, refused: 2 });
    expect(result.items).toHaveLength(40);
    const refused = result.items.filter((item) => item.outcome === 'refused');
    expect(refused.map((item) => item.id)).toEqual([stories[5]!.data.id, stories[17]!.data.id]);
    for (const item of refused) {
      expect(item.name).toMatch(/^Bulk Story (5|17)$/);
      expect(item.appIds).toEqual([facts.mainAppId]);
      expect(item.message).toBe('Content problems in 1 shop.');
      // The publish modal's messages (spec 2 §5.1), under the shop's dotted path.
      expect(Object.entries(item.errors)).toContainEqual([
        expect.stringMatching(/^appConfigs\.\d+\.name$/),
        ['field is required'],
      ]);
    }
    expect(await mainStatus(stories[0]!.data.id)).toBe(true);
    expect(await mainStatus(stories[5]!.data.id)).toBe(false);
    // Only the chosen shop: the other shop stays unpublished.
    const [other] = await ctx.app.db
      .select({ isPublished: appConfigs.isPublished })
      .from(appConfigs)
      .where(and(eq(appConfigs.entityId, stories[0]!.data.id), eq(appConfigs.appId, facts.otherAppIds[0]!)));
    expect(other?.isPublished).toBe(false);
    // A publish is a save: the version advanced (and the history kept the state before it).
    const [row] = await ctx.app.db
      .select({ version: entities.version })
      .from(entities)
      .where(eq(entities.id, stories[0]!.data.id));
    expect(row!.version).toBe(stories[0]!.data.version + 1);
  });

  it('reports progress while the job runs', async () => {
    const started = await start({
      entityType: 'story',
      action: 'unpublish',
      ids: stories.slice(0, 3).map((s) => s.data.id),
      appIds: [facts.mainAppId],
    });
    const queued = (started.json() as BulkActionResponse).data;
    expect(queued).toMatchObject({ total: 3, done: 0, items: [] });
    await ctx.app.jobRunner.drain();
    const done = ((await ctx.get(`/bulk-actions/${queued.id}`)).json() as BulkActionResponse).data;
    expect(done).toMatchObject({ status: 'succeeded', total: 3, done: 3, succeeded: 3, refused: 0 });
    expect(done.finishedAt).not.toBeNull();
    expect(await mainStatus(stories[0]!.data.id)).toBe(false);
  });

  it('refuses an item another session holds under its edit lock and leaves it as it is', async () => {
    const locked = stories[3]!.data.id;
    expect(await mainStatus(locked)).toBe(true);
    const lock = await injectAs(ctx.app, mara, {
      method: 'POST',
      url: `${API}/lock`,
      payload: { resourceType: 'page', resourceId: locked, sessionId: 'tab-mara-bulk-01' },
    });
    expect(lock.statusCode, lock.body).toBe(200);
    const result = await run(
      {
        entityType: 'story',
        action: 'unpublish',
        ids: [stories[3]!.data.id, stories[4]!.data.id],
        appIds: [facts.mainAppId],
      },
      { 'x-edit-session': 'tab-editor-bulk-01' },
    );
    expect(result).toMatchObject({ succeeded: 1, refused: 1 });
    expect(result.items[0]).toMatchObject({
      id: locked,
      outcome: 'refused',
      message: 'Mara Lind is currently editing this content.',
    });
    expect(await mainStatus(locked)).toBe(true);
    expect(await mainStatus(stories[4]!.data.id)).toBe(false);
  });

  it('refuses publishing per item for a type that never publishes', async () => {
    const [tag] = await ctx.app.db
      .select({ id: tags.id })
      .from(tags)
      .where(eq(tags.tenantId, facts.tenantId))
      .limit(1);
    const result = await run({ entityType: 'tag', action: 'publish', ids: [tag!.id] });
    expect(result.items[0]).toMatchObject({ outcome: 'refused', message: 'A tag cannot be published.' });
  });
});

describe('bulk tags and delete', () => {
  it('adds and removes tags through saves; an unchanged item is not saved again', async () => {
    const tenantTags = await ctx.app.db
      .select({ id: tags.id })
      .from(tags)
      .where(eq(tags.tenantId, facts.tenantId))
      .limit(2);
    const tagIds = tenantTags.map((t) => t.id);
    const ids = stories.slice(20, 23).map((s) => s.data.id);
    const added = await run({ entityType: 'story', action: 'addTags', ids, tagIds });
    expect(added).toMatchObject({ succeeded: 3, refused: 0 });
    const rows = await ctx.app.db
      .select({ tagIds: entities.tagIds, version: entities.version })
      .from(entities)
      .where(inArray(entities.id, ids));
    for (const row of rows) expect(row.tagIds).toEqual(expect.arrayContaining(tagIds));
    const again = await run({ entityType: 'story', action: 'addTags', ids, tagIds });
    expect(again.succeeded).toBe(3);
    const unchanged = await ctx.app.db
      .select({ version: entities.version })
      .from(entities)
      .where(inArray(entities.id, ids));
    expect(unchanged.map((r) => r.version)).toEqual(rows.map((r) => r.version));
    const removed = await run({ entityType: 'story', action: 'removeTags', ids, tagIds: [tagIds[0]!] });
    expect(removed.succeeded).toBe(3);
    const after = await ctx.app.db
      .select({ tagIds: entities.tagIds })
      .from(entities)
      .where(inArray(entities.id, ids));
    for (const row of after) expect(row.tagIds).not.toContain(tagIds[0]);
  });

  it('deletes through the single delete rule: a type that never deletes refuses per item', async () => {
    const ids = stories.slice(30, 32).map((s) => s.data.id);
    const deleted = await run({ entityType: 'story', action: 'delete', ids: [...ids, 2_000_000_000] });
    expect(deleted).toMatchObject({ succeeded: 2, refused: 1 });
    expect(deleted.items[2]).toMatchObject({ id: 2_000_000_000, outcome: 'refused', message: 'Not found.' });
    // Moved to the trash, as a single delete does: gone from the lists, kept (with who deleted it) until the purge.
    const trashed = await ctx.app.db.select().from(entities).where(inArray(entities.id, ids));
    expect(trashed.map((row) => row.deletedAt !== null && row.deletedBy !== null)).toEqual([true, true]);
    for (const id of ids) expect((await ctx.get(`/pages/${id}`)).statusCode).toBe(404);

    const [category] = await ctx.app.db
      .select({ id: entities.id })
      .from(entities)
      .where(and(eq(entities.tenantId, facts.tenantId), eq(entities.entityType, 'category')))
      .limit(1);
    const refused = await run({ entityType: 'category', action: 'delete', ids: [category!.id] });
    expect(refused.items[0]).toMatchObject({
      outcome: 'refused',
      message: 'This resource cannot be deleted.',
    });
    expect(await ctx.app.db.select().from(entities).where(eq(entities.id, category!.id))).toHaveLength(1);
  });
});

describe('selection and permissions', () => {
  it('takes every row matching the filters when no ids are sent', async () => {
    const result = await run({
      entityType: 'story',
      action: 'unpublish',
      filters: { 'f[term]': 'Bulk Story 1' },
      appIds: [facts.mainAppId],
    });
    // 'Bulk Story 1' and 'Bulk Story 10' … 'Bulk Story 19'.
    expect(result.total).toBe(11);
    expect(result.items.every((item) => item.name.startsWith('Bulk Story 1'))).toBe(true);
  });

  it('checks the request: shops for a per-shop publish, the tenant tags, a selection, the filters', async () => {
    const ids = [stories[0]!.data.id];
    expect((await start({ entityType: 'story', action: 'publish', ids })).json()).toMatchObject({
      errors: { appIds: ['The app ids field is required.'] },
    });
    const badTag = await start({ entityType: 'story', action: 'addTags', ids, tagIds: [2_000_000_000] });
    expect(badTag.statusCode).toBe(422);
    expect(badTag.json()).toMatchObject({ errors: { 'tagIds.0': ['The selected tagIds.0 is invalid.'] } });
    const none = await start({ entityType: 'story', action: 'delete' });
    expect(none.statusCode).toBe(422);
    const badFilter = await start({
      entityType: 'story',
      action: 'delete',
      filters: { 'f[status]': 'nope' },
    });
    expect(badFilter.statusCode).toBe(422);
  });

  it('shows a bulk action only to the user who started it', async () => {
    const started = await start({
      entityType: 'story',
      action: 'removeTags',
      ids: [stories[0]!.data.id],
      tagIds: [],
    });
    expect(started.statusCode).toBe(422);
    const mine = await start({
      entityType: 'story',
      action: 'unpublish',
      ids: [stories[0]!.data.id],
      appIds: [facts.mainAppId],
    });
    const id = (mine.json() as BulkActionResponse).data.id;
    await ctx.app.jobRunner.drain();
    const other = await injectAs(ctx.app, mara, { method: 'GET', url: `${API}/bulk-actions/${id}` });
    expect(other.statusCode).toBe(404);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${API}/bulk-actions/${id}` });
    expect(anonymous.statusCode).toBe(401);
  });
});
