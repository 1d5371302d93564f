// Opens the database, migrates it and seeds an empty one, then shares it as `app.db`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { openDatabase, runMigrations, type DatabaseTarget } from '../db/client';
import { seedIfEmpty, type SeedOptions, type SeedResult } from '../db/seed';

export interface DbPluginOptions {
  target: DatabaseTarget;
  seed: Omit<SeedOptions, 'hasher'>;
  /** Told what the seed created, for the start-up message. */
  onSeeded?: (result: SeedResult) => void;
}

async function db(app: FastifyInstance, options: DbPluginOptions) {
  const database = await openDatabase(options.target);
  app.addHook('onClose', () => database.close());
  try {
    const result = await database.exclusively(async (locked) => {
      await runMigrations(database, locked);
      return seedIfEmpty(locked, { ...options.seed, hasher: app.passwords, files: app.files });
    });
    options.onSeeded?.(result);
  } catch (error) {
    await database.close();
    throw error;
  }
  app.decorate('db', database.db);
}

export default fp(db, { name: 'db' });
