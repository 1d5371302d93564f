// The list answer cache (services/entities/list-cache.ts) answers a repeated list request from memory, and
// never after a change: each source of a list answer is written here straight into the database (as another
// server process on the same PostgreSQL would), and the next answer must show it. Also: schedule boundaries
// change statuses without a write; tenants never share answers; sessions are still checked on every hit.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Entity, MediaImage, Tag } from '@generated/model';
import { appConfigs, entities, media, tagGroups, tags, tenants, users } from '@server/db/schema';
import { DEFAULT_LIST_CACHE_BYTES } from '@server/services/entities/list-cache';
import { loadConfig } from '@server/config';
import { DEMO_LOGIN, injectAs, setupApp, signIn } from './helper';

let clock = Date.now();
const t = setupApp({ now: () => new Date(clock) });

const stats = () => t.app.listCache!.stats();

async function listBody(path: string) {
  const response = await t.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return response.body;
}

const BUNDLES = '/bundles?perPage=5&sortBy=id&sortDir=asc&include=tags,updatedByUser,createdByUser';
const bundles = async () => JSON.parse(await listBody(BUNDLES)) as { data: Entity[] };

/** Asserts that the request is answered from memory now, then that `write` changes its next answer. */
async function changesAfter(path: string, write: () => Promise<unknown>) {
  const before = await listBody(path);
  const hits = stats().hits;
  expect(await listBody(path)).toBe(before);
  expect(stats().hits, 'the repeated request is a hit').toBe(hits + 1);
  await write();
  const after = await listBody(path);
  expect(after).not.toBe(before);
  return JSON.parse(after) as { data: unknown[] };
}

