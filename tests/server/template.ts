// The templates of the server tests (made once per run by tests/server/global-setup.ts): a test app built
// with default content starts from a copy of the seeded demo database; one that asks for its own seed
// (`seed`, `admin`, `passwordCost`) starts from a copy of the migrated, unseeded database and seeds it as a
// first start does. A test whose server runs on a data folder takes `migratedDataDir()`.
import { cpSync, mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { inject } from 'vitest';
import type { BuildAppOptions } from '@server/app';

export interface ServerTemplate {
  /** PGlite's dumpDataDir of the migrated and seeded demo database. */
  dumpFile: string;
  /** The files the demo seed stored (`{dataDir}/files`). */
  filesDir: string;
  /** PGlite's dumpDataDir of the migrated database before any seed. */
  migratedDumpFile: string;
  /** The migrated database before any seed as a PGlite folder on disk (what `{dataDir}/db` holds). */
  migratedDiskDir: string;
}

/** Another database than PGlite in memory: such an app opens (and migrates) its own. */
const OWN_DATABASE_OPTIONS = ['databaseUrl', 'inMemoryDatabase', 'dataDir'] as const;
/** What changes the seed: such an app seeds on its own, on a copy of the migrated template. */
const OWN_SEED_OPTIONS = ['seed', 'admin', 'passwordCost'] as const;

const dumps = new Map<string, Blob>();
const dumpOf = (file: string) => {
  let dump = dumps.get(file);
  if (!dump) dumps.set(file, (dump = new Blob([readFileSync(file)])));
  return dump;
};

function template(): ServerTemplate | undefined {
  try {
    return inject('serverTemplate') ?? undefined;
  } catch {
    return undefined; // outside the server project
  }
}

/**
 * Database and data folder options that start an app from a template, or undefined when the options need
 * their own database (or there is no template: PostgreSQL, or outside the server project).
 */
export function fromTemplate(
  options: BuildAppOptions,
): { inMemoryDatabase: { loadDataDir: Blob }; dataDir: string } | undefined {
  if (OWN_DATABASE_OPTIONS.some((name) => options[name] !== undefined)) return undefined;
  const found = template();
  if (!found) return undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'content-test-data-'));
  if (OWN_SEED_OPTIONS.some((name) => options[name] !== undefined)) {
    return { inMemoryDatabase: { loadDataDir: dumpOf(found.migratedDumpFile) }, dataDir };
  }
  cpSync(found.filesDir, join(dataDir, 'files'), { recursive: true });
  return { inMemoryDatabase: { loadDataDir: dumpOf(found.dumpFile) }, dataDir };
}

/**
 * The migrated, unseeded template as a dump for PGlite in memory (`loadDataDir`), or undefined on PostgreSQL
 * or outside the server project.
 */
export function migratedDump(): Blob | undefined {
  const found = template();
  return found ? dumpOf(found.migratedDumpFile) : undefined;
}

/**
 * A new data folder (DATA_DIR) whose embedded database (`db/`) is a copy of the migrated, unseeded
 * template: a server started on it migrates nothing and seeds as on a first start. An empty folder on
 * PostgreSQL or outside the server project.
 */
export function migratedDataDir(prefix: string): string {
  const dataDir = mkdtempSync(join(tmpdir(), prefix));
  const found = template();
  if (found && !process.env.TEST_DATABASE_URL) {
    cpSync(found.migratedDiskDir, join(dataDir, 'db'), { recursive: true });
  }
  return dataDir;
}
