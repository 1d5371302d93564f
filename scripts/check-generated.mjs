// Fails when `npm run generate` would change generated/: the committed layer must match the contract.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';

const dir = join(import.meta.dirname, '..', 'generated');

function snapshot() {
  const files = new Map();
  const walk = (d) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else files.set(relative(dir, p), createHash('sha256').update(readFileSync(p)).digest('hex'));
    }
  };
  walk(dir);
  return files;
}

const before = snapshot();
execFileSync(process.execPath, [join(import.meta.dirname, 'generate.mjs')], {
  stdio: ['ignore', 'ignore', 'inherit'],
});
const after = snapshot();
const changed = [...new Set([...before.keys(), ...after.keys()])].filter(
  (f) => before.get(f) !== after.get(f),
);
if (changed.length > 0) {
  console.error(`generated/ is stale: regenerating changed ${changed.length} file(s):`);
  for (const f of changed.slice(0, 30)) console.error(`  ${f}`);
  console.error("Run 'npm run generate' and commit the result.");
  process.exit(1);
}
console.log(`generated/ matches the contract (${after.size} files).`);
