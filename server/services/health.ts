// Readiness: the database answers a trivial query and every migration this version ships is applied
// (drizzle records each applied migration with the `when` of its journal entry).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Health } from '@generated/model';
import type { Db } from '../db/client';
import { MIGRATIONS_DIR } from '../paths';

const journal = JSON.parse(readFileSync(join(MIGRATIONS_DIR, 'meta', '_journal.json'), 'utf8')) as {
  entries: { when: number }[];
};
const latestMigration = Math.max(...journal.entries.map((entry) => entry.when));

export async function checkHealth(db: Db): Promise<Health> {
  try {
    await db.execute(sql`select 1`);
  } catch {
    return { status: 'unavailable', checks: { database: 'down', migrations: 'unknown' } };
  }
  let applied = false;
  try {
    const result = await db.execute(sql`select max(created_at) as latest from drizzle.__drizzle_migrations`);
    const latest = Number((result as unknown as { rows: { latest: unknown }[] }).rows[0]?.latest ?? 0);
    applied = latest >= latestMigration;
  } catch {
    applied = false; // no migrations table: nothing applied
  }
  return applied
    ? { status: 'ok', checks: { database: 'up', migrations: 'applied' } }
    : { status: 'unavailable', checks: { database: 'up', migrations: 'pending' } };
}
