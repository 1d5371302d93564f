// Starts the real server for the browser tests on a fresh, throw-away data folder (embedded database,
// demo seed, outbox): E2E_DATA_DIR (emptied first) or a new temporary folder. Removed when the server stops.
// It runs the compiled server (build/server.mjs, rebuilt here when older than its sources), as `npm start` does.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ensureServerBuilt, SERVER_BUNDLE } from './build-server.mjs';

const root = join(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'content-e2e-'));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
console.log(`e2e data folder: ${dataDir}`);
await ensureServerBuilt();
const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
  cwd: root,
  stdio: 'inherit',
  env: { LOG_LEVEL: 'warn', ...process.env, DATA_DIR: dataDir, HOST: '127.0.0.1', SEED: 'demo' },
});
const cleanUp = () => rmSync(dataDir, { recursive: true, force: true });
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => child.kill(signal));
child.on('exit', (code) => {
  cleanUp();
  process.exit(code ?? 0);
});
