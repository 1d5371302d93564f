// The socket (spec 2 §4.9, §7) on the real listening server: path /ws/socket.io/, websocket only, refused
// without a live session token; a notification reaches its user's sockets only, as the contract's
// RealtimeNotificationEvent, and only when the user wants app notifications. Finished exports arrive the
// same way.
import { eq } from 'drizzle-orm';
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Entity, RealtimeNotificationEvent } from '@generated/model';
import { notifications, users } from '@server/db/schema';
import { DEMO_LOGIN, injectAs, setupApp, signIn } from '../helper';
import { tenantFacts } from '../saves/fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });
const ctx = setupApp({ jobs: { autoStart: false }, notifications: { scanIntervalMs: 0 } });
const API = '/api/v2';
const MARA = { email: 'mara.lind@example.com', password: DEMO_LOGIN.password };
const JONAS = { email: 'jonas.weber@example.com', password: DEMO_LOGIN.password };

let origin = '';
let storyId = 0;
const sockets: Socket[] = [];
const tokens = { eda: '', mara: '', jonas: '' };

function connect(auth: object | undefined, transports = ['websocket']): Socket {
  const socket = io(origin, {
    path: '/ws/socket.io/',
    transports,
    auth,
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  return socket;
}

const connected = (socket: Socket) =>
  new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });

const refused = (socket: Socket) =>
  new Promise<Error>((resolve, reject) => {
    socket.once('connect', () => reject(new Error('connected')));
    socket.once('connect_error', resolve);
  });

/** Collects the `notification` events a socket receives. */
function inbox(socket: Socket): RealtimeNotificationEvent[] {
  const events: RealtimeNotificationEvent[] = [];
  socket.on('notification', (event: RealtimeNotificationEvent) => events.push(event));
  return events;
}

async function until<T>(find: () => T | undefined, ms = 5000): Promise<T> {
  const end = Date.now() + ms;
  for (;;) {
    const found = find();
    if (found !== undefined) return found;
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

async function saveAs(token: string, name: string) {
  const current = (
    (await injectAs(ctx.app, token, { method: 'GET', url: `${API}/pages/${storyId}` })).json() as {
      data: Entity;
    }
  ).data;
  const response = await injectAs(ctx.app, token, {
    method: 'PUT',
    url: `${API}/pages/${storyId}`,
    payload: { version: current.version, internalName: name, appConfigs: [] },
  });
  expect(response.statusCode, response.body).toBe(200);
  await ctx.app.notifications.settled();
}

async function idOf(email: string) {
  const [row] = await ctx.app.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row!.id;
}

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  const facts = await tenantFacts(ctx.app);
  tokens.eda = ctx.token;
  tokens.mara = await signIn(ctx.app, MARA);
  tokens.jonas = await signIn(ctx.app, JONAS);
  const created = await ctx.inject({
    method: 'POST',
    url: `${API}/pages`,
    payload: { type: 'story', internalName: 'Watched story', appConfigs: [{ appId: facts.mainAppId }] },
  });
  storyId = (created.json() as { data: Entity }).data.id;
  for (const email of [DEMO_LOGIN.email, JONAS.email]) {
    const watch = await ctx.inject({
      method: 'POST',
      url: `${API}/watchers`,
      payload: { resourceType: 'page', resourceId: storyId, userId: await idOf(email) },
    });
    expect(watch.statusCode, watch.body).toBe(201);
  }
});

afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

describe('the handshake', () => {
  it('is refused without a token, with an unknown one and with a signed-out one', async () => {
    expect((await refused(connect(undefined))).message).toBe('Unauthenticated.');
    expect((await refused(connect({ token: 'not-a-session' }))).message).toBe('Unauthenticated.');
    const gone = await signIn(ctx.app, MARA);
    await injectAs(ctx.app, gone, { method: 'POST', url: `${API}/auth/logout` });
    expect((await refused(connect({ token: gone }))).message).toBe('Unauthenticated.');
  });

  it('offers no long-polling transport', async () => {
    await expect(refused(connect({ token: tokens.eda }, ['polling']))).resolves.toBeInstanceOf(Error);
  });

  it('is accepted with a live session token; signing out closes the sockets of that session', async () => {
    await connected(connect({ token: tokens.eda }));
    const session = await signIn(ctx.app, MARA);
    const socket = connect({ token: session });
    await connected(socket);
    const closed = new Promise<string>((resolve) => socket.once('disconnect', resolve));
    await injectAs(ctx.app, session, { method: 'POST', url: `${API}/auth/logout` });
    expect(await closed).toBe('io server disconnect');
  });
});

describe('pushes', () => {
  it("reach the watcher's sockets (every tab) with the notification and the unread count, nobody else's", async () => {
    await ctx.app.db.delete(notifications);
    const tabs = [connect({ token: tokens.eda }), connect({ token: tokens.eda })];
    const maras = connect({ token: tokens.mara });
    await Promise.all([...tabs, maras].map(connected));
    const [first, second] = tabs.map(inbox);
    const marasInbox = inbox(maras);

    await saveAs(tokens.mara, 'Watched story, edited');
    const event = await until(() => first![0]);
    expect(event.data).toMatchObject({
      type: 'entry_update',
      title: 'Watched content changed',
      text: 'Mara Lind saved Watched story, edited.',
      isRead: false,
      resourceType: 'page',
      resourceId: storyId,
      resource: { id: storyId, type: 'story', internalName: 'Watched story, edited' },
    });
    expect(event.meta).toEqual({ count: 1 });
    await until(() => second![0]);
    // Jonas watches too (no socket open); Mara saved: nothing for her.
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(marasInbox).toEqual([]);
    expect(first).toHaveLength(1);
  });

  it('are not sent to users who turned app notifications off (the row is still written)', async () => {
    await ctx.app.db.delete(notifications);
    const off = await injectAs(ctx.app, tokens.jonas, {
      method: 'PUT',
      url: `${API}/users/me`,
      payload: { notifyApp: false, notifyEmail: false },
    });
    expect(off.statusCode, off.body).toBe(200);
    const jonas = connect({ token: tokens.jonas });
    await connected(jonas);
    const received = inbox(jonas);
    await saveAs(tokens.eda, 'Saved by Eda');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(received).toEqual([]);
    const rows = await ctx.app.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, await idOf(JONAS.email)));
    expect(rows).toHaveLength(1);
  });

  it('tell the user when their export is ready', async () => {
    const eda = connect({ token: tokens.eda });
    await connected(eda);
    const received = inbox(eda);
    const response = await ctx.inject({
      method: 'POST',
      url: `${API}/bundles/export`,
      payload: { mode: 'all', format: 'csv' },
    });
    expect(response.statusCode).toBe(204);
    await ctx.app.jobRunner.drain();
    const event = await until(() => received.find((e) => e.data.title === 'Your export is ready'));
    expect(event.data).toMatchObject({ type: 'entry_update', icon: 'report', isRead: false });
  });
});
