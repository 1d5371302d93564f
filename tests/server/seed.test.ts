import { rmSync } from 'node:fs';
import { count } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '@server/app';
import { apps, tenants, users } from '@server/db/schema';
import {
  build,
  createSpaDir,
  createTestDatabase,
  DEMO_LOGIN,
  FAST_PASSWORDS,
  type TestDatabase,
} from './helper';
import { migratedDataDir } from './template';

const cleanups: (() => Promise<void> | void)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup();
});

const loginStatus = async (app: Awaited<ReturnType<typeof buildApp>>, email: string, password: string) =>
  (await app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email, password } })).statusCode;

describe('SEED=none with an admin', () => {
  it('creates the tenant and shops and only the admin', async () => {
    const app = await build({
      seed: 'none',
      admin: { email: 'Ops.Lead@Example.com', password: 'a-long-secret' },
    });
    cleanups.push(() => app.close());
    const people = await app.db.select({ email: users.email, name: users.name }).from(users);
    expect(people).toEqual([{ email: 'ops.lead@example.com', name: 'Ops Lead' }]);
    const [shops] = await app.db.select({ n: count() }).from(apps);
    expect(shops?.n).toBeGreaterThanOrEqual(8);
    expect(await loginStatus(app, 'ops.lead@example.com', 'a-long-secret')).toBe(200);
    expect(await loginStatus(app, DEMO_LOGIN.email, DEMO_LOGIN.password)).toBe(401);
  });
});

describe('a second start on the same database', () => {
  it('keeps the data and seeds nothing again', async () => {
    // PGlite on disk here (or the PostgreSQL test database): the very situation of a restart. Its database
    // is migrated already (the migrated template): the seed and the restart are the subject, not initdb.
    const dataDir = migratedDataDir('content-data-');
    const spaDir = createSpaDir();
    const database: TestDatabase = process.env.TEST_DATABASE_URL
      ? await createTestDatabase()
      : { options: {}, drop: async () => {} };
    cleanups.push(
      () => rmSync(dataDir, { recursive: true, force: true }),
      () => database.drop(),
    );
    cleanups.push(() => rmSync(spaDir, { recursive: true, force: true }));
    const options = { dataDir, spaDir, passwordCost: FAST_PASSWORDS, ...database.options };

    const seeded: boolean[] = [];
    const first = await buildApp({ ...options, onSeeded: (r) => seeded.push(r.seeded) });
    const [before] = await first.db.select({ n: count() }).from(users);
    await first.close();

    const second = await buildApp({ ...options, onSeeded: (r) => seeded.push(r.seeded) });
    try {
      expect(seeded).toEqual([true, false]);
      const [after] = await second.db.select({ n: count() }).from(users);
      const [tenantCount] = await second.db.select({ n: count() }).from(tenants);
      expect(after?.n).toBe(before?.n);
      expect(tenantCount?.n).toBe(1);
      expect(await loginStatus(second, DEMO_LOGIN.email, DEMO_LOGIN.password)).toBe(200);
    } finally {
      await second.close();
    }
  }, 120_000); // two starts with a full demo seed each
});
