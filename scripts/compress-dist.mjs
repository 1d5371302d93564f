// Build step: writes `file.br` and `file.gz` next to every text asset in dist/ at the highest quality, once,
// so the server sends them as they are (@fastify/static `preCompressed`) instead of compressing per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const TEXT = new Set([
  '.html',
  '.js',
  '.mjs',
  '.css',
  '.svg',
  '.json',
  '.txt',
  '.xml',
  '.map',
  '.webmanifest',
]);
/** Tiny files gain nothing (the server's on-the-fly threshold is the same). */
const MIN_BYTES = 1024;

const dist = process.argv[2] ?? join(import.meta.dirname, '..', 'dist');

function* files(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else yield path;
  }
}

let count = 0;
let raw = 0;
let br = 0;
for (const path of files(dist)) {
  if (!TEXT.has(extname(path))) continue;
  const body = readFileSync(path);
  if (body.length < MIN_BYTES) continue;
  const brotli = brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  });
  writeFileSync(`${path}.br`, brotli);
  writeFileSync(`${path}.gz`, gzipSync(body, { level: 9 }));
  count += 1;
  raw += body.length;
  br += brotli.length;
}
const kb = (n) => `${(n / 1024).toFixed(0)} KB`;
console.log(
  `compressed ${count} files in ${relative(process.cwd(), dist) || '.'}: ${kb(raw)} → ${kb(br)} brotli`,
);
