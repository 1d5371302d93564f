// One-off codemod: relative imports that climb two or more folders become path aliases
// (@/ → src, @generated/, @server/, @tests/, @scripts/ → their folders). Run: node scripts/codemods/alias-imports.mjs
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';

const root = resolve(import.meta.dirname, '../..');
const ALIASES = {
  src: '@/',
  generated: '@generated/',
  server: '@server/',
  tests: '@tests/',
  scripts: '@scripts/',
};
const FOLDERS = ['src', 'server', 'tests', 'e2e'];
const IMPORT =
  /(\bfrom\s+|\bimport\s*\(\s*|\bimport\s+|vi\.mock\(\s*|vi\.importActual(?:<[^>]*>)?\(\s*)(['"])(\.\.\/\.\.\/[^'"]*)\2/g;

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (/\.(ts|tsx)$/.test(name)) yield path;
  }
}

let changed = 0;
for (const folder of FOLDERS) {
  for (const file of files(join(root, folder))) {
    const source = readFileSync(file, 'utf8');
    const next = source.replace(IMPORT, (whole, lead, quote, spec) => {
      const target = relative(root, resolve(dirname(file), spec));
      const [top, ...rest] = target.split(sep);
      const alias = ALIASES[top];
      return alias ? `${lead}${quote}${alias}${rest.join('/')}${quote}` : whole;
    });
    if (next !== source) {
      writeFileSync(file, next);
      changed += 1;
    }
  }
}
console.log(`alias-imports: ${changed} files rewritten`);
