// Notifications from real events (a watched entity saved, a status change, a refused publish), exactly to
// the right users and never to the actor; the calls (list with filters and resource, count, mark one, mark
// all) scoped to the signed-in user; the watcher rules; the e-mail (outbox) for users who want one.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  Entity,
  Notification,
  NotificationCountResponse,
  NotificationList,
  WatcherList,
  WatcherResponse,
} from '@generated/model';
import { notifications, users } from '@server/db/schema';
import { DEMO_LOGIN, injectAs, setupApp, signIn } from '../helper';
import { tenantFacts, type TenantFacts } from '../saves/fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });
const ctx = setupApp({ jobs: { autoStart: false }, notifications: { scanIntervalMs: 0 } });
const API = '/api/v2';
const MARA = { email: 'mara.lind@example.com', password: DEMO_LOGIN.password };
const JONAS = { email: 'jonas.weber@example.com', password: DEMO_LOGIN.password };

let facts: TenantFacts;
const tokens = { eda: '', mara: '', jonas: '' };
const ids = { eda: 0, mara: 0, jonas: 0 };
let story: Entity;

const as = (who: keyof typeof tokens) => ({
  get: (url: string) => injectAs(ctx.app, tokens[who], { method: 'GET', url: `${API}${url}` }),
  put: (url: string, payload: object) =>
    injectAs(ctx.app, tokens[who], { method: 'PUT', url: `${API}${url}`, payload }),
  post: (url: string, payload: object) =>
    injectAs(ctx.app, tokens[who], { method: 'POST', url: `${API}${url}`, payload }),
  delete: (url: string) => injectAs(ctx.app, tokens[who], { method: 'DELETE', url: `${API}${url}` }),
});

async function userId(email: string) {
  const [row] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

/** The notifications of a user straight from the table (what the events wrote). */
async function rowsOf(id: number) {
  await ctx.app.notifications.settled();
  return ctx.app.db.select().from(notifications).where(eq(notifications.userId, id));
}

async function clearNotifications() {
  await ctx.app.notifications.settled();
  await ctx.app.db.delete(notifications);
}

async function save(who: keyof typeof tokens, name: string) {
  const current = ((await as(who).get(`/pages/${story.id}`)).json() as { data: Entity }).data;
  const response = await as(who).put(`/pages/${story.id}`, {
    version: current.version,
    internalName: name,
    appConfigs: [],
  });
  expect(response.statusCode, response.body).toBe(200);
  await ctx.app.notifications.settled();
}

beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
  tokens.eda = ctx.token;
  tokens.mara = await signIn(ctx.app, MARA);
  tokens.jonas = await signIn(ctx.app, JONAS);
  ids.eda = await userId(DEMO_LOGIN.email);
  ids.mara = await userId(MARA.email);
  ids.jonas = await userId(JONAS.email);
  const created = await as('eda').post('/pages', {
    type: 'story',
    internalName: 'Trench Coat Guide',
    appConfigs: [{ appId: facts.mainAppId }],
  });
  expect(created.statusCode, created.body).toBe(201);
  story = (created.json() as { data: Entity }).data;
});

describe('watchers', () => {
  it('any user adds any user; twice keeps one entry; the entity type names the resource too', async () => {
    const first = await as('eda').post('/watchers', {
      resourceType: 'page',
      resourceId: story.id,
      userId: ids.eda,
    });
    expect(first.statusCode, first.body).toBe(201);
    // Eda adds Mara (any user may add any user), naming the page by its entity type.
    const mara = await as('eda').post('/watchers', {
      resourceType: 'story',
      resourceId: story.id,
      userId: ids.mara,
    });
    expect(mara.statusCode, mara.body).toBe(201);
    const marasEntry = (mara.json() as WatcherResponse).data;
    expect(marasEntry).toMatchObject({ resourceType: 'page', resourceId: story.id, userId: ids.mara });
    const again = await as('mara').post('/watchers', {
      resourceType: 'page',
      resourceId: story.id,
      userId: ids.mara,
    });
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as WatcherResponse).data.id).toBe(marasEntry.id);

    const list = await as('jonas').get(
      `/watchers?filter[resourceId]=${story.id}&filter[resourceType]=page&include=user`,
    );
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json() as WatcherList;
    expect(body.meta.total).toBe(2);
    expect(body.data.map((w) => w.user?.email).sort()).toEqual([DEMO_LOGIN.email, MARA.email]);
    const byEntityType = (
      await as('jonas').get(`/watchers?filter[resourceId]=${story.id}&filter[resourceType]=story`)
    ).json() as WatcherList;
    expect(byEntityType.data.map((w) => w.user)).toEqual([undefined, undefined]);
    expect(byEntityType.meta.total).toBe(2);
  });

  it('unknown users and resources are not found; a bundle id is no page', async () => {
    const unknownUser = await as('eda').post('/watchers', {
      resourceType: 'page',
      resourceId: story.id,
      userId: 999_999,
    });
    expect(unknownUser.statusCode).toBe(404);
    const wrongType = await as('eda').post('/watchers', {
      resourceType: 'bundle',
      resourceId: story.id,
      userId: ids.eda,
    });
    expect(wrongType.statusCode).toBe(404);
    const unknownType = await as('eda').post('/watchers', {
      resourceType: 'nonsense',
      resourceId: story.id,
      userId: ids.eda,
    });
    expect(unknownType.statusCode).toBe(404);
  });

  it("only the watching user removes their entry: someone else's is 403", async () => {
    const jonas = await as('eda').post('/watchers', {
      resourceType: 'page',
      resourceId: story.id,
      userId: ids.jonas,
    });
    const id = (jonas.json() as WatcherResponse).data.id;
    expect((await as('eda').delete(`/watchers/${id}`)).statusCode).toBe(403);
    expect((await as('jonas').delete(`/watchers/${id}`)).statusCode).toBe(204);
    expect((await as('jonas').delete(`/watchers/${id}`)).statusCode).toBe(404);
  });
});

