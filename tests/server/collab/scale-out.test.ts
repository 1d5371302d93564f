// Two server processes on one PostgreSQL (and one Redis) hold one set of leases (issue 23): a lease taken
// through the first refuses the second's tab and blocks its writes (423); a take-over through the second is
// pushed to the displaced tab's socket held by the first (with Redis), and presence spans both. Two apps in
// this process stand in for the two processes. Runs when TEST_DATABASE_URL is set (Redis parts with
// TEST_REDIS_URL).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Entity, RealtimeLockEvent, RealtimePresenceEvent } from '@generated/model';
import { buildApp } from '@server/app';
import { tenants, users } from '@server/db/schema';
import { createAccount } from '@server/services/users';
import { bearer, createSpaDir, createTestDatabase, FAST_PASSWORDS, signIn } from '../helper';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;
const ADMIN = { email: 'lock.admin@example.com', password: 'lock-admin-pass' };
const OTHER = { email: 'lock.other@example.com', password: 'lock-other-pass' };
const TAB_A = 'scale-tab-a-001';
const TAB_B = 'scale-tab-b-001';

describe.skipIf(!databaseUrl)('leases across two server processes on one database', () => {
  vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
  const apps: FastifyInstance[] = [];
  const spaDirs: string[] = [];
  const sockets: Socket[] = [];
  let drop: (() => Promise<void>) | undefined;
  let tokenA = '';
  let tokenB = '';
  let story: Entity;

  beforeAll(async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    const redisKeyPrefix = `content-test-${randomBytes(4).toString('hex')}:`;
    for (let i = 0; i < 2; i++) {
      spaDirs.push(createSpaDir());
      const app = await buildApp({
        ...database.options,
        passwordCost: FAST_PASSWORDS,
        spaDir: spaDirs[i],
        seed: 'none',
        admin: ADMIN,
        ...(redisUrl ? { redisUrl, redisKeyPrefix } : {}),
        jobs: { autoStart: false },
        notifications: { scanIntervalMs: 0 },
      });
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
    }
    const first = apps[0]!;
    const [admin] = await first.db.select().from(users).where(eq(users.email, ADMIN.email));
    const [tenant] = await first.db.select().from(tenants).where(eq(tenants.id, admin!.tenantId));
    await createAccount(first.db, {
      tenantId: tenant!.id,
      email: OTHER.email,
      name: 'Other Editor',
      passwordHash: await first.passwords.hash(OTHER.password),
    });
    tokenA = await signIn(first, ADMIN);
    tokenB = await signIn(apps[1]!, OTHER);
    const created = await first.inject({
      method: 'POST',
      url: '/api/v2/pages',
      headers: bearer(tokenA),
      payload: { type: 'story', internalName: 'Shared story', appConfigs: [{ appId: tenant!.mainAppId }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    story = (created.json() as { data: Entity }).data;
  });

  afterAll(async () => {
    for (const socket of sockets) socket.disconnect();
    // Let the servers finish what the disconnects start (presence lists over Redis) before they close.
    await new Promise((resolve) => setTimeout(resolve, 500));
    for (const app of apps) await app.close();
    await drop?.();
    for (const dir of spaDirs) rmSync(dir, { recursive: true, force: true });
  });

  const lock = (app: FastifyInstance, token: string, payload: Record<string, unknown>) =>
    app.inject({
      method: 'POST',
      url: '/api/v2/lock',
      headers: bearer(token),
      payload: { resourceType: 'page', resourceId: story.id, ...payload },
    });

  function connect(app: FastifyInstance, token: string, editSession: string) {
    const port = (app.server.address() as AddressInfo).port;
    const socket = io(`http://127.0.0.1:${port}`, {
      path: '/ws/socket.io/',
      transports: ['websocket'],
      auth: { token, editSession },
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise<Socket>((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  it('a lease taken through one process refuses the other and blocks its writes', async () => {
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    expect((await lock(first, tokenA, { sessionId: TAB_A })).statusCode).toBe(200);
    const refused = await lock(second, tokenB, { sessionId: TAB_B });
    expect(refused.statusCode).toBe(423);
    const save = await second.inject({
      method: 'PUT',
      url: `/api/v2/pages/${story.id}`,
      headers: { ...bearer(tokenB), 'x-edit-session': TAB_B },
      payload: { version: story.version, internalName: 'Overwritten', appConfigs: [] },
    });
    expect(save.statusCode, save.body).toBe(423);
    expect((save.json() as { message: string }).message).toBe(
      `${await nameOf(ADMIN.email)} is currently editing this content.`,
    );
  });

  async function nameOf(email: string) {
    const [row] = await apps[0]!.db.select().from(users).where(eq(users.email, email));
    return row?.name;
  }

  it.skipIf(!redisUrl)(
    'a take-over through the second reaches the displaced tab on the first; presence spans both',
    async () => {
      const [first, second] = apps as [FastifyInstance, FastifyInstance];
      const displaced = await connect(first, tokenA, TAB_A);
      const taker = await connect(second, tokenB, TAB_B);
      const told = new Promise<RealtimeLockEvent>((resolve) => displaced.once('lock', resolve));
      const seen: RealtimePresenceEvent[] = [];
      displaced.on('presence', (event: RealtimePresenceEvent) => seen.push(event));
      displaced.emit('presence:join', { resourceType: 'page', resourceId: story.id });
      taker.emit('presence:join', { resourceType: 'page', resourceId: story.id });
      await vi.waitFor(() => expect(seen.at(-1)?.users).toHaveLength(2), { timeout: 10_000 });

      const taken = await lock(second, tokenB, { sessionId: TAB_B, takeOver: true });
      expect(taken.statusCode, taken.body).toBe(200);
      const event = await Promise.race([
        told,
        new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no lock event in 5 s')), 5000)),
      ]);
      expect(event.data.user?.name).toBe('Other Editor');
    },
  );
});
