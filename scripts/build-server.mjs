// Compiles the server into one ES module, build/server.mjs (esbuild; npm packages stay external and load
// from node_modules), so production runs plain JavaScript instead of a TypeScript loader. Paths into the
// repository go through server/paths.ts, which resolves the same from server/ and from build/.
// `node scripts/build-server.mjs` builds; `npm start` and scripts/e2e-server.mjs call ensureServerBuilt().
// The bundle itself is build/server-app.mjs; build/server.mjs, the file every start runs, is a small entry
// that turns on Node's compile cache first (below) and then imports it.
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
export const SERVER_BUNDLE = join(root, 'build', 'server.mjs');
/** The compiled server proper, imported by SERVER_BUNDLE. */
const SERVER_CODE = join(root, 'build', 'server-app.mjs');

// Node's compile cache (module.enableCompileCache, Node >= 22.1) keeps V8's compiled code of every module
// loaded after it is turned on — the bundle and the packages it imports from node_modules — so a start
// after the first skips most of their parsing and compiling. It must be on before they load, hence an entry
// of its own (an ES module's static imports are loaded before any of its code runs). The cache lives where
// Node puts it by default, os.tmpdir()/node-compile-cache (NODE_COMPILE_CACHE chooses another folder,
// NODE_DISABLE_COMPILE_CACHE=1 turns it off), not in the data folder: every e2e file starts a server on a
// fresh copy of its data folder (which would start cold each time), and the data folder is the installation's
// data, backed up and moved with it, while this is a throw-away cache keyed by Node's version and each file's
// content. A folder that cannot be written leaves the server starting as without it (enableCompileCache
// answers a status and does not throw; the try is for older Nodes' surprises).
export const SERVER_ENTRY_SOURCE = `// Written by scripts/build-server.mjs: turns on Node's compile cache, then starts the server.
import module from 'node:module';
try {
  module.enableCompileCache?.();
} catch {
  // no cache: the server starts as without it
}
await import('./server-app.mjs');
`;

/** What the bundle is made from; a newer file here means it must be rebuilt. */
const SOURCES = ['server', 'generated', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs'];

function newestMtime(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function serverIsStale() {
  if (!existsSync(SERVER_BUNDLE) || !existsSync(SERVER_CODE)) return true;
  const sources = SOURCES.map((p) => join(root, p)).filter(existsSync);
  return Math.max(...sources.map(newestMtime)) > statSync(SERVER_BUNDLE).mtimeMs;
}

export async function buildServer() {
  const started = performance.now();
  await build({
    entryPoints: [join(root, 'server', 'server.ts')],
    outfile: SERVER_CODE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    legalComments: 'none',
  });
  // Written last: its time stamp is what serverIsStale compares.
  writeFileSync(SERVER_BUNDLE, SERVER_ENTRY_SOURCE);
  return performance.now() - started;
}

export async function ensureServerBuilt() {
  if (!serverIsStale()) return false;
  console.log('Building the server…');
  await buildServer();
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const ms = await buildServer();
  console.log(`server compiled to build/server.mjs in ${Math.round(ms)} ms`);
}
