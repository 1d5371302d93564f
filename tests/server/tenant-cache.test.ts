// The tenant cache (server/services/tenant-cache.ts): GET /tenants/current answers from memory with a strong
// ETag (304 on If-None-Match) and shows a configuration change at once after `forget` — in this process and,
// through the invalidation bus, in every other (over Redis when TEST_REDIS_URL is set).
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Tenant } from '@generated/model';
import { apps } from '@server/db/schema';
import { createRedisInvalidationBus } from '@server/services/redis-invalidation-bus';
import type { InvalidationBus } from '@server/services/session-cache';
import { createTenantCache, type TenantInvalidation } from '@server/services/tenant-cache';
import { bearer, setupApp } from './helper';

vi.setConfig({ hookTimeout: 300_000 });

const tenantOf = (name: string): Tenant => ({ key: 'k', name }) as unknown as Tenant;
const asIs = (tenant: Tenant) => tenant;

/** Two buses joined like two processes on one Redis: a message reaches the other side only. */
function busPair(): [InvalidationBus<TenantInvalidation>, InvalidationBus<TenantInvalidation>] {
  const listeners: [((m: TenantInvalidation) => void)[], ((m: TenantInvalidation) => void)[]] = [[], []];
  const bus = (own: number): InvalidationBus<TenantInvalidation> => ({
    publish: async (message) => listeners[1 - own]!.forEach((listener) => listener(message)),
    subscribe: (listener) => void listeners[own]!.push(listener),
    close: async () => {},
  });
  return [bus(0), bus(1)];
}

describe('createTenantCache', () => {
  it('loads a tenant once, answers each origin with its own ETag, and loads again after forget', async () => {
    const cache = createTenantCache();
    let name = 'First';
    const load = vi.fn(async () => tenantOf(name));
    const resolve = (tenant: Tenant, origin: string) => ({ ...tenant, name: `${tenant.name} @ ${origin}` });
    const a = await cache.answer(1, 'http://a', load, resolve);
    const again = await cache.answer(1, 'http://a', load, resolve);
    const b = await cache.answer(1, 'http://b', load, resolve);
    expect(load).toHaveBeenCalledTimes(1);
    expect(again).toBe(a);
    expect(JSON.parse(a!.json)).toEqual({ data: { key: 'k', name: 'First @ http://a' } });
    expect(b!.etag).not.toBe(a!.etag);
    name = 'Second';
    await cache.forget(1);
    const fresh = await cache.answer(1, 'http://a', load, resolve);
    expect(load).toHaveBeenCalledTimes(2);
    expect(JSON.parse(fresh!.json).data.name).toBe('Second @ http://a');
    expect(fresh!.etag).not.toBe(a!.etag);
  });

  it('does not keep a load that an invalidation overtook', async () => {
    const cache = createTenantCache();
    let release!: () => void;
    const slow = cache.answer(
      1,
      'o',
      () => new Promise<Tenant>((resolve) => (release = () => resolve(tenantOf('old')))),
      asIs,
    );
    await cache.forget(1);
    release();
    expect(JSON.parse((await slow)!.json).data.name).toBe('old');
    const load = vi.fn(async () => tenantOf('new'));
    expect(JSON.parse((await cache.answer(1, 'o', load, asIs))!.json).data.name).toBe('new');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('keeps an entry for its TTL only, and nothing for an unknown tenant', async () => {
    let clock = 0;
    const cache = createTenantCache({ ttlMs: 1000, now: () => clock });
    const load = vi.fn(async () => tenantOf('t'));
    await cache.answer(1, 'o', load, asIs);
    clock = 999;
    await cache.answer(1, 'o', load, asIs);
    expect(load).toHaveBeenCalledTimes(1);
    clock = 1000;
    await cache.answer(1, 'o', load, asIs);
    expect(load).toHaveBeenCalledTimes(2);
    const none = vi.fn(async () => undefined);
    expect(await cache.answer(2, 'o', none, asIs)).toBeUndefined();
    expect(await cache.answer(2, 'o', none, asIs)).toBeUndefined();
    expect(none).toHaveBeenCalledTimes(2);
  });

  it('forgets in the other process too, through the bus', async () => {
    const [busA, busB] = busPair();
    const a = createTenantCache({ bus: busA });
    const b = createTenantCache({ bus: busB });
    const loadB = vi.fn(async () => tenantOf('b'));
    await b.answer(1, 'o', loadB, asIs);
    await b.answer(1, 'o', loadB, asIs);
    expect(loadB).toHaveBeenCalledTimes(1);
    await a.forget(1);
    await b.answer(1, 'o', loadB, asIs);
    expect(loadB).toHaveBeenCalledTimes(2);
  });
});

describe('GET /tenants/current from the cache', () => {
  const t = setupApp();
  const get = (headers: Record<string, string> = {}) =>
    t.app.inject({
      method: 'GET',
      url: '/api/v2/tenants/current',
      headers: { ...bearer(t.token), ...headers },
    });
  const renameFirstShop = (name: string) => t.app.db.update(apps).set({ name }).where(eq(apps.id, 1));

  it('answers with a strong ETag and 304 to If-None-Match, private and revalidated', async () => {
    const first = await get();
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    const held = await get({ 'if-none-match': etag });
    expect(held.statusCode).toBe(304);
    expect(held.body).toBe('');
    expect(held.headers.etag).toBe(etag);
    expect((await get({ 'if-none-match': '"other"' })).statusCode).toBe(200);
  });

  it('shows a configuration change at once after forget, with a new ETag', async () => {
    const before = await get();
    const name = before.json<{ data: Tenant }>().data.apps[0]!.name;
    try {
      await renameFirstShop('Deutschland');
      // Unannounced, the cached answer stays (this is what the cache saves).
      expect((await get()).headers.etag).toBe(before.headers.etag);
      await t.app.tenantCache.forget(1);
      const after = await get({ 'if-none-match': before.headers.etag as string });
      expect(after.statusCode).toBe(200);
      expect(after.json<{ data: Tenant }>().data.apps[0]!.name).toBe('Deutschland');
      expect(after.headers.etag).not.toBe(before.headers.etag);
    } finally {
      await renameFirstShop(name);
      await t.app.tenantCache.forget(1);
    }
  });
});

const redisUrl = process.env.TEST_REDIS_URL;

describe.skipIf(!redisUrl)('tenant invalidations over Redis (TEST_REDIS_URL)', () => {
  it('reach the cache of another process', async () => {
    const channel = `content:test-tenants-${process.pid}-${Date.now()}`;
    const [busA, busB] = await Promise.all([
      createRedisInvalidationBus<TenantInvalidation>({ url: redisUrl!, channel }),
      createRedisInvalidationBus<TenantInvalidation>({ url: redisUrl!, channel }),
    ]);
    const a = createTenantCache({ bus: busA });
    const b = createTenantCache({ bus: busB });
    try {
      let loads = 0;
      const load = async () => tenantOf(`load ${++loads}`);
      await b.answer(7, 'o', load, asIs);
      await a.forget(7);
      const until = Date.now() + 3000;
      let name = '';
      while (Date.now() < until && name !== 'load 2') {
        name = JSON.parse((await b.answer(7, 'o', load, asIs))!.json).data.name;
        if (name !== 'load 2') await new Promise((resolve) => setTimeout(resolve, 20));
      }
      expect(name).toBe('load 2');
    } finally {
      await Promise.all([a.close(), b.close()]);
    }
  });
});
