// The benchmark tools (autocannon, Lighthouse, chrome-launcher) are not dependencies of the project: they and
// what they pull in (Lighthouse alone brings a browser driver) cost every `npm ci` minutes that only
// `npm run bench:*` needs. The first benchmark that needs one installs the pinned versions into
// `.cache/bench-tools/` (kept out of git, lint and the project's node_modules); later runs load them from there.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Exact versions, as the project pinned them when they were devDependencies. */
export const BENCH_TOOLS = { autocannon: '9.0.0', lighthouse: '13.5.0', 'chrome-launcher': '1.2.1' };

const root = join(import.meta.dirname, '..');
export const BENCH_TOOLS_DIR = process.env.BENCH_TOOLS_DIR ?? join(root, '.cache', 'bench-tools');

function installed(name) {
  return existsSync(join(BENCH_TOOLS_DIR, 'node_modules', name, 'package.json'));
}

/** Installs the missing tools (all three at once: one npm run) and answers the folder's loader. */
function prepare(names) {
  mkdirSync(BENCH_TOOLS_DIR, { recursive: true });
  const manifest = join(BENCH_TOOLS_DIR, 'package.json');
  if (!existsSync(manifest))
    writeFileSync(manifest, JSON.stringify({ name: 'content-bench-tools', private: true }, null, 2));
  // Imports resolve from the importing file: this one lives beside the tools' node_modules.
  const loader = join(BENCH_TOOLS_DIR, 'load.mjs');
  if (!existsSync(loader)) writeFileSync(loader, 'export const load = (name) => import(name);\n');
  if (names.some((name) => !installed(name))) {
    const specs = Object.entries(BENCH_TOOLS).map(([name, version]) => `${name}@${version}`);
    console.log(`Installing the benchmark tools once into ${BENCH_TOOLS_DIR} (${specs.join(', ')})…`);
    const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
    execFileSync(npm, ['install', '--no-audit', '--no-fund', '--save-exact', ...specs], {
      cwd: BENCH_TOOLS_DIR,
      stdio: 'inherit',
    });
  }
  return import(pathToFileURL(loader).href);
}

/** The module of a benchmark tool, installed on first use. */
export async function benchTool(name) {
  if (!(name in BENCH_TOOLS)) throw new Error(`not a benchmark tool: ${name}`);
  const { load } = await prepare([name]);
  return load(name);
}
