// Statements prepared once per connection (server/db/prepared.ts): the same rows as unprepared, values with
// quotes kept literally, and past the bound of kept statements the oldest are dropped without failures.
import { sql } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '@server/db/client';
import { MAX_PREPARED, queryPrepared, sqlLiteral } from '@server/db/prepared';
import { migratedDump } from './template';

// A copy of the migrated template: no initdb of its own (prepared statements need no particular schema).
const database = await openDatabase({ kind: 'pglite-memory', loadDataDir: migratedDump() });
afterAll(() => database.close());

describe('sqlLiteral', () => {
  it('quotes strings, keeps numbers, booleans and null, and refuses anything else', () => {
    expect(sqlLiteral("o'brien")).toBe("'o''brien'");
    expect(sqlLiteral('back\\slash')).toBe("'back\\slash'");
    expect(sqlLiteral(42)).toBe('42');
    expect(sqlLiteral(-1.5)).toBe('-1.5');
    expect(sqlLiteral(true)).toBe('true');
    expect(sqlLiteral(null)).toBe('null');
    expect(sqlLiteral(Number.NaN)).toBeUndefined();
    expect(sqlLiteral('a\0b')).toBeUndefined();
    expect(sqlLiteral({ a: 1 })).toBeUndefined();
    expect(sqlLiteral([1])).toBeUndefined();
  });
});

describe('queryPrepared on PGlite', () => {
  it('answers what the statement answers, values taken literally', async () => {
    for (const value of ["o'brien", "'; drop table x; --", 'back\\slash', '%_', 'Zürich']) {
      const [row] = await queryPrepared<{ text: string; n: number }>(
        database.db,
        sql`select ${value}::text as text, ${7}::int + 1 as n`,
      );
      expect(row).toEqual({ text: value, n: 8 });
    }
  });

  it('keeps working past the bound of kept statements', async () => {
    for (let i = 0; i < MAX_PREPARED + 20; i += 1) {
      const [row] = await queryPrepared<{ n: number }>(database.db, sql.raw(`select ${i} + 1 as n`));
      expect(row!.n).toBe(i + 1);
    }
    const [again] = await queryPrepared<{ n: number }>(database.db, sql.raw('select 0 + 1 as n'));
    expect(again!.n).toBe(1);
    const kept = (await database.db.execute(
      sql`select count(*)::int as n from pg_prepared_statements`,
    )) as unknown as {
      rows: { n: number }[];
    };
    expect(kept.rows[0]!.n).toBeLessThanOrEqual(MAX_PREPARED);
  });

  it('runs a statement with a value it cannot write as a literal unprepared', async () => {
    const [row] = await queryPrepared<{ n: unknown }>(database.db, sql`select ${10n}::int8 + 1 as n`);
    expect(Number(row!.n)).toBe(11);
  });
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('queryPrepared on PostgreSQL', () => {
  it('answers what the statement answers, with named statements on the pooled connections', async () => {
    const postgres = await openDatabase({ kind: 'postgres', url: process.env.TEST_DATABASE_URL! });
    try {
      for (let i = 0; i < 30; i += 1) {
        const [row] = await queryPrepared<{ text: string; n: number }>(
          postgres.db,
          sql`select ${"o'brien"}::text as text, ${i}::int + 1 as n`,
        );
        expect(row).toEqual({ text: "o'brien", n: i + 1 });
      }
    } finally {
      await postgres.close();
    }
  });
});
