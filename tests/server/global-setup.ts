// Once per server-test run: migrate one database and keep it as a template (a PGlite dump, and a copy on
// disk), then seed the demo data on a copy of it and keep that too (a dump and the seeded files). Each test
// file's app starts from a copy in a second instead of running initdb, the migrations and the seed on its
// own (about 10 s per file). See tests/server/template.ts.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '@server/app';
import { openDatabase, runMigrations } from '@server/db/client';
import { FAST_PASSWORDS } from './helper';
import { createSpaDir } from './helper';
import type { ServerTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    serverTemplate: ServerTemplate | null;
  }
}

const dumpOf = async (client: PGlite) => Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer());

export default async function setup(project: TestProject): Promise<() => void> {
  // On PostgreSQL every file keeps its own freshly migrated database.
  if (process.env.TEST_DATABASE_URL) {
    project.provide('serverTemplate', null);
    return () => {};
  }
  const root = mkdtempSync(join(tmpdir(), 'content-test-template-'));

  // Migrated, nothing seeded: what a first start finds before it seeds. On disk (what `{dataDir}/db` holds,
  // for tests whose server runs on a data folder) and as a dump for PGlite in memory.
  const migratedDiskDir = join(root, 'migrated-disk');
  const migrated = await openDatabase({ kind: 'pglite', dir: migratedDiskDir });
  await migrated.exclusively((db) => runMigrations(migrated, db));
  const migratedDump = await dumpOf((migrated.db as unknown as { $client: PGlite }).$client);
  await migrated.close();
  const migratedDumpFile = join(root, 'migrated.tar');
  writeFileSync(migratedDumpFile, migratedDump);

  // The demo seed on a copy of it.
  const dataDir = join(root, 'data');
  mkdirSync(dataDir);
  const spaDir = createSpaDir();
  const app = await buildApp({
    passwordCost: FAST_PASSWORDS,
    spaDir,
    dataDir,
    inMemoryDatabase: { loadDataDir: new Blob([migratedDump]) },
    jobs: { autoStart: false },
  });
  await app.ready();
  const client = (app.db as unknown as { $client: PGlite }).$client;
  const dumpFile = join(root, 'database.tar');
  writeFileSync(dumpFile, await dumpOf(client));
  const filesDir = join(root, 'files');
  cpSync(join(dataDir, 'files'), filesDir, { recursive: true });
  await app.close();
  rmSync(spaDir, { recursive: true, force: true });
  project.provide('serverTemplate', { dumpFile, filesDir, migratedDumpFile, migratedDiskDir });
  return () => rmSync(root, { recursive: true, force: true });
}
