// The session cache (server/services/session-cache.ts): protected requests skip the session lookup for
// a few seconds, yet a sign-out, an expired session and a changed user are seen at once — in another
// server process too when Redis carries the invalidations (TEST_REDIS_URL and TEST_DATABASE_URL).
import { rmSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { sessions, users } from '@server/db/schema';
import { createRedisInvalidationBus } from '@server/services/redis-invalidation-bus';
import { createSessionCache, type CachedSession } from '@server/services/session-cache';
import { createSession, hashToken, SESSION_LIFETIME_MS } from '@server/services/sessions';
import {
  createSpaDir,
  createTestDatabase,
  DEMO_LOGIN,
  FAST_PASSWORDS,
  injectAs,
  setupApp,
  signIn,
} from './helper';

const me = (app: FastifyInstance, token: string) =>
  injectAs(app, token, { method: 'GET', url: '/api/v2/auth/me' });
const logout = (app: FastifyInstance, token: string) =>
  injectAs(app, token, { method: 'POST', url: '/api/v2/auth/logout' });
const revokeBehindTheServersBack = (app: FastifyInstance, token: string) =>
  app.db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(eq(sessions.tokenHash, hashToken(token)));

const session = (userId: number, expiresAt: number): CachedSession => ({
  user: { id: userId } as CachedSession['user'],
  expiresAt: new Date(expiresAt),
});

describe('createSessionCache', () => {
  it('keeps an entry for its TTL only', () => {
    let now = 1_000;
    const cache = createSessionCache({ ttlMs: 500, now: () => now });
    cache.set('a', session(1, 1_000_000), cache.generation());
    expect(cache.get('a')?.user.id).toBe(1);
    now += 499;
    expect(cache.get('a')).toBeDefined();
    now += 1;
    expect(cache.get('a')).toBeUndefined();
  });

  it('refuses an entry whose session has expired, within the TTL', () => {
    let now = 1_000;
    const cache = createSessionCache({ ttlMs: 60_000, now: () => now });
    cache.set('a', session(1, 1_100), cache.generation());
    expect(cache.get('a')).toBeDefined();
    now = 1_100;
    expect(cache.get('a')).toBeUndefined();
  });

  it('does not store a load that started before an invalidation', async () => {
    const cache = createSessionCache({ ttlMs: 60_000 });
    const before = cache.generation();
    await cache.forgetToken('a');
    cache.set('a', session(1, Date.now() + 60_000), before);
    expect(cache.get('a')).toBeUndefined();
  });

  it('forgets one token, or every session of a user', async () => {
    const cache = createSessionCache({ ttlMs: 60_000 });
    const until = Date.now() + 60_000;
    cache.set('a', session(1, until), cache.generation());
    cache.set('b', session(1, until), cache.generation());
    cache.set('c', session(2, until), cache.generation());
    await cache.forgetToken('c');
    expect(cache.get('c')).toBeUndefined();
    expect(cache.get('a')).toBeDefined();
    await cache.forgetUser(1);
    expect(cache.get('a')).toBeUndefined();
    expect(cache.get('b')).toBeUndefined();
  });

  it('stores nothing with a TTL of 0, and at most maxEntries', () => {
    const off = createSessionCache({ ttlMs: 0 });
    off.set('a', session(1, Date.now() + 60_000), off.generation());
    expect(off.get('a')).toBeUndefined();
    const small = createSessionCache({ ttlMs: 60_000, maxEntries: 2 });
    for (const key of ['a', 'b', 'c']) small.set(key, session(1, Date.now() + 60_000), small.generation());
    expect(small.get('a')).toBeUndefined();
    expect(small.get('c')).toBeDefined();
  });
});

describe('protected requests with the session cache', () => {
  const t = setupApp({ login: false, sessionCacheTtlMs: 60_000 });

  it('reuse a checked session without reading it again (a revocation behind the server is not seen)', async () => {
    const token = await signIn(t.app);
    expect((await me(t.app, token)).statusCode).toBe(200);
    await revokeBehindTheServersBack(t.app, token);
    expect((await me(t.app, token)).statusCode).toBe(200);
  });

  it('refuse a session at once after its sign-out, although it was cached', async () => {
    const token = await signIn(t.app);
    const other = await signIn(t.app);
    expect((await me(t.app, token)).statusCode).toBe(200);
    expect((await me(t.app, other)).statusCode).toBe(200);
    expect((await logout(t.app, token)).statusCode).toBe(204);
    expect((await me(t.app, token)).statusCode).toBe(401);
    expect((await me(t.app, other)).statusCode).toBe(200);
  });

  it('refuse a cached session once it expires', async () => {
    const [user] = await t.app.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    // A session 30 days old but for 1.5 s: cached at its first use, refused once it runs out.
    const { token } = await createSession(
      t.app.db,
      user!.id,
      new Date(Date.now() - SESSION_LIFETIME_MS + 1500),
    );
    expect((await me(t.app, token)).statusCode).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 1600));
    expect((await me(t.app, token)).statusCode).toBe(401);
  });

  it('read the user again after the user changes', async () => {
    const token = await signIn(t.app);
    expect((await me(t.app, token)).json().data.notifyEmail).toBe(false);
    const changed = await injectAs(t.app, token, {
      method: 'PUT',
      url: '/api/v2/users/me',
      payload: { notifyApp: true, notifyEmail: true },
    });
    expect(changed.statusCode).toBe(200);
    expect((await me(t.app, token)).json().data.notifyEmail).toBe(true);
    await injectAs(t.app, token, {
      method: 'PUT',
      url: '/api/v2/users/me',
      payload: { notifyApp: true, notifyEmail: false },
    });
  });
});

