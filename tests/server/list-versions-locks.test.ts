// The list cache's change counter (migration 0022) is bumped at commit, so it never makes two writers wait for
// each other while they still have rows to lock. On PostgreSQL only (PGlite has one connection): with the
// counter bumped at the end of each statement, writer A (holding the counter after its first row) and writer
// B (holding a second row, waiting for the counter) deadlock as soon as A asks for B's row.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { build, createTestDatabase, type TestDatabase } from './helper';

const postgres = process.env.TEST_DATABASE_URL;

describe.skipIf(!postgres)('the list counter on PostgreSQL', () => {
  let database: TestDatabase;
  let app: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase();
    app = await build(database.options);
  }, 120_000);
  afterAll(async () => {
    await app?.close();
    await database?.drop();
  });

  it('lets a save and a bulk write over the same entities both commit (no deadlock), bumped once each', async () => {
    const url = database.options.databaseUrl!;
    const a = new pg.Client({ connectionString: url });
    const b = new pg.Client({ connectionString: url });
    await Promise.all([a.connect(), b.connect()]);
    try {
      const { rows } = await a.query<{ id: number; tenant_id: number }>(
        'select id, tenant_id from entities order by id limit 2',
      );
      const [first, second] = rows as [{ id: number; tenant_id: number }, { id: number; tenant_id: number }];
      expect(second.tenant_id).toBe(first.tenant_id);
      const version = async () =>
        Number(
          (await a.query('select version from list_versions where tenant_id = $1', [first.tenant_id])).rows[0]
            ?.version ?? 0,
        );
      const before = await version();
      const touch = 'update entities set version = version where id = $1';
      await a.query('begin');
      await a.query(touch, [first.id]);
      await b.query('begin');
      const bSide = (async () => {
        await b.query(touch, [second.id]);
        await b.query('commit');
      })();
      // B has its row (and, bumped per statement, would now wait for A's counter) before A asks for it.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const aSide = (async () => {
        await a.query(touch, [second.id]);
        await a.query('commit');
      })();
      await Promise.all([aSide, bSide]);
      expect(await version()).toBe(before + 2);
    } finally {
      await Promise.all([a.end(), b.end()]);
    }
  }, 30_000);
});
