// Issue 7 §7: GET /api/v2/health — public; 200 when the database answers and every migration is applied,
// 503 (saying which check failed) otherwise.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '@server/db/client';
import { checkHealth } from '@server/services/health';
import { setupApp } from './helper';

const t = setupApp({ login: false });

describe('GET /health', () => {
  it('answers 200 without a token on a migrated database', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'up', migrations: 'applied' } });
  });

  it('reports a database that does not answer', async () => {
    const down = { execute: () => Promise.reject(new Error('connection refused')) } as unknown as Db;
    expect(await checkHealth(down)).toEqual({
      status: 'unavailable',
      checks: { database: 'down', migrations: 'unknown' },
    });
  });

  it('answers 503 when the latest migration is not applied', async () => {
    await t.app.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      status: 'unavailable',
      checks: { database: 'up', migrations: 'pending' },
    });
  });
});
