// The installation's prefix in a shared Redis (issue 26 §3): Redis pub/sub ignores database numbers, so two
// installations on one Redis would share socket.io channels and rooms, session invalidations and login
// counters. Every key and channel starts with this prefix: REDIS_PREFIX when set, else one derived from the
// identity of the database — PostgreSQL's cluster (system identifier) and database name, so every server
// process of one installation finds the same prefix and another database another one; the embedded database
// adds its folder and host (its clusters all come from one template).
import { createHash, randomUUID } from 'node:crypto';
import { hostname } from 'node:os';
import { resolve } from 'node:path';
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/** What the prefix is made from besides the database itself: the embedded database's folder, if any. */
export interface InstallationPlace {
  kind: 'postgres' | 'pglite' | 'pglite-memory';
  dataDir?: string;
}

/** The database's own identity: `<cluster system identifier>/<database name>`. */
export async function databaseIdentity(db: Db): Promise<string> {
  const answer = await db.execute(
    sql`select (select system_identifier::text from pg_control_system()) as system, current_database() as name`,
  );
  const [row] = (answer as unknown as { rows: { system: string | null; name: string }[] }).rows;
  return `${row?.system ?? ''}/${row?.name ?? ''}`;
}

/** `content:<12 hex>:`, stable for one installation. */
export function prefixOf(identity: string): string {
  return `content:${createHash('sha256').update(identity).digest('hex').slice(0, 12)}:`;
}

export async function installationPrefix(db: Db, place: InstallationPlace): Promise<string> {
  const identity = await databaseIdentity(db);
  if (place.kind === 'postgres') return prefixOf(`postgres:${identity}`);
  // PGlite: one server process per folder; in memory: this app alone.
  const where = place.kind === 'pglite' && place.dataDir ? resolve(place.dataDir) : `memory:${randomUUID()}`;
  return prefixOf(`pglite:${hostname()}:${where}:${identity}`);
}

/** The names every Redis user derives from the prefix. */
export const redisNames = (prefix: string) => ({
  /** socket.io Redis adapter's `key` (its channels are `<key>#…`). */
  socketIo: `${prefix}socket.io`,
  sessionInvalidations: `${prefix}session-invalidations`,
  loginLimits: `${prefix}login`,
});