describe('events → notifications', () => {
  it('a save notifies every watcher but the one who saved', async () => {
    await clearNotifications();
    await save('mara', 'Trench Coat Guide, by Mara');
    const eda = await rowsOf(ids.eda);
    expect(eda).toHaveLength(1);
    expect(eda[0]).toMatchObject({
      type: 'entry_update',
      icon: 'info',
      title: 'Watched content changed',
      text: 'Mara Lind saved Trench Coat Guide, by Mara.',
      resourceType: 'page',
      resourceId: story.id,
      isRead: false,
    });
    expect(await rowsOf(ids.mara)).toHaveLength(0);
    expect(await rowsOf(ids.jonas)).toHaveLength(0);

    await save('eda', 'Trench Coat Guide');
    expect(await rowsOf(ids.eda)).toHaveLength(1);
    expect((await rowsOf(ids.mara)).map((n) => n.text)).toEqual(['Eda Editor saved Trench Coat Guide.']);
  });

  it('a new entity notifies nobody; an unwatched save neither', async () => {
    await clearNotifications();
    const created = await as('mara').post('/pages', {
      type: 'story',
      internalName: 'Unwatched',
      appConfigs: [{ appId: facts.mainAppId }],
    });
    expect(created.statusCode).toBe(201);
    const id = (created.json() as { data: Entity }).data.id;
    await as('mara').put(`/pages/${id}`, { version: 1, internalName: 'Unwatched 2', appConfigs: [] });
    await ctx.app.notifications.settled();
    expect(await ctx.app.db.select().from(notifications)).toHaveLength(0);
  });

  it('a status change notifies the watchers but not who made it; nobody made it → all of them', async () => {
    await clearNotifications();
    const change = {
      type: 'config.statusChanged' as const,
      tenantId: facts.tenantId,
      entityId: story.id,
      entityType: 'story',
      appId: facts.mainAppId,
      from: 'offline' as const,
      to: 'online' as const,
    };
    ctx.app.domainEvents.emit({ ...change, actorId: ids.mara });
    const eda = await rowsOf(ids.eda);
    expect(eda).toHaveLength(1);
    expect(eda[0]).toMatchObject({
      type: 'entry_status_changed',
      icon: 'status',
      title: 'Status changed',
      resourceType: 'page',
      resourceId: story.id,
    });
    expect(eda[0]!.text).toMatch(/^Trench Coat Guide is now online in .+ \(by Mara Lind\)\.$/);
    expect(await rowsOf(ids.mara)).toHaveLength(0);

    ctx.app.domainEvents.emit({ ...change, from: 'scheduled', actorId: null });
    expect(await rowsOf(ids.eda)).toHaveLength(2);
    expect(await rowsOf(ids.mara)).toHaveLength(1);
    expect(await rowsOf(ids.jonas)).toHaveLength(0);
  });

  it('a refused publish tells the one who tried, nobody else', async () => {
    await clearNotifications();
    ctx.app.domainEvents.emit({
      type: 'publish.refused',
      tenantId: facts.tenantId,
      entityId: story.id,
      entityType: 'story',
      appIds: [facts.mainAppId],
      actorId: ids.jonas,
      errors: { 'appConfigs.0.slug': ['The slug field is required.'], 'appConfigs.0.name': ['Required.'] },
    });
    const jonas = await rowsOf(ids.jonas);
    expect(jonas).toHaveLength(1);
    expect(jonas[0]).toMatchObject({ type: 'entry_publish_fail', icon: 'error', title: 'Publishing failed' });
    expect(jonas[0]!.text).toMatch(/^Trench Coat Guide could not be published in .+: 2 errors\.$/);
    expect(await rowsOf(ids.eda)).toHaveLength(0);
    expect(await rowsOf(ids.mara)).toHaveLength(0);
  });
});