describe('a kept list answer', () => {
  it('is answered again, byte for byte, and the handler’s answer is the uncached one', async () => {
    const first = await listBody(BUNDLES);
    const hits = stats().hits;
    expect(await listBody(BUNDLES)).toBe(first);
    expect(stats().hits).toBe(hits + 1);
    const compressed = await t.inject({
      method: 'GET',
      url: `/api/v2${BUNDLES}`,
      headers: { 'accept-encoding': 'br' },
    });
    expect(compressed.headers['content-type']).toBe('application/json; charset=utf-8');
  });

  it('is not answered after an entity row changed', async () => {
    const [first] = (await bundles()).data;
    const after = await changesAfter(BUNDLES, () =>
      t.app.db.update(entities).set({ internalName: 'Renamed elsewhere' }).where(eq(entities.id, first!.id)),
    );
    expect((after.data[0] as Entity).internalName).toBe('Renamed elsewhere');
  });

  it('is not answered after a shop config changed, was added or removed', async () => {
    const [first] = (await bundles()).data;
    const config = first!.appConfigs[0]!;
    let after = await changesAfter(BUNDLES, () =>
      t.app.db.update(appConfigs).set({ name: 'Config renamed' }).where(eq(appConfigs.id, config.id)),
    );
    expect((after.data[0] as Entity).appConfigs[0]!.name).toBe('Config renamed');
    after = await changesAfter(BUNDLES, () =>
      t.app.db.delete(appConfigs).where(eq(appConfigs.id, config.id)),
    );
    expect((after.data[0] as Entity).appConfigs.map((c) => c.id)).not.toContain(config.id);
    after = await changesAfter(BUNDLES, () =>
      t.app.db.insert(appConfigs).values({ entityId: first!.id, appId: config.appId, name: 'Added again' }),
    );
    expect((after.data[0] as Entity).appConfigs.map((c) => c.name)).toContain('Added again');
  });

  it('is not answered after a tag or its group changed', async () => {
    const tagged = (await bundles()).data.find((e) => e.tags?.length);
    expect(tagged, 'a seeded bundle with tags among the first five').toBeDefined();
    const tag = tagged!.tags![0]!;
    let after = await changesAfter(BUNDLES, () =>
      t.app.db.update(tags).set({ name: 'Tag renamed' }).where(eq(tags.id, tag.id)),
    );
    const tagOf = (data: unknown[]) =>
      (data as Entity[]).find((e) => e.id === tagged!.id)!.tags!.find((x) => x.id === tag.id)!;
    expect(tagOf(after.data).name).toBe('Tag renamed');
    after = await changesAfter(BUNDLES, () =>
      t.app.db.update(tagGroups).set({ key: 'regrouped' }).where(eq(tagGroups.id, tag.tagGroupId!)),
    );
    expect(tagOf(after.data).group).toBe('regrouped');
    const tagList = await changesAfter('/tags?perPage=100', () =>
      t.app.db.delete(tags).where(eq(tags.id, tag.id)),
    );
    expect((tagList.data as Tag[]).map((x) => x.id)).not.toContain(tag.id);
  });

  it('is not answered after a user summary changed (name, avatar)', async () => {
    const [first] = (await bundles()).data;
    const userId = first!.updatedByUser?.id ?? first!.createdByUser?.id;
    expect(userId, 'a seeded bundle with its author').toBeDefined();
    const after = await changesAfter(BUNDLES, () =>
      t.app.db.update(users).set({ name: 'Renamed Editor', avatar: 'a.png' }).where(eq(users.id, userId!)),
    );
    const people = (after.data as Entity[]).flatMap((e) => [e.updatedByUser, e.createdByUser]);
    expect(people.find((p) => p?.id === userId)?.name).toBe('Renamed Editor');
  });

  it('is kept when a user signs in (columns a summary does not show)', async () => {
    await listBody(BUNDLES);
    const hits = stats().hits;
    await signIn(t.app);
    await listBody(BUNDLES);
    expect(stats().hits).toBe(hits + 1);
  });

  it('is not answered after a media item changed or moved to the trash', async () => {
    const path = '/media/images?perPage=5&sortBy=id&sortDir=asc';
    const [image] = (JSON.parse(await listBody(path)) as { data: MediaImage[] }).data;
    expect(image, 'a seeded image').toBeDefined();
    let after = await changesAfter(path, () =>
      t.app.db.update(media).set({ name: 'Image renamed' }).where(eq(media.id, image!.id)),
    );
    expect((after.data[0] as MediaImage).internalName).toBe('Image renamed');
    after = await changesAfter(path, () =>
      t.app.db.update(media).set({ deletedAt: new Date() }).where(eq(media.id, image!.id)),
    );
    expect((after.data as MediaImage[]).map((m) => m.id)).not.toContain(image!.id);
  });

  it('is not answered after an entity was deleted (the total follows)', async () => {
    const path = '/bundles?perPage=1';
    const before = JSON.parse(await listBody(path)) as {
      data: Entity[];
      meta: { pagination: { total: number } };
    };
    const after = (await changesAfter(path, () =>
      t.app.db.delete(entities).where(eq(entities.id, before.data[0]!.id)),
    )) as unknown as { meta: { pagination: { total: number } } };
    expect(after.meta.pagination.total).toBe(before.meta.pagination.total - 1);
  });

  it('is not answered past a schedule boundary (status changes without a write)', async () => {
    const [first] = (await bundles()).data;
    const config = first!.appConfigs[0]!;
    const from = new Date(clock + 60_000);
    await t.app.db
      .update(appConfigs)
      .set({ isPublished: true, activeFrom: from, activeUntil: null })
      .where(eq(appConfigs.id, config.id));
    const statusOf = async () =>
      (await bundles()).data[0]!.appConfigs.find((c) => c.id === config.id)!.status;
    expect(await statusOf()).toBe('scheduled');
    const hits = stats().hits;
    expect(await statusOf()).toBe('scheduled');
    expect(stats().hits).toBe(hits + 1);
    clock = from.getTime() + 1;
    expect(await statusOf()).toBe('online');
  });

  it('is one tenant’s: another tenant asking the same is answered its own rows', async () => {
    const mine = JSON.parse(await listBody(BUNDLES)) as { data: Entity[] };
    expect(mine.data.length).toBeGreaterThan(0);
    const [other] = await t.app.db
      .insert(tenants)
      .values({ key: 'outlet', name: 'Other', urls: {} as never, itemsPerRow: { mobile: 1, desktop: 1 } })
      .returning();
    const login = { email: 'cache-other@other.example', password: DEMO_LOGIN.password };
    await t.app.db.insert(users).values({
      tenantId: other!.id,
      name: 'Other',
      email: login.email,
      passwordHash: await t.app.passwords.hash(login.password),
    });
    const token = await signIn(t.app, login);
    const theirs = await injectAs(t.app, token, { method: 'GET', url: `/api/v2${BUNDLES}` });
    expect(theirs.statusCode).toBe(200);
    expect((theirs.json() as { data: Entity[] }).data).toEqual([]);
  });

  it('still needs a live session: a signed-out token gets 401, not the kept answer', async () => {
    const token = await signIn(t.app);
    const url = `/api/v2${BUNDLES}`;
    expect((await injectAs(t.app, token, { method: 'GET', url })).statusCode).toBe(200);
    await injectAs(t.app, token, { method: 'POST', url: '/api/v2/auth/logout' });
    expect((await injectAs(t.app, token, { method: 'GET', url })).statusCode).toBe(401);
  });

  it('keeps the tenant counter in the database, bumped once per writing transaction', async () => {
    const read = async () =>
      Number(
        (
          (await t.app.db.execute(
            sql`select coalesce(sum(version), 0) as v from list_versions`,
          )) as unknown as {
            rows: { v: unknown }[];
          }
        ).rows[0]!.v,
      );
    const before = await read();
    await t.app.db.update(entities).set({ version: sql`${entities.version}` });
    expect(await read()).toBe(before + 1);
  });
});

