// `npm run dev`: the server in watch mode plus Vite with hot reload (Vite proxies /api/v2 and /ws).
// The address to open is Vite's: the server is told it (DEV_SERVER_URL) and prints it instead of its own.
import './check-node.mjs';
import { spawn } from 'node:child_process';
import { join } from 'node:path';

const root = join(import.meta.dirname, '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
// vite.config.ts's port; --strictPort makes Vite fail rather than move, so the printed address is true.
const vitePort = 5173;
const devUrl = `http://localhost:${vitePort}`;
const children = [
  spawn(bin('tsx'), ['watch', join(root, 'server', 'server.ts')], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DEV_SERVER_URL: devUrl },
  }),
  spawn(bin('vite'), ['--port', String(vitePort), '--strictPort'], { cwd: root, stdio: 'inherit' }),
];
const stop = () => children.forEach((c) => c.kill('SIGTERM'));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
children.forEach((c) =>
  c.on('exit', (code) => {
    stop();
    process.exitCode = code ?? 0;
  }),
);