describe('the calls, scoped to the signed-in user', () => {
  let edasIds: number[] = [];
  beforeAll(async () => {
    await clearNotifications();
    await save('mara', 'First');
    await save('mara', 'Second');
    await save('mara', 'Third');
    edasIds = (await rowsOf(ids.eda)).map((n) => n.id);
  });

  const count = async (who: keyof typeof tokens) =>
    ((await as(who).get('/notifications/count')).json() as NotificationCountResponse).data.count;

  it('lists newest first, paged, with the resource', async () => {
    const response = await as('eda').get('/notifications?page=1&perPage=2&include=resource');
    expect(response.statusCode, response.body).toBe(200);
    const body = response.json() as NotificationList;
    expect(body.meta.pagination).toMatchObject({ total: 3, totalPages: 2, currentPage: 1, perPage: 2 });
    expect(body.data.map((n) => n.text)).toEqual(['Mara Lind saved Third.', 'Mara Lind saved Second.']);
    expect(body.data[0]!.resource).toEqual({ id: story.id, type: 'story', internalName: 'Third' });
    const plain = (await as('eda').get('/notifications')).json() as NotificationList;
    expect(plain.data[0]).not.toHaveProperty('resource');
    expect(plain.data[0]!.meta).toEqual({ commentId: null });
  });

  it('marks one read and unread; counts the unread; filters by read state and type', async () => {
    expect(await count('eda')).toBe(3);
    const marked = await as('eda').put(`/notifications/${edasIds[0]}`, { isRead: true });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((marked.json() as { data: Notification }).data.isRead).toBe(true);
    expect(await count('eda')).toBe(2);
    const read = (await as('eda').get('/notifications?filter[isRead]=1')).json() as NotificationList;
    expect(read.data.map((n) => n.id)).toEqual([edasIds[0]]);
    const unread = (await as('eda').get('/notifications?filter[isRead]=0')).json() as NotificationList;
    expect(unread.meta.pagination.total).toBe(2);
    const updates = (
      await as('eda').get('/notifications?filter[type]=entry_update')
    ).json() as NotificationList;
    expect(updates.meta.pagination.total).toBe(3);
    const fails = (
      await as('eda').get('/notifications?filter[type]=entry_publish_fail')
    ).json() as NotificationList;
    expect(fails.data).toEqual([]);
    await as('eda').put(`/notifications/${edasIds[0]}`, { isRead: false });
    expect(await count('eda')).toBe(3);
  });

  it("another user's notification is not found; their list and count hold none of mine", async () => {
    expect((await as('jonas').put(`/notifications/${edasIds[0]}`, { isRead: true })).statusCode).toBe(404);
    expect(await count('jonas')).toBe(0);
    expect(((await as('jonas').get('/notifications')).json() as NotificationList).data).toEqual([]);
    expect(await count('eda')).toBe(3);
  });

  it('marks all read (answering the new count), only mine', async () => {
    await ctx.app.db.insert(notifications).values({
      tenantId: facts.tenantId,
      userId: ids.jonas,
      type: 'entry_update',
      icon: 'info',
      title: 'Jonas',
      text: 'unread',
    });
    const response = await as('eda').put('/notifications', { isRead: true });
    expect(response.statusCode, response.body).toBe(200);
    expect((response.json() as NotificationCountResponse).data.count).toBe(0);
    expect(await count('eda')).toBe(0);
    expect(await count('jonas')).toBe(1);
  });

  it('refuses a malformed filter and an anonymous caller', async () => {
    expect((await as('eda').get('/notifications?filter[isRead]=2')).statusCode).toBe(422);
    const anonymous = await ctx.app.inject({ method: 'GET', url: `${API}/notifications/count` });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe('e-mail', () => {
  it('users with notifyEmail get a mail with a link through /redirect; the others none', async () => {
    const outbox = ctx.app.mailer.outboxDir;
    const before = new Set(await readdir(outbox).catch(() => []));
    await clearNotifications();
    // Mara wants e-mail (demo data), Eda does not.
    await save('eda', 'Mailed');
    await save('mara', 'Not mailed');
    await ctx.app.jobRunner.drain();
    const mails = (await readdir(outbox)).filter((f) => f.endsWith('.eml') && !before.has(f));
    expect(mails).toHaveLength(1);
    // Quoted-printable bodies: soft line breaks and `=3D` undone.
    const mail = (await readFile(join(outbox, mails[0]!), 'utf8'))
      .replace(/=\r?\n/g, '')
      .replace(/=3D/g, '=');
    expect(mail).toContain(`To: ${MARA.email}`);
    expect(mail).toContain('Subject: Watched content changed');
    expect(mail).toContain('Eda Editor saved Mailed.');
    expect(mail).toMatch(
      new RegExp(`http://localhost(:\\d+)?/redirect\\?resourceType=story&resourceId=${story.id}\\b`),
    );
  });
});
