// Once per server-test run: migrate and seed one demo database and keep it as a template (a PGlite dump and
// the seeded files), so that each test file's app starts from a copy in a second instead of migrating and
// seeding its own (about 10 s per file). See tests/server/template.ts.
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PGlite } from '@electric-sql/pglite';
import type { TestProject } from 'vitest/node';
import { buildApp } from '@server/app';
import { FAST_PASSWORDS } from './helper';
import { createSpaDir } from './helper';
import type { ServerTemplate } from './template';

declare module 'vitest' {
  export interface ProvidedContext {
    serverTemplate: ServerTemplate | null;
  }
}

export default async function setup(project: TestProject): Promise<() => void> {
  // On PostgreSQL every file keeps its own freshly migrated database.
  if (process.env.TEST_DATABASE_URL) {
    project.provide('serverTemplate', null);
    return () => {};
  }
  const root = mkdtempSync(join(tmpdir(), 'content-test-template-'));
  const dataDir = join(root, 'data');
  mkdirSync(dataDir);
  const spaDir = createSpaDir();
  const app = await buildApp({
    passwordCost: FAST_PASSWORDS,
    spaDir,
    dataDir,
    inMemoryDatabase: true,
    jobs: { autoStart: false },
  });
  await app.ready();
  const client = (app.db as unknown as { $client: PGlite }).$client;
  const dump = await client.dumpDataDir('none');
  const dumpFile = join(root, 'database.tar');
  writeFileSync(dumpFile, Buffer.from(await dump.arrayBuffer()));
  const filesDir = join(root, 'files');
  cpSync(join(dataDir, 'files'), filesDir, { recursive: true });
  await app.close();
  rmSync(spaDir, { recursive: true, force: true });
  project.provide('serverTemplate', { dumpFile, filesDir });
  return () => rmSync(root, { recursive: true, force: true });
}
