// Every file the server reads from the repository, in one place. The server runs either from source
// (tsx server/server.ts) or compiled into one file (build/server.mjs, scripts/build-server.mjs); both sit one
// folder below the repository root, so `..` of this module's URL is the root in either case — which is why
// no other module may resolve a path against its own import.meta.url (in the bundle they all share one).
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = fileURLToPath(new URL('..', import.meta.url));
/** The committed SQL migrations (drizzle-kit). */
export const MIGRATIONS_DIR = join(REPO_ROOT, 'server', 'db', 'migrations');
/** The demo images and videos the seed puts into the file store. */
export const SEED_FILES_DIR = join(REPO_ROOT, 'server', 'db', 'seed-files');
/** The bundled contract the routes are built from. */
export const CONTRACT_FILE = join(REPO_ROOT, 'generated', 'openapi.json');
/** The built back office (vite's outDir). */
export const SPA_DIR = join(REPO_ROOT, 'dist');
