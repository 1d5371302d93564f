// Compiles the server into one ES module, build/server.mjs (esbuild; npm packages stay external and load
// from node_modules), so production runs plain JavaScript instead of a TypeScript loader. Paths into the
// repository go through server/paths.ts, which resolves the same from server/ and from build/.
// `node scripts/build-server.mjs` builds; `npm start` and scripts/e2e-server.mjs call ensureServerBuilt().
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
export const SERVER_BUNDLE = join(root, 'build', 'server.mjs');

/** What the bundle is made from; a newer file here means it must be rebuilt. */
const SOURCES = ['server', 'generated', 'package-lock.json', 'tsconfig.json', 'scripts/build-server.mjs'];

function newestMtime(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((name) => newestMtime(join(path, name))));
}

export function serverIsStale() {
  if (!existsSync(SERVER_BUNDLE)) return true;
  const sources = SOURCES.map((p) => join(root, p)).filter(existsSync);
  return Math.max(...sources.map(newestMtime)) > statSync(SERVER_BUNDLE).mtimeMs;
}

export async function buildServer() {
  const started = performance.now();
  await build({
    entryPoints: [join(root, 'server', 'server.ts')],
    outfile: SERVER_BUNDLE,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20.19',
    packages: 'external',
    sourcemap: 'linked',
    logLevel: 'warning',
    legalComments: 'none',
  });
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
