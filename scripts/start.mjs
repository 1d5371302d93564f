// `npm start`: build what is missing or older than its sources — the back office (vite build, the sign-in
// shell pre-rendered, compression) and the compiled server (build/server.mjs) — then run the compiled server.
import './check-node.mjs';
import { execFileSync, spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { ensureServerBuilt, SERVER_BUNDLE } from './build-server.mjs';

const root = join(import.meta.dirname, '..');
const built = join(root, 'dist', 'index.html');

function newestMtime(path) {
  const s = statSync(path);
  if (!s.isDirectory()) return s.mtimeMs;
  return Math.max(0, ...readdirSync(path).map((n) => newestMtime(join(path, n))));
}

const run = (command, args) => execFileSync(command, args, { cwd: root, stdio: 'inherit' });

const sources = ['src', 'generated', 'index.html', 'public', 'preview-sdk']
  .map((p) => join(root, p))
  .filter(existsSync);
if (!existsSync(built) || Math.max(...sources.map(newestMtime)) > statSync(built).mtimeMs) {
  console.log('Building the back office…');
  run(join(root, 'node_modules', '.bin', 'vite'), ['build', '--logLevel', 'warn']);
  run(process.execPath, [join(root, 'scripts', 'prerender.mjs')]);
  run(process.execPath, [join(root, 'scripts', 'build-preview.mjs')]);
  run(process.execPath, [join(root, 'scripts', 'compress-dist.mjs')]);
}
await ensureServerBuilt();

// glibc gives each thread that allocates its own malloc arena and keeps what image resizes (sharp, in
// libuv's threads) freed: two arenas keep the peak under parallel 49-megapixel resizes ~160 MiB lower
// (docs/operations.md). An operator's own MALLOC_ARENA_MAX wins; musl and macOS ignore it.
const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  env: { MALLOC_ARENA_MAX: '2', ...process.env },
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => process.exit(code ?? 0));
