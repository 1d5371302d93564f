// Opens the database — PGlite (embedded, in DATA_DIR or memory) or PostgreSQL (DATABASE_URL) — and
// applies the committed migrations with the migrator of the matching driver.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { MIGRATIONS_DIR } from '../paths';
import * as schema from './schema';

/** The driver-neutral Drizzle database every service and handler works with. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type DatabaseTarget =
  | { kind: 'postgres'; url: string }
  | { kind: 'pglite'; dir: string }
  /** In memory; `loadDataDir` starts it from a dump (PGlite's dumpDataDir), e.g. a test template. */
  | { kind: 'pglite-memory'; loadDataDir?: Blob };

export interface Database {
  db: Db;
  kind: DatabaseTarget['kind'];
  /**
   * Runs `work` while holding a database-wide lock, so that several server processes starting at once
   * on one PostgreSQL do not migrate or seed concurrently. PGlite has a single process anyway.
   */
  exclusively<T>(work: (db: Db) => Promise<T>): Promise<T>;
  close(): Promise<void>;
}

const migrationsFolder = MIGRATIONS_DIR;
// Any fixed number works; it only has to be the same in every process of this product.
const MIGRATION_LOCK_KEY = 7_361_024;

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  if (target.kind === 'postgres') {
    const pool = new pg.Pool({ connectionString: target.url, max: 10 });
    return {
      db: drizzlePg(pool, { schema }),
      kind: target.kind,
      async exclusively(work) {
        // An advisory lock is held by one connection, so the guarded work runs on that connection.
        const client = await pool.connect();
        try {
          await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
          return await work(drizzlePg(client, { schema }));
        } finally {
          await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
          client.release();
        }
      },
      close: () => pool.end(),
    };
  }
  let client: PGlite;
  // The extensions the migrations create (PostgreSQL has them built in): pg_trgm for searches (0013).
  const options: PGliteOptions = { extensions: { pg_trgm } };
  if (target.kind === 'pglite') {
    mkdirSync(target.dir, { recursive: true });
    client = new PGlite(target.dir, options);
  } else {
    client = new PGlite(target.loadDataDir ? { ...options, loadDataDir: target.loadDataDir } : options);
  }
  await client.waitReady;
  return {
    db: drizzlePglite(client, { schema }),
    kind: target.kind,
    exclusively: (work) => work(drizzlePglite(client, { schema })),
    close: () => client.close(),
  };
}

export async function runMigrations(database: Database, db: Db): Promise<void> {
  // The migrators differ per driver only in the session type they accept.
  if (database.kind === 'postgres') {
    await migratePg(db as unknown as Parameters<typeof migratePg>[0], { migrationsFolder });
  } else {
    await migratePglite(db as unknown as Parameters<typeof migratePglite>[0], { migrationsFolder });
  }
}

/** Where the embedded database lives inside the data folder. */
export const pgliteDir = (dataDir: string) => join(dataDir, 'db');
