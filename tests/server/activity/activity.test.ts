// The activity log (issue 29): a save, a publish, an upload and a sign-in each write one row with the right
// fields; the feed's filters, its cursor paging (newest first), tenant isolation and the retention purge.
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { ActivityItem, ActivityList, Entity } from '@generated/model';
import { activity, jobs, tenants, users } from '@server/db/schema';
import { ACTIVITY_PURGE_JOB } from '@server/services/activity/retention';
import { DEMO_LOGIN, injectAs, multipartFile, setupApp, signIn } from '../helper';
import { storyHelpers } from '../publishing/fixtures';
import { tenantFacts, type TenantFacts } from '../saves/fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });
let clock = new Date();
const ctx = setupApp({
  jobs: { autoStart: false },
  notifications: { scanIntervalMs: 0 },
  now: () => clock,
  activity: { retentionDays: 30 },
});
const API = '/api/v2';
const MARA = { email: 'mara.lind@example.com', password: DEMO_LOGIN.password };

let facts: TenantFacts;
let edaId = 0;
let story: Entity;
const stories = storyHelpers(ctx, () => facts);

const feed = async (query = '', token = ctx.token) => {
  await ctx.app.activity.settled();
  const response = await injectAs(ctx.app, token, { method: 'GET', url: `${API}/activity${query}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ActivityList;
};

/** The rows of the table for `where`, as the listener wrote them. */
async function rowsOfKind(kind: string) {
  await ctx.app.activity.settled();
  return ctx.app.db.select().from(activity).where(eq(activity.kind, kind));
}

async function current(id: number) {
  const response = await ctx.get(`/pages/${id}`);
  return (response.json() as { data: Entity }).data;
}

beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
  const [eda] = await ctx.app.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
  edaId = eda!.id;
  await signIn(ctx.app, MARA);
  const created = await ctx.inject({
    method: 'POST',
    url: `${API}/pages`,
    payload: { type: 'story', internalName: 'Trench Coat Guide', appConfigs: [{ appId: facts.mainAppId }] },
  });
  expect(created.statusCode, created.body).toBe(201);
  story = (created.json() as { data: Entity }).data;
});

describe('recording', () => {
  it('a sign-in writes one user.signedIn row for the user of its tenant', async () => {
    const rows = await rowsOfKind('user.signedIn');
    // The helper signed Eda in, the test Mara.
    expect(rows.filter((r) => r.actorId === edaId)).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: facts.tenantId,
      entityType: null,
      entityId: null,
      appId: null,
    });
  });

  it('a creation and a save write one row each with the version the save made', async () => {
    const created = await rowsOfKind('entity.created');
    expect(created.filter((r) => r.entityId === story.id)).toMatchObject([
      { actorId: edaId, entityType: 'story', version: 1, detail: { name: 'Trench Coat Guide' } },
    ]);
    const before = await current(story.id);
    const saved = await ctx.inject({
      method: 'PUT',
      url: `${API}/pages/${story.id}`,
      payload: { version: before.version, internalName: 'Trench Coat Guide 2', appConfigs: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const rows = (await rowsOfKind('entity.saved')).filter((r) => r.entityId === story.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      tenantId: facts.tenantId,
      actorId: edaId,
      entityType: 'story',
      version: before.version + 1,
      appId: null,
      mediaId: null,
      detail: { name: 'Trench Coat Guide 2' },
    });
  });

  it('a publish writes one entity.published row naming the shop, an unpublish one entity.unpublished', async () => {
    const entity = (await stories.newStory('Publishable')).data;
    const publish = await stories.save(entity, (c) => ({ isPublished: c.appId === facts.mainAppId }));
    expect(publish.statusCode, publish.body).toBe(200);
    const published = (await rowsOfKind('entity.published')).filter((r) => r.entityId === entity.id);
    expect(published).toHaveLength(1);
    expect(published[0]).toMatchObject({
      actorId: edaId,
      entityType: 'story',
      appId: facts.mainAppId,
      detail: { name: 'Publishable', to: 'online' },
    });
    const after = (await stories.read(entity.id)).data;
    const unpublish = await stories.save(after, (c) => ({
      isPublished: c.appId === facts.mainAppId ? false : undefined,
    }));
    expect(unpublish.statusCode, unpublish.body).toBe(200);
    const unpublished = (await rowsOfKind('entity.unpublished')).filter((r) => r.entityId === entity.id);
    expect(unpublished).toMatchObject([
      { appId: facts.mainAppId, detail: { from: 'online', to: 'offline' } },
    ]);
  });

  it('a re-publish (publishing what is online already) writes another entity.published row', async () => {
    const entity = (await stories.newStory('Republishable')).data;
    const main = (c: { appId: number }) => ({ isPublished: c.appId === facts.mainAppId ? true : undefined });
    const first = await stories.save(entity, main);
    expect(first.statusCode, first.body).toBe(200);
    const again = await stories.save((await stories.read(entity.id)).data, main);
    expect(again.statusCode, again.body).toBe(200);
    const published = (await rowsOfKind('entity.published')).filter((r) => r.entityId === entity.id);
    expect(published).toMatchObject([
      { appId: facts.mainAppId, detail: { from: 'draft', to: 'online' } },
      {
        appId: facts.mainAppId,
        actorId: edaId,
        detail: { name: 'Republishable', from: 'online', to: 'online' },
      },
    ]);
    // A plain save of the online story (no publish flag) is a save, not a publish.
    const saved = await stories.save((await stories.read(entity.id)).data, () => ({
      isPublished: undefined,
    }));
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await rowsOfKind('entity.published')).filter((r) => r.entityId === entity.id)).toHaveLength(2);
    expect((await rowsOfKind('entity.unpublished')).filter((r) => r.entityId === entity.id)).toEqual([]);
  });

  it('a refused publish writes one entity.publishRefused row with the shop and the number of problems', async () => {
    // The story made above has no slug nor content: publishing it is refused, its draft saved.
    const incomplete = (await stories.read(story.id)).data;
    const publish = await stories.save(incomplete, (c) => ({ isPublished: c.appId === facts.mainAppId }));
    expect(publish.statusCode, publish.body).toBe(422);
    const refused = (await rowsOfKind('entity.publishRefused')).filter((r) => r.entityId === story.id);
    expect(refused).toMatchObject([
      { appId: facts.mainAppId, actorId: edaId, detail: { appIds: [facts.mainAppId] } },
    ]);
    expect(refused[0]!.detail.errorCount).toBeGreaterThan(0);
  });

  it('an upload writes one media.uploaded row with the media id, kind and name', async () => {
    const content = await sharp({
      create: { width: 32, height: 24, channels: 3, background: { r: 10, g: 120, b: 90 } },
    })
      .png()
      .toBuffer();
    const body = multipartFile('upload', 'swatch.png', 'image/png', content);
    const response = await ctx.inject({
      method: 'POST',
      url: `${API}/media/images`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(response.statusCode, response.body).toBe(201);
    const mediaId = (response.json() as { data: { id: number } }).data.id;
    const rows = (await rowsOfKind('media.uploaded')).filter((r) => r.mediaId === mediaId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      actorId: edaId,
      entityType: 'image',
      entityId: mediaId,
      detail: { name: 'swatch.png' },
    });
    const item = (await feed(`?filter[entityType]=image&filter[entityId]=${mediaId}`)).data[0]!;
    expect(item).toMatchObject({
      kind: 'media.uploaded',
      mediaId,
      entityName: 'swatch.png',
      entityGone: false,
    });
  });
});

describe('the feed', () => {
  it('answers newest first with who, what and which entity, linking the version a save made', async () => {
    const { data, meta } = await feed();
    expect(meta.perPage).toBe(25);
    const times = data.map((item) => item.createdAt);
    expect([...times].sort().reverse()).toEqual(times);
    const save = data.find(
      (item) => item.kind === 'entity.saved' && item.entityId === story.id && item.version === 2,
    )!;
    expect(save).toMatchObject({
      actor: { id: edaId, email: DEMO_LOGIN.email },
      entityType: 'story',
      entityName: 'Trench Coat Guide 2',
      entityGone: false,
    });
  });

  it('filters by actor, kind, entity type, entity id, shop and date range', async () => {
    const [mara] = await ctx.app.db.select().from(users).where(eq(users.email, MARA.email));
    const byActor = await feed(`?filter[actorId]=${mara!.id}`);
    expect(byActor.data.length).toBeGreaterThan(0);
    expect(byActor.data.every((item) => item.actor?.id === mara!.id)).toBe(true);

    const kinds = await feed('?filter[kind]=entity.created,entity.saved');
    expect(new Set(kinds.data.map((item) => item.kind))).toEqual(new Set(['entity.created', 'entity.saved']));

    const ofStory = await feed(`?filter[entityType]=story&filter[entityId]=${story.id}`);
    // Created, saved, and the save of the refused publish with its refusal.
    expect(ofStory.data.map((item) => item.kind).sort()).toEqual([
      'entity.created',
      'entity.publishRefused',
      'entity.saved',
      'entity.saved',
    ]);

    const inShop = await feed(`?filter[appId]=${facts.mainAppId}`);
    expect(inShop.data.length).toBeGreaterThan(0);
    expect(
      inShop.data.every(
        (item) => item.appId === facts.mainAppId || item.detail.appIds?.includes(facts.mainAppId),
      ),
    ).toBe(true);

    const future = new Date(clock.getTime() + 60_000).toISOString();
    expect((await feed(`?filter[from]=${encodeURIComponent(future)}`)).data).toEqual([]);
    expect((await feed(`?filter[to]=${encodeURIComponent(future)}`)).data.length).toBeGreaterThan(0);
  });

  it('refuses a malformed filter or cursor with 422 or 400, never 500', async () => {
    for (const query of ['?filter[kind]=entity.nothing', '?cursor=bm90LWEtY3Vyc29y', '?perPage=500']) {
      const response = await ctx.get(`/activity${query}`);
      expect([400, 422], `${query}: ${response.body}`).toContain(response.statusCode);
    }
  });

  it('pages by cursor: every row once, newest first, until nextCursor is null', async () => {
    // Rows at distinct times, several in the same millisecond too.
    const base = clock.getTime();
    await ctx.app.db.insert(activity).values(
      Array.from({ length: 7 }, (_, i) => ({
        tenantId: facts.tenantId,
        actorId: edaId,
        kind: 'user.signedIn',
        createdAt: new Date(base - 1000 - Math.floor(i / 2)),
      })),
    );
    const all = await feed('?perPage=100');
    const seen: ActivityItem[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const page: ActivityList = await feed(`?perPage=3${cursor ? `&cursor=${cursor}` : ''}`);
      expect(page.data.length).toBeLessThanOrEqual(3);
      seen.push(...page.data);
      cursor = page.meta.nextCursor;
      pages += 1;
    } while (cursor && pages < 50);
    expect(cursor).toBeNull();
    expect(seen.map((item) => item.id)).toEqual(all.data.map((item) => item.id));
    expect(new Set(seen.map((item) => item.id)).size).toBe(seen.length);
  });

  it('never shows another tenant what happened in this one, nor this one the other', async () => {
    const [other] = await ctx.app.db
      .insert(tenants)
      .values({ key: 'outlet', name: 'Other', urls: {} as never, itemsPerRow: { mobile: 1, desktop: 1 } })
      .returning();
    const password = 'other-tenant-secret';
    await ctx.app.db.insert(users).values({
      tenantId: other!.id,
      name: 'Stranger',
      email: 'stranger@other.example',
      passwordHash: await ctx.app.passwords.hash(password),
    });
    const strangerToken = await signIn(ctx.app, { email: 'stranger@other.example', password });
    const theirs = await feed('', strangerToken);
    expect(theirs.data.map((item) => item.kind)).toEqual(['user.signedIn']);
    expect(theirs.data[0]!.actor?.email).toBe('stranger@other.example');
    // Asking for this tenant's story by id finds nothing there.
    expect((await feed(`?filter[entityId]=${story.id}`, strangerToken)).data).toEqual([]);
    const ours = await feed('?perPage=100');
    expect(ours.data.some((item) => item.actor?.email === 'stranger@other.example')).toBe(false);
  });
});

describe('retention', () => {
  it('the daily job is queued, and a purge deletes only rows older than the retention period', async () => {
    const [job] = await ctx.app.db.select().from(jobs).where(eq(jobs.kind, ACTIVITY_PURGE_JOB));
    expect(job).toMatchObject({ status: 'queued', schedule: 'daily 03:30' });

    const old = new Date(clock.getTime() - 31 * 86_400_000);
    const recent = new Date(clock.getTime() - 29 * 86_400_000);
    const inserted = await ctx.app.db
      .insert(activity)
      .values([
        { tenantId: facts.tenantId, actorId: edaId, kind: 'user.signedIn', createdAt: old },
        { tenantId: facts.tenantId, actorId: edaId, kind: 'user.signedIn', createdAt: recent },
      ])
      .returning({ id: activity.id });
    const before = (await ctx.app.db.select().from(activity)).length;
    expect(await ctx.app.activity.purge()).toBe(1);
    const left = await ctx.app.db.select({ id: activity.id }).from(activity);
    expect(left).toHaveLength(before - 1);
    expect(left.map((r) => r.id)).not.toContain(inserted[0]!.id);
    expect(left.map((r) => r.id)).toContain(inserted[1]!.id);

    // The job does the same when it runs: a year later nothing of today is left.
    clock = new Date(clock.getTime() + 40 * 86_400_000);
    await ctx.app.db
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(eq(jobs.kind, ACTIVITY_PURGE_JOB));
    await ctx.app.jobRunner.drain();
    expect(await ctx.app.db.select().from(activity)).toEqual([]);
  });
});