describe('the bound and the switch', () => {
  it('keeps at most its bound of answer text, least recently used out first', async () => {
    const { ListCache } = await import('@server/services/entities/list-cache');
    const cache = new ListCache(3_000);
    const db = t.app.db;
    const tenantId = (await t.app.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email)))[0]!
      .tenantId;
    for (let i = 0; i < 10; i++) await cache.answer(db, tenantId, `k${i}`, async () => 'x'.repeat(1_000));
    expect(cache.stats().bytes).toBeLessThanOrEqual(3_000);
    expect(cache.stats().entries).toBe(2);
    let built = 0;
    await cache.answer(db, tenantId, 'k9', async () => `${++built}`);
    expect(built, 'the newest entry is kept').toBe(0);
    await cache.answer(db, tenantId, 'k0', async () => `${++built}`);
    expect(built, 'the oldest went').toBe(1);
  });

  it('shares counter reads between concurrent requests, but only reads that start after a request came', async () => {
    const { ListCache } = await import('@server/services/entities/list-cache');
    const pending: ((version: number) => void)[] = [];
    const cache = new ListCache(1_000_000, {
      version: () => new Promise<number>((resolve) => pending.push(resolve)),
      boundary: async () => Infinity,
    });
    const db = t.app.db;
    const first = cache.answer(db, 1, 'k', async () => 'v1');
    await Promise.resolve();
    expect(pending).toHaveLength(1);
    // Arrivals while that read is in flight wait for one new read, which starts when it is done.
    const later = [1, 2, 3].map(() => cache.answer(db, 1, 'k', async () => 'v2'));
    await Promise.resolve();
    expect(pending).toHaveLength(1);
    pending[0]!(1);
    expect(await first).toBe('v1');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(pending, 'one read for the three later requests').toHaveLength(2);
    pending[1]!(2);
    expect(await Promise.all(later), 'counter 2 is not the one v1 was kept under').toEqual([
      'v2',
      'v2',
      'v2',
    ]);
  });

  it('is on by default with 32 MB; LIST_CACHE=0 turns it off, LIST_CACHE_MB sets the bound', () => {
    expect(loadConfig({}).listCacheBytes).toBeUndefined();
    expect(DEFAULT_LIST_CACHE_BYTES).toBe(32 * 1024 * 1024);
    expect(loadConfig({ LIST_CACHE: '0' }).listCacheBytes).toBe(0);
    expect(loadConfig({ LIST_CACHE_MB: '8' }).listCacheBytes).toBe(8 * 1024 * 1024);
  });
});
