// The edit lock enforced by the server (issue 23, spec 2 §4.4): a lease per resource and editing session (tab),
// renewed by its holder, refused to anyone else with 423 and the holder's name, moved by takeOver (the displaced
// tab is told over its socket at once), released by a 1-second request, expired after its timeout; every write of
// a locked resource by a non-holder — save, publish, add/remove shop, delete, restore, media — answers 423, while
// writes nobody locked pass. The clock is the app's, moved by the test.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Entity, LockHeldResponse, LockResponse, RealtimeLockEvent } from '@generated/model';
import { media, users } from '@server/db/schema';
import { DEMO_LOGIN, injectAs, setupApp, signIn } from '../helper';
import { tenantFacts } from '../saves/fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });
let clock = Date.now();
const ctx = setupApp({
  now: () => new Date(clock),
  jobs: { autoStart: false },
  notifications: { scanIntervalMs: 0 },
});
const API = '/api/v2';
const MARA = { email: 'mara.lind@example.com', password: DEMO_LOGIN.password };
const TAB_A = 'tab-a-eda-0001';
const TAB_A2 = 'tab-a-eda-0002';
const TAB_B = 'tab-b-mara-0001';

let mara = '';
let mainAppId = 0;
let otherAppId = 0;
const sockets: Socket[] = [];

async function story(name: string): Promise<Entity> {
  const created = await ctx.inject({
    method: 'POST',
    url: `${API}/pages`,
    payload: { type: 'story', internalName: name, appConfigs: [{ appId: mainAppId }] },
  });
  expect(created.statusCode, created.body).toBe(201);
  return (created.json() as { data: Entity }).data;
}

const lock = (token: string, payload: Record<string, unknown>) =>
  injectAs(ctx.app, token, {
    method: 'POST',
    url: `${API}/lock`,
    payload: { resourceType: 'page', ...payload },
  });

async function current(id: number): Promise<Entity> {
  return ((await ctx.get(`/pages/${id}`)).json() as { data: Entity }).data;
}

const save = async (token: string, tab: string | undefined, id: number, changes: Record<string, unknown>) =>
  injectAs(ctx.app, token, {
    method: 'PUT',
    url: `${API}/pages/${id}`,
    headers: tab ? { 'x-edit-session': tab } : {},
    payload: { version: (await current(id)).version, appConfigs: [], ...changes },
  });

beforeAll(async () => {
  mara = await signIn(ctx.app, MARA);
  const facts = await tenantFacts(ctx.app);
  mainAppId = facts.mainAppId;
  otherAppId = facts.otherAppIds[0]!;
});

afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

describe('POST /lock', () => {
  it('gives a free lease, renews it for its tab and refuses every other tab — the same user too', async () => {
    const page = await story('Locked story');
    const first = await lock(ctx.token, { resourceId: page.id, sessionId: TAB_A });
    expect(first.statusCode, first.body).toBe(200);
    const held = (first.json() as LockResponse).data;
    expect(held).toMatchObject({ status: 'locked', resourceType: 'page', resourceId: page.id });
    expect(held.user?.name).toBe('Eda Editor');
    expect(new Date(held.expiresAt!).getTime()).toBe(clock + 90_000);

    expect((await lock(ctx.token, { resourceId: page.id, sessionId: TAB_A })).statusCode).toBe(200);
    const sameUser = await lock(ctx.token, { resourceId: page.id, sessionId: TAB_A2 });
    expect(sameUser.statusCode).toBe(423);
    const other = await lock(mara, { resourceId: page.id, sessionId: TAB_B });
    expect(other.statusCode).toBe(423);
    const body = other.json() as LockHeldResponse;
    expect(body.message).toBe('Eda Editor is currently editing this content.');
    expect(body.data.user?.name).toBe('Eda Editor');
  });

  it('releases with a 1-second timeout (only its own lease), after which another tab gets it', async () => {
    const page = await story('Released story');
    expect((await lock(ctx.token, { resourceId: page.id, sessionId: TAB_A })).statusCode).toBe(200);
    const foreign = await lock(mara, { resourceId: page.id, sessionId: TAB_B, timeout: 1 });
    expect(foreign.statusCode).toBe(200);
    expect((await lock(mara, { resourceId: page.id, sessionId: TAB_B })).statusCode).toBe(423);
    const released = await lock(ctx.token, { resourceId: page.id, sessionId: TAB_A, timeout: 1 });
    expect((released.json() as LockResponse).data).toMatchObject({ status: 'unlocked', user: null });
    expect((await lock(mara, { resourceId: page.id, sessionId: TAB_B })).statusCode).toBe(200);
  });

  it('lets a lease expire after its timeout', async () => {
    const page = await story('Expiring story');
    expect((await lock(ctx.token, { resourceId: page.id, sessionId: TAB_A, timeout: 30 })).statusCode).toBe(
      200,
    );
    clock += 29_000;
    expect((await lock(mara, { resourceId: page.id, sessionId: TAB_B })).statusCode).toBe(423);
    clock += 2_000;
    expect((await lock(mara, { resourceId: page.id, sessionId: TAB_B })).statusCode).toBe(200);
  });

  it('answers 404 for an unknown resource and 422 for a resource type without a lock', async () => {
    expect((await lock(ctx.token, { resourceId: 2_000_000_000, sessionId: TAB_A })).statusCode).toBe(404);
    const blockType = await lock(ctx.token, { resourceType: 'content', resourceId: 1, sessionId: TAB_A });
    expect(blockType.statusCode).toBe(422);
    const nonsense = await lock(ctx.token, { resourceType: 'nonsense', resourceId: 1, sessionId: TAB_A });
    expect(nonsense.statusCode).toBe(422);
    const badSession = await lock(ctx.token, { resourceId: 1, sessionId: 'x' });
    expect(badSession.statusCode).toBe(422);
  });
});

