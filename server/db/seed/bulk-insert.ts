// Bulk writes for large seeds (SEED_ENTITIES, benchmarks): thousands of rows per statement as ONE jsonb
// parameter expanded by jsonb_populate_recordset, instead of drizzle's one bound parameter per value (whose
// query building was most of a 100 000-entity seed's JavaScript time). Ids are taken from the table's identity
// sequence first, so callers know them without relying on the order of RETURNING.
import { getTableColumns, getTableName, sql, type Table } from 'drizzle-orm';
import type { Db } from '../client';

const rowsOf = <T>(answer: unknown) => (answer as { rows: T[] }).rows;

/** `count` new ids of the table's identity column `id`. */
export async function nextIds(db: Db, table: Table, count: number): Promise<number[]> {
  if (count === 0) return [];
  const name = getTableName(table);
  const answer = await db.execute(
    sql`select nextval(pg_get_serial_sequence(${name}, 'id')) as id from generate_series(1, ${count})`,
  );
  return rowsOf<{ id: string | number }>(answer).map((r) => Number(r.id));
}

/**
 * Inserts `rows` (drizzle insert shapes, every row with the same keys) `chunk` rows per statement. Columns a row
 * leaves out take their defaults; dates go as ISO text, json values as they are.
 */
export async function bulkInsert<T extends Record<string, unknown>>(
  db: Db,
  table: Table,
  rows: T[],
  chunk = 2000,
): Promise<void> {
  if (!rows.length) return;
  const columns = getTableColumns(table) as Record<string, { name: string }>;
  const keys = Object.keys(rows[0]!).filter((key) => rows[0]![key] !== undefined);
  for (const key of keys) if (!columns[key]) throw new Error(`bulkInsert: no column ${key}`);
  const names = sql.join(
    keys.map((key) => sql.identifier(columns[key]!.name)),
    sql`, `,
  );
  for (let i = 0; i < rows.length; i += chunk) {
    const records = rows.slice(i, i + chunk).map((row) => {
      if (Object.keys(row).filter((key) => row[key] !== undefined).length !== keys.length)
        throw new Error('bulkInsert: every row needs the same columns');
      const record: Record<string, unknown> = {};
      for (const key of keys) {
        const value = row[key];
        record[columns[key]!.name] = value instanceof Date ? value.toISOString() : value;
      }
      return record;
    });
    await db.execute(
      sql`insert into ${table} (${names}) select ${names} from jsonb_populate_recordset(null::${table}, ${JSON.stringify(records)}::jsonb)`,
    );
  }
}

/**
 * Runs `write` with the named triggers of the table off (the caller keeps what they keep, e.g. writes the
 * search text itself), on again afterwards. Inside the seed's transaction: a failure rolls the switch back too.
 * Deferred triggers run immediately from then on in that transaction.
 */
export async function withTriggersOff<R>(
  db: Db,
  table: Table,
  triggers: string[],
  write: () => Promise<R>,
): Promise<R> {
  const each = async (action: 'disable' | 'enable') => {
    // A table with pending deferred trigger events cannot be altered (the list counter's triggers, migration
    // 0022, run at commit): they run now, and the rest of the seed's transaction runs them at once.
    await db.execute(sql`set constraints all immediate`);
    for (const trigger of triggers)
      await db.execute(sql`alter table ${table} ${sql.raw(action)} trigger ${sql.identifier(trigger)}`);
  };
  await each('disable');
  try {
    return await write();
  } finally {
    await each('enable');
  }
}
