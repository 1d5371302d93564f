// Opens the database, migrates it and seeds an empty one, then shares it as `app.db`. The embedded
// database first locks its data folder: one writer per folder (services/data-dir-lock.ts).
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, runMigrations, type DatabaseTarget } from '../db/client';
import { seedIfEmpty, type SeedOptions, type SeedResult } from '../db/seed';
import { acquireDataDirLock } from '../services/data-dir-lock';

export interface DbPluginOptions {
  target: DatabaseTarget;
  seed: Omit<SeedOptions, 'hasher'>;
  /** Told what the seed created, for the start-up message. */
  onSeeded?: (result: SeedResult) => void;
  /** The data folder to lock for this process (PGlite on disk); nothing is locked without it. */
  lockDir?: string;
}

async function db(app: FastifyInstance, options: DbPluginOptions) {
  const lock = options.lockDir ? acquireDataDirLock(options.lockDir) : undefined;
  let database: Awaited<ReturnType<typeof openDatabase>>;
  try {
    database = await openDatabase(options.target);
  } catch (error) {
    lock?.release();
    throw error;
  }
  app.addHook('onClose', async () => {
    await database.close();
    lock?.release();
  });
  try {
    const result = await database.exclusively(async (locked) => {
      await runMigrations(database, locked);
      return seedIfEmpty(locked, { ...options.seed, hasher: app.passwords, files: app.files });
    });
    options.onSeeded?.(result);
    // The embedded database's WebAssembly memory grows while seeding and never shrinks: reopened, the
    // seeded server rests ~170 MiB lower (issue 26 §6, docs/operations.md).
    if (result.seeded && options.target.kind === 'pglite') {
      await database.close();
      database = await openDatabase(options.target);
    }
  } catch (error) {
    await database.close();
    lock?.release();
    throw error;
  }
  app.decorate('db', database.db);
}

export default fp(db, { name: 'db' });