describe('writes of a locked resource', () => {
  it('answer 423 with the holder for every write of a non-holder; the holder writes', async () => {
    const page = await story('Guarded story');
    expect((await lock(ctx.token, { resourceId: page.id, sessionId: TAB_A })).statusCode).toBe(200);

    const saved = await save(mara, TAB_B, page.id, { internalName: 'Mara was here' });
    expect(saved.statusCode).toBe(423);
    expect((saved.json() as LockHeldResponse).data.user?.name).toBe('Eda Editor');
    // Eda's other tab, and a request naming no tab, are other sessions too.
    expect((await save(ctx.token, TAB_A2, page.id, { internalName: 'Second tab' })).statusCode).toBe(423);
    expect((await save(ctx.token, undefined, page.id, { internalName: 'No tab' })).statusCode).toBe(423);
    // Publish, add a shop: saves as well.
    const configs = (await current(page.id)).appConfigs;
    const publish = await save(mara, TAB_B, page.id, {
      ...(await current(page.id)),
      appConfigs: configs.map((config) => ({ ...config, isPublished: true })),
    });
    expect(publish.statusCode).toBe(423);
    const addShop = await save(mara, TAB_B, page.id, {
      ...(await current(page.id)),
      appConfigs: [...configs, { appId: otherAppId }],
    });
    expect(addShop.statusCode).toBe(423);
    const removed = await injectAs(ctx.app, mara, {
      method: 'DELETE',
      url: `${API}/pages/${page.id}`,
      headers: { 'x-edit-session': TAB_B },
    });
    expect(removed.statusCode).toBe(423);

    const own = await save(ctx.token, TAB_A, page.id, { internalName: 'Eda saved it' });
    expect(own.statusCode, own.body).toBe(200);
    const versions = await ctx.get(`/versions/story/${page.id}`);
    const kept = (versions.json() as { data: { id: number }[] }).data[0]!;
    const restore = await injectAs(ctx.app, mara, {
      method: 'POST',
      url: `${API}/versions/story/${page.id}/${kept.id}/restore`,
      headers: { 'x-edit-session': TAB_B },
      payload: { version: (await current(page.id)).version },
    });
    expect(restore.statusCode).toBe(423);
    expect((await current(page.id)).internalName).toBe('Eda saved it');
  });

  it('guard media and tags by their own resource types', async () => {
    const [image] = await ctx.app.db.select().from(media).limit(1);
    const held = await injectAs(ctx.app, ctx.token, {
      method: 'POST',
      url: `${API}/lock`,
      payload: { resourceType: 'media', resourceId: image!.id, sessionId: TAB_A },
    });
    expect(held.statusCode, held.body).toBe(200);
    const kind = image!.kind === 'video' ? 'videos' : 'images';
    const update = await injectAs(ctx.app, mara, {
      method: 'PUT',
      url: `${API}/media/${kind}/${image!.id}`,
      headers: { 'x-edit-session': TAB_B },
      payload: { version: image!.version, meta: { name: 'renamed.jpg' } },
    });
    expect(update.statusCode, update.body).toBe(423);
    const remove = await injectAs(ctx.app, mara, {
      method: 'DELETE',
      url: `${API}/media/${image!.id}`,
      headers: { 'x-edit-session': TAB_B },
    });
    expect(remove.statusCode).toBe(423);
  });

  it('pass while nobody holds a lease (saves without an editor)', async () => {
    const page = await story('Unlocked story');
    expect((await save(mara, undefined, page.id, { internalName: 'Free to save' })).statusCode).toBe(200);
  });
});

