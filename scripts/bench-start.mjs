// `npm run bench:start`: time from `npm start` to the first answer, twice on one fresh data folder: first
// start (the server bundle rebuilt, the SPA too when stale; empty database migrated and seeded) and warm start.
// `--tsx` times the source run through the TypeScript loader instead, for comparison. PORT (default 3450).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const port = Number(process.env.PORT ?? 3450);
const tsx = process.argv.includes('--tsx');
const dataDir = mkdtempSync(join(tmpdir(), 'content-bench-start-'));

async function timeToFirstAnswer(label) {
  const started = performance.now();
  const [command, args] = tsx
    ? [join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'server.ts')]]
    : [process.execPath, [join(root, 'scripts', 'start.mjs')]];
  const child = spawn(command, args, {
    cwd: root,
    stdio: 'ignore',
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
      const answer = await fetch(`http://127.0.0.1:${port}/api/v2/tenants/current`).catch(() => null);
      if (answer) break;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    const ms = performance.now() - started;
    console.log(`${label.padEnd(34)} ${(ms / 1000).toFixed(2)} s`);
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

try {
  if (!tsx) rmSync(join(root, 'build'), { recursive: true, force: true });
  await timeToFirstAnswer(tsx ? 'tsx, empty database (seeds)' : 'first start (builds what is stale, seeds)');
  await timeToFirstAnswer(tsx ? 'tsx, warm' : 'warm start');
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
