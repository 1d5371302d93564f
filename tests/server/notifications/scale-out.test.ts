// Two server processes on one PostgreSQL and one Redis behave as one: a save handled by the first notifies a
// watcher whose socket is held by the second (socket.io's Redis adapter carries the room emit). Two apps in
// this process, each with its own HTTP server, socket.io server and Redis clients, stand in for the two
// processes. Runs when TEST_DATABASE_URL and TEST_REDIS_URL are set.
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { io, type Socket } from 'socket.io-client';
import { afterAll, describe, expect, it } from 'vitest';
import type { Entity, RealtimeNotificationEvent } from '@generated/model';
import { buildApp } from '@server/app';
import { tenants, users } from '@server/db/schema';
import { createAccount } from '@server/services/users';
import { bearer, createSpaDir, createTestDatabase, FAST_PASSWORDS, signIn } from '../helper';

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

const WATCHER = { email: 'scale.watcher@example.com', password: 'scale-watcher-pass' };
const EDITOR = { email: 'scale.editor@example.com', password: 'scale-editor-pass' };

describe.skipIf(!redisUrl || !databaseUrl)('two server processes on one PostgreSQL and Redis', () => {
  const apps: FastifyInstance[] = [];
  const spaDirs: string[] = [];
  let socket: Socket | undefined;
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    socket?.disconnect();
    for (const app of apps) await app.close();
    await drop?.();
    for (const dir of spaDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a notification written by one reaches a socket connected to the other', async () => {
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
        admin: WATCHER,
        redisUrl,
        redisKeyPrefix,
        jobs: { autoStart: false },
        notifications: { scanIntervalMs: 0 },
      });
      apps.push(app);
      await app.listen({ port: 0, host: '127.0.0.1' });
    }
    const [first, second] = apps as [FastifyInstance, FastifyInstance];

    const [watcher] = await first.db.select().from(users).where(eq(users.email, WATCHER.email));
    const [tenant] = await first.db.select().from(tenants).where(eq(tenants.id, watcher!.tenantId));
    await createAccount(first.db, {
      tenantId: tenant!.id,
      email: EDITOR.email,
      name: 'Scale Editor',
      passwordHash: await first.passwords.hash(EDITOR.password),
    });
    const watcherToken = await signIn(second, WATCHER);
    const editorToken = await signIn(first, EDITOR);

    const created = await second.inject({
      method: 'POST',
      url: '/api/v2/pages',
      headers: bearer(watcherToken),
      payload: { type: 'story', internalName: 'Scaled story', appConfigs: [{ appId: tenant!.mainAppId }] },
    });
    expect(created.statusCode, created.body).toBe(201);
    const story = (created.json() as { data: Entity }).data;
    const watch = await second.inject({
      method: 'POST',
      url: '/api/v2/watchers',
      headers: bearer(watcherToken),
      payload: { resourceType: 'page', resourceId: story.id, userId: watcher!.id },
    });
    expect(watch.statusCode, watch.body).toBe(201);

    const port = (second.server.address() as AddressInfo).port;
    socket = io(`http://127.0.0.1:${port}`, {
      path: '/ws/socket.io/',
      transports: ['websocket'],
      auth: { token: watcherToken },
      reconnection: false,
    });
    await new Promise<void>((resolve, reject) => {
      socket!.once('connect', resolve);
      socket!.once('connect_error', reject);
    });
    const received = new Promise<RealtimeNotificationEvent>((resolve) =>
      socket!.once('notification', resolve),
    );

    const saved = await first.inject({
      method: 'PUT',
      url: `/api/v2/pages/${story.id}`,
      headers: bearer(editorToken),
      payload: { version: story.version, internalName: 'Scaled story, edited', appConfigs: [] },
    });
    expect(saved.statusCode, saved.body).toBe(200);

    const event = await Promise.race([
      received,
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('no event in 5 s')), 5000)),
    ]);
    expect(event.data).toMatchObject({
      type: 'entry_update',
      text: 'Scale Editor saved Scaled story, edited.',
      resourceId: story.id,
    });
    expect(event.meta.count).toBe(1);
  }, 180_000);
});
