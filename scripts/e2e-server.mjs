// Starts the real server for the browser tests on a fresh, throw-away data folder (embedded database,
// demo seed, outbox): E2E_DATA_DIR (emptied first) or a new temporary folder. Removed when the server stops.
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const dataDir = process.env.E2E_DATA_DIR ?? mkdtempSync(join(tmpdir(), 'content-e2e-'));
rmSync(dataDir, { recursive: true, force: true });
mkdirSync(dataDir, { recursive: true });
console.log(`e2e data folder: ${dataDir}`);
const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'server.ts')], {
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
