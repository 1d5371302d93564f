// A socket lives no longer than its session (issue 26 §5): the periodic check closes sockets whose session
// expired or was revoked elsewhere (e.g. a password reset by the admin command), and only those.
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { sessions } from '@server/db/schema';
import { hashToken } from '@server/services/sessions';
import { setupApp, signIn } from './helper';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });
// A short sweep so the test need not wait the default 30 s.
const ctx = setupApp({
  login: false,
  socketSessionSweepMs: 200,
  sessionCacheTtlMs: 60_000,
  jobs: { autoStart: false },
  notifications: { scanIntervalMs: 0 },
});

let origin = '';
const sockets: Socket[] = [];
beforeAll(async () => {
  await ctx.app.listen({ port: 0, host: '127.0.0.1' });
  origin = `http://127.0.0.1:${(ctx.app.server.address() as AddressInfo).port}`;
});
afterAll(() => {
  for (const socket of sockets) socket.disconnect();
});

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
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  const closed = new Promise<string>((resolve) => socket.once('disconnect', (reason) => resolve(reason)));
  return { socket, closed };
}

const within = <T>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`not within ${ms} ms`)), ms)),
  ]);

describe('sockets of ended sessions', () => {
  it('close when their session expires or is revoked; other sockets stay', async () => {
    const first = await signIn(ctx.app);
    const second = await signIn(ctx.app);
    const a = await connect(first);
    const b = await connect(second);
    await new Promise((resolve) => setTimeout(resolve, 600)); // a few sweeps: live sessions stay
    expect(a.socket.connected && b.socket.connected).toBe(true);

    await ctx.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, hashToken(first)));
    expect(await within(a.closed, 20_000)).toBe('io server disconnect');
    expect(b.socket.connected).toBe(true);

    await ctx.app.db
      .update(sessions)
      .set({ revokedAt: new Date() })
      .where(eq(sessions.tokenHash, hashToken(second)));
    expect(await within(b.closed, 20_000)).toBe('io server disconnect');
  });
});
