import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

// The real server for the browser journeys (build/server.mjs, as `npm start` runs it), on a data folder of its
// own. Global setup seeds one demo data folder (the template); every e2e file then starts a server on a copy,
// so no journey meets what another file left behind (a lock, a renamed story, a trashed bundle).

const root = join(import.meta.dirname, '..');
const SERVER_BUNDLE = join(root, 'build', 'server.mjs');
/** Where global setup leaves the seeded demo data folder for the workers. */
export const TEMPLATE_ENV = 'CONTENT_E2E_TEMPLATE';

export interface E2eServer {
  origin: string;
  /** Its data folder: embedded database, uploads, the mail outbox. */
  dataDir: string;
  /** Stops it and removes its data folder (or, with `keepDataIn`, moves the folder there first). */
  stop: (options?: { keepDataIn?: string }) => Promise<void>;
}

async function waitUntilServing(origin: string, child: ChildProcess): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the e2e server on ${origin} exited (${child.exitCode})`);
    const ok = await fetch(`${origin}/api/v2/health`).then(
      (answer) => answer.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the e2e server on ${origin} did not answer within 120 s`);
}

/**
 * Starts the server on `port` with a copy of `template` (or, without one, an empty folder that the server
 * seeds with the demo data). Its JSON log lines (warnings and errors) go to this process's output.
 */
export async function startE2eServer(port: number, template?: string): Promise<E2eServer> {
  const dataDir = mkdtempSync(join(tmpdir(), `content-e2e-${port}-`));
  if (template) cpSync(template, dataDir, { recursive: true });
  else mkdirSync(dataDir, { recursive: true });
  const origin = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--enable-source-maps', SERVER_BUNDLE], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: {
      LOG_LEVEL: 'warn',
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      SEED: 'demo',
    },
  });
  child.stdout?.setEncoding('utf8');
  child.stdout?.on('data', (text: string) => {
    for (const line of text.split('\n')) if (line.startsWith('{')) console.log(`[server ${port}] ${line}`);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // A worker that ends without its fixtures' teardown (killed, crashed) takes its server with it.
  const killOnExit = () => child.kill('SIGKILL');
  process.once('exit', killOnExit);
  void exited.then(() => process.off('exit', killOnExit));
  const stop = async (options?: { keepDataIn?: string }) => {
    if (child.exitCode === null) child.kill('SIGTERM');
    await exited;
    if (options?.keepDataIn) cpSync(dataDir, options.keepDataIn, { recursive: true });
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await waitUntilServing(origin, child);
  } catch (error) {
    await stop();
    throw error;
  }
  return { origin, dataDir, stop };
}
