// Presence on an editor (issue 23): sockets that join a resource get the list of everyone there (one entry per
// socket, their own included so a tab can leave itself out), the list shrinks on leave and when a socket ends,
// and rooms of other resources (or tenants) never see it.
import type { AddressInfo } from 'node:net';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Entity, RealtimePresenceEvent } from '@generated/model';
import { DEMO_LOGIN, setupApp, signIn } from '../helper';
import { tenantFacts } from '../saves/fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });
const ctx = setupApp({ jobs: { autoStart: false }, notifications: { scanIntervalMs: 0 } });
const MARA = { email: 'mara.lind@example.com', password: DEMO_LOGIN.password };

let origin = '';
let mara = '';
let storyId = 0;
const sockets: Socket[] = [];

async function connect(token: string) {
  const socket = io(origin, {
    path: '/ws/socket.io/',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
    forceNew: true,
  });
  sockets.push(socket);
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', reject);
  });
  const events: RealtimePresenceEvent[] = [];
  socket.on('presence', (event: RealtimePresenceEvent) => events.push(event));
  return { socket, events, last: () => events[events.length - 1] };
}

const names = (event: RealtimePresenceEvent | undefined) => event?.users.map((u) => u.name).sort() ?? [];

beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
  mara = await signIn(ctx.app, MARA);
  const facts = await tenantFacts(ctx.app);
  const created = await ctx.inject({
    method: 'POST',
    url: '/api/v2/pages',
    payload: { type: 'story', internalName: 'Visited story', appConfigs: [{ appId: facts.mainAppId }] },
  });
  storyId = (created.json() as { data: Entity }).data.id;
});

afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

describe('presence', () => {
  it('lists who has a resource open, and drops them on leave and on a closed socket', async () => {
    const eda = await connect(ctx.token);
    const maras = await connect(mara);
    const elsewhere = await connect(mara);
    eda.socket.emit('presence:join', { resourceType: 'page', resourceId: storyId });
    await vi.waitFor(() => expect(names(eda.last())).toEqual(['Eda Editor']));
    expect(eda.last()!.users[0]!.socketId).toBe(eda.socket.id);
    elsewhere.socket.emit('presence:join', { resourceType: 'page', resourceId: storyId + 1 });
    maras.socket.emit('presence:join', { resourceType: 'story', resourceId: storyId });
    await vi.waitFor(() => expect(names(eda.last())).toEqual(['Eda Editor', 'Mara Lind']));
    await vi.waitFor(() => expect(names(maras.last())).toEqual(['Eda Editor', 'Mara Lind']));
    expect(eda.last()).toMatchObject({ resourceType: 'page', resourceId: storyId });

    maras.socket.emit('presence:leave');
    await vi.waitFor(() => expect(names(eda.last())).toEqual(['Eda Editor']));
    maras.socket.emit('presence:join', { resourceType: 'page', resourceId: storyId });
    await vi.waitFor(() => expect(names(eda.last())).toEqual(['Eda Editor', 'Mara Lind']));
    maras.socket.disconnect();
    await vi.waitFor(() => expect(names(eda.last())).toEqual(['Eda Editor']));
    // The other resource's room never saw this one.
    expect(elsewhere.events.every((event) => event.resourceId === storyId + 1)).toBe(true);
  });

  it('ignores malformed joins', async () => {
    const eda = await connect(ctx.token);
    eda.socket.emit('presence:join', { resourceType: 'nonsense', resourceId: 1 });
    eda.socket.emit('presence:join', { resourceType: 'page', resourceId: -1 });
    eda.socket.emit('presence:join', 'page');
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(eda.events).toEqual([]);
  });
});
