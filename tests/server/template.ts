// The seeded template of the server tests (made once per run by tests/server/global-setup.ts): a test app
// built with default content starts from a copy of it instead of migrating and seeding its own database.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { BuildAppOptions } from '@server/app';

export interface ServerTemplate {
  /** PGlite's dumpDataDir of the migrated demo database. */
  dumpFile: string;
  /** The files the demo seed stored (`{dataDir}/files`). */
  filesDir: string;
}

/** What changes the database or its seed: such an app migrates and seeds on its own. */
const OWN_DATABASE_OPTIONS = [
  'databaseUrl',
  'inMemoryDatabase',
  'dataDir',
  'seed',
  'admin',
  'passwordCost',
] as const;

let dump: Blob | undefined;

/**
 * Database and data folder options that start an app from the template, or undefined when the options need
 * their own database (or there is no template: PostgreSQL, or outside the server project).
 */
export function fromTemplate(
  options: BuildAppOptions,
): { inMemoryDatabase: { loadDataDir: Blob }; dataDir: string } | undefined {
  if (OWN_DATABASE_OPTIONS.some((name) => options[name] !== undefined)) return undefined;
  let template: ServerTemplate | null | undefined;
  try {
    template = inject('serverTemplate');
  } catch {
    return undefined;
  }
  if (!template) return undefined;
  dump ??= new Blob([readFileSync(template.dumpFile)]);
  const dataDir = mkdtempSync(join(tmpdir(), 'content-test-data-'));
  cpSync(template.filesDir, join(dataDir, 'files'), { recursive: true });
  return { inMemoryDatabase: { loadDataDir: dump }, dataDir };
}
