// Two installations on one Redis share nothing (issue 26 §3): every key and channel carries the
// installation's prefix, derived from the database when REDIS_PREFIX is unset. Both installations here have
// the same demo users (same ids), so without the prefix user 1 of B would hear A's notifications and A's
// failed sign-ins would lock B's account. Runs when TEST_REDIS_URL is set (PostgreSQL part: TEST_DATABASE_URL).
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { RealtimeNotificationEvent } from '@generated/model';
import { openDatabase } from '@server/db/client';
import { installationPrefix } from '@server/services/installation';
import { findUserByEmail } from '@server/services/users';
import { build, createTestDatabase, DEMO_LOGIN, signIn } from './helper';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

function notification(title: string): RealtimeNotificationEvent {
  return {
    data: {
      id: 1,
      type: 'entry_update',
      text: title,
      resourceType: 'page',
      resourceId: 1,
      read: false,
      createdAt: new Date().toISOString(),
    },
    meta: { count: 1 },
  } as unknown as RealtimeNotificationEvent;
}

async function connect(app: FastifyInstance, token: string): Promise<Socket> {
  const port = (app.server.address() as AddressInfo).port;
  const socket = io(`http://127.0.0.1:${port}`, {
    path: '/ws/socket.io/',
    transports: ['websocket'],
    auth: { token },
    reconnection: false,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', resolve);
    socket.once('connect_error', reject);
  });
  return socket;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.skipIf(!redisUrl)('two installations on one Redis (TEST_REDIS_URL)', () => {
  const apps: FastifyInstance[] = [];
  const sockets: Socket[] = [];
  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    for (const app of apps) await app.close();
  });

  it('notifications, sign-in limits and channels stay within their installation', async () => {
    for (let i = 0; i < 2; i++) {
      // No redisKeyPrefix: each finds its own from its database.
      const app = await build({
        redisUrl,
        loginRateLimit: { pairFreeFailures: 2 },
        jobs: { autoStart: false },
        notifications: { scanIntervalMs: 0 },
      });
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
    }
    const [a, b] = apps as [FastifyInstance, FastifyInstance];
    expect(a.redisPrefix).toMatch(/^content:[0-9a-f]{12}:$/);
    expect(b.redisPrefix).toMatch(/^content:[0-9a-f]{12}:$/);
    expect(a.redisPrefix).not.toBe(b.redisPrefix);
    const userA = await findUserByEmail(a.db, DEMO_LOGIN.email);
    const userB = await findUserByEmail(b.db, DEMO_LOGIN.email);
    expect(userA!.id).toBe(userB!.id); // the same user id in both: rooms would meet without the prefix

    const onA = await connect(a, await signIn(a));
    const onB = await connect(b, await signIn(b));
    sockets.push(onA, onB);
    const heardOnA: string[] = [];
    const heardOnB: string[] = [];
    onA.on('notification', (event: RealtimeNotificationEvent) => heardOnA.push(event.data.text));
    onB.on('notification', (event: RealtimeNotificationEvent) => heardOnB.push(event.data.text));

    a.realtime.toUser(userA!.id, 'notification', notification('for A'));
    b.realtime.toUser(userB!.id, 'notification', notification('for B'));
    const until = Date.now() + 10_000;
    while ((heardOnA.length < 1 || heardOnB.length < 1) && Date.now() < until) await pause(20);
    await pause(500); // time for a stray message to arrive
    expect(heardOnA).toEqual(['for A']);
    expect(heardOnB).toEqual(['for B']);

    // The adapter's channels are the installation's.
    const client = new Redis(redisUrl!);
    try {
      const channels = await client.pubsub('CHANNELS', `${a.redisPrefix}*`);
      expect(channels.some((channel) => String(channel).startsWith(`${a.redisPrefix}socket.io`))).toBe(true);
      expect(
        (await client.pubsub('CHANNELS', `${b.redisPrefix}*`)).some((channel) =>
          String(channel).startsWith(`${b.redisPrefix}session-invalidations`),
        ),
      ).toBe(true);
    } finally {
      client.disconnect();
    }

    // Failed sign-ins at A lock the pair at A only.
    const wrong = (app: FastifyInstance, password: string) =>
      app.inject({
        method: 'POST',
        url: '/api/v2/auth/login',
        payload: { email: DEMO_LOGIN.email, password },
        remoteAddress: '198.51.100.26',
      });
    expect((await wrong(a, 'wrong-password')).statusCode).toBe(401);
    expect((await wrong(a, 'wrong-password')).statusCode).toBe(401);
    expect((await wrong(a, DEMO_LOGIN.password)).statusCode).toBe(429);
    expect((await wrong(b, DEMO_LOGIN.password)).statusCode).toBe(200);
  }, 180_000);
});

describe.skipIf(!databaseUrl)('the default prefix comes from the database (TEST_DATABASE_URL)', () => {
  it('is the same for every process on one database and another on another database', async () => {
    const [one, two] = await Promise.all([createTestDatabase(), createTestDatabase()]);
    const opened = await Promise.all(
      [one, one, two].map((database) =>
        openDatabase({ kind: 'postgres', url: database.options.databaseUrl! }),
      ),
    );
    try {
      const [p1, p1again, p2] = await Promise.all(
        opened.map((database) => installationPrefix(database.db, { kind: 'postgres' })),
      );
      expect(p1).toBe(p1again);
      expect(p1).not.toBe(p2);
    } finally {
      await Promise.all(opened.map((database) => database.close()));
      await Promise.all([one.drop(), two.drop()]);
    }
  }, 60_000);
});