describe('take-over', () => {
  it('moves the lease; the displaced tab is told over its socket at once and can no longer write', async () => {
    await ctx.app.listen({ port: 0, host: '127.0.0.1' });
    const origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const page = await story('Taken story');
    expect((await lock(ctx.token, { resourceId: page.id, sessionId: TAB_A })).statusCode).toBe(200);

    const connect = (token: string, editSession: string) => {
      const socket = io(origin, {
        path: '/ws/socket.io/',
        transports: ['websocket'],
        auth: { token, editSession },
        reconnection: false,
        forceNew: true,
      });
      sockets.push(socket);
      return socket;
    };
    const displacedTab = connect(ctx.token, TAB_A);
    const otherTab = connect(ctx.token, TAB_A2);
    await Promise.all(
      [displacedTab, otherTab].map((s) => new Promise<void>((resolve) => s.once('connect', () => resolve()))),
    );
    const told: RealtimeLockEvent[] = [];
    const toldOther: RealtimeLockEvent[] = [];
    displacedTab.on('lock', (event: RealtimeLockEvent) => told.push(event));
    otherTab.on('lock', (event: RealtimeLockEvent) => toldOther.push(event));

    const taken = await lock(mara, { resourceId: page.id, sessionId: TAB_B, takeOver: true });
    expect(taken.statusCode, taken.body).toBe(200);
    expect((taken.json() as LockResponse).data.user?.name).toBe('Mara Lind');
    await vi.waitFor(() => expect(told).toHaveLength(1), { timeout: 5000 });
    expect(told[0]).toMatchObject({
      reason: 'takenOver',
      data: { status: 'locked', resourceType: 'page', resourceId: page.id, user: { name: 'Mara Lind' } },
    });
    expect(toldOther).toEqual([]);

    expect((await lock(ctx.token, { resourceId: page.id, sessionId: TAB_A })).statusCode).toBe(423);
    expect((await save(ctx.token, TAB_A, page.id, { internalName: 'Too late' })).statusCode).toBe(423);
    expect((await save(mara, TAB_B, page.id, { internalName: 'Mara now' })).statusCode).toBe(200);
  });
});

describe('a tab gone without releasing', () => {
  it('loses its leases once its last socket ended and none came back within the grace period', async () => {
    const origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
    const page = await story('Crashed tab story');
    const crashing = 'tab-crashing-0001';
    const socket = io(origin, {
      path: '/ws/socket.io/',
      transports: ['websocket'],
      auth: { token: ctx.token, editSession: crashing },
      reconnection: false,
      forceNew: true,
    });
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    expect((await lock(ctx.token, { resourceId: page.id, sessionId: crashing })).statusCode).toBe(200);
    socket.disconnect();
    expect((await lock(mara, { resourceId: page.id, sessionId: TAB_B })).statusCode).toBe(423);
    await vi.waitFor(
      async () => expect((await lock(mara, { resourceId: page.id, sessionId: TAB_B })).statusCode).toBe(200),
      { timeout: 15_000, interval: 500 },
    );
  });
});

describe('leases in the database', () => {
  it('survive in the table a restart reads (no process memory)', async () => {
    const page = await story('Durable story');
    expect((await lock(ctx.token, { resourceId: page.id, sessionId: TAB_A })).statusCode).toBe(200);
    const [eda] = await ctx.app.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    const rows = await ctx.app.db.query.editLocks.findMany();
    expect(rows.find((row) => row.resourceId === page.id)).toMatchObject({
      userId: eda!.id,
      sessionId: TAB_A,
    });
  });
});
