// Prepares the benchmark database before the server starts (a large seed outlasts the server's plugin
// start-up timeout): migrates and seeds DATA_DIR's embedded database (or DATABASE_URL) with SEED_ENTITIES.
import { openDatabase, pgliteDir, runMigrations } from '../server/db/client';
import { seedIfEmpty } from '../server/db/seed';
import { createPasswordHasher } from '../server/services/passwords';

const database = await openDatabase(
  process.env.DATABASE_URL
    ? { kind: 'postgres', url: process.env.DATABASE_URL }
    : { kind: 'pglite', dir: pgliteDir(process.env.DATA_DIR ?? '.data') },
);
const started = Date.now();
const { seeded } = await database.exclusively(async (db) => {
  await runMigrations(database, db);
  return seedIfEmpty(db, { mode: 'demo', hasher: createPasswordHasher() });
});
await database.close();
console.log(
  seeded
    ? `seeded ${process.env.SEED_ENTITIES ?? 'the demo'} entities in ${((Date.now() - started) / 1000).toFixed(1)} s`
    : 'the database was seeded before: kept as it is (SEED_ENTITIES applies to an empty one)',
);