describe('without the session cache (SESSION_CACHE_SECONDS=0)', () => {
  const t = setupApp({ login: false, sessionCacheTtlMs: 0 });

  it('every request reads the session', async () => {
    const token = await signIn(t.app);
    expect((await me(t.app, token)).statusCode).toBe(200);
    await revokeBehindTheServersBack(t.app, token);
    expect((await me(t.app, token)).statusCode).toBe(401);
  });
});

const redisUrl = process.env.TEST_REDIS_URL;
const databaseUrl = process.env.TEST_DATABASE_URL;

const eventually = async (check: () => Promise<boolean> | boolean, ms = 3000) => {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) return false;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return true;
};

describe.skipIf(!redisUrl)('invalidations over Redis (TEST_REDIS_URL)', () => {
  it('reach the cache of another process, not the sender itself', async () => {
    const channel = `content:test-${process.pid}-${Date.now()}`;
    const [busA, busB] = await Promise.all([
      createRedisInvalidationBus({ url: redisUrl!, channel }),
      createRedisInvalidationBus({ url: redisUrl!, channel }),
    ]);
    const heardByA: unknown[] = [];
    busA.subscribe((message) => heardByA.push(message));
    const a = createSessionCache({ ttlMs: 60_000, bus: busA });
    const b = createSessionCache({ ttlMs: 60_000, bus: busB });
    try {
      const until = Date.now() + 60_000;
      for (const cache of [a, b]) {
        cache.set('t1', session(1, until), cache.generation());
        cache.set('t2', session(2, until), cache.generation());
      }
      await a.forgetToken('t1');
      expect(await eventually(() => b.get('t1') === undefined)).toBe(true);
      expect(b.get('t2')).toBeDefined();
      await a.forgetUser(2);
      expect(await eventually(() => b.get('t2') === undefined)).toBe(true);
      expect(heardByA).toEqual([]);
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});

describe.skipIf(!redisUrl || !databaseUrl)('two server processes on one PostgreSQL and Redis', () => {
  const apps: FastifyInstance[] = [];
  const spaDirs: string[] = [];
  let drop: (() => Promise<void>) | undefined;
  afterAll(async () => {
    for (const app of apps) await app.close();
    await drop?.();
    for (const dir of spaDirs) rmSync(dir, { recursive: true, force: true });
  });

  it('a sign-out at one is refused at the other at once', async () => {
    const database = await createTestDatabase();
    drop = database.drop;
    for (let i = 0; i < 2; i++) {
      spaDirs.push(createSpaDir());
      apps.push(
        await buildApp({
          ...database.options,
          passwordCost: FAST_PASSWORDS,
          spaDir: spaDirs[i],
          sessionCacheTtlMs: 60_000,
          redisUrl,
        }),
      );
    }
    const [first, second] = apps as [FastifyInstance, FastifyInstance];
    const token = await signIn(first);
    expect((await me(second, token)).statusCode).toBe(200);
    expect((await logout(first, token)).statusCode).toBe(204);
    expect(await eventually(async () => (await me(second, token)).statusCode === 401)).toBe(true);
  }, 120_000);
});
