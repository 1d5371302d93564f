// The list cache: answers live per content revision and at most TTL_MS.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { entities } from '../../server/db/schema';
import { cached, contentRevision, TTL_MS } from '../../server/services/entities/list-cache';
import { createTestApp, type TestApp } from './helpers/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ seed: 'none', admin: { email: 'admin@example.com', password: 'a-long-secret' } });
}, 60_000);
afterAll(() => t.close());

describe('cached', () => {
  it('answers from the cache until a write bumps the revision', async () => {
    let computed = 0;
    const compute = async () => ++computed;
    expect(await cached(t.app.db, 'k', compute)).toBe(1);
    expect(await cached(t.app.db, 'k', compute)).toBe(1);
    const before = await contentRevision(t.app.db);
    await t.app.db.insert(entities).values({ tenantId: 1, entityType: 'bundle', internalName: 'New' });
    expect(await contentRevision(t.app.db)).not.toBe(before);
    expect(await cached(t.app.db, 'k', compute)).toBe(2);
    expect(await cached(t.app.db, 'other', compute)).toBe(3);
  });

  it('recomputes after TTL_MS', async () => {
    let computed = 0;
    const compute = async () => ++computed;
    const now = Date.now();
    expect(await cached(t.app.db, 'ttl', compute, now)).toBe(1);
    expect(await cached(t.app.db, 'ttl', compute, now + TTL_MS - 1)).toBe(1);
    expect(await cached(t.app.db, 'ttl', compute, now + TTL_MS)).toBe(2);
  });
});
