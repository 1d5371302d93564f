// A real crash (issue 7, finding 5): the server process is killed with SIGKILL while an export it answered
// 204 is under way; a second server on the same data folder (and database) takes the job over once its
// lease has run out, and the mail with the export arrives in the outbox.
import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { openDatabase, pgliteDir } from '@server/db/client';
import { jobs } from '@server/db/schema';
import { LOCK_FILE, readLockHolder } from '@server/services/data-dir-lock';
import { EXPORT_JOB } from '@server/services/export-jobs';
import { bearer, createTestDatabase } from './helper';
import { migratedDataDir } from './template';

const root = join(import.meta.dirname, '..', '..');
const ADMIN = { email: 'crash.admin@example.com', password: 'crash-admin-pass' };
// Its database migrated already (the migrated template): the crash and restart are the subject, not initdb.
const dataDir = migratedDataDir('content-export-crash-');
const database = await createTestDatabase();
const databaseUrl = database.options.databaseUrl;
const outbox = join(dataDir, 'outbox');

interface Server {
  child: ChildProcessWithoutNullStreams;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}
const servers: Server[] = [];

afterAll(async () => {
  // Whatever failed: no server outlives the test.
  for (const server of servers) {
    if (server.child.exitCode === null && server.child.signalCode === null) server.child.kill('SIGKILL');
    await server.exited;
  }
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
});

/** The real server, one process (tsx as a loader, so the pid is the server's and SIGKILL hits it). */
function startServer(env: Record<string, string>): Server {
  const child = spawn(process.execPath, ['--import', 'tsx', join(root, 'server', 'server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'none',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      LOG_LEVEL: 'warn',
      ...env,
    },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal })),
  );
  const server = { child, output: () => output, exited };
  servers.push(server);
  return server;
}

/** Polls `check` until it gives a value; fails with the server's output after `ms` (starts are slow under load). */
async function waitFor<T>(server: Server, what: string, check: () => T | undefined, ms = 90_000) {
  const until = Date.now() + ms;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (server.child.exitCode !== null || Date.now() > until) {
      throw new Error(`no ${what}; server output:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const addressOf = (server: Server) =>
  waitFor(server, 'start', () => /Content is running at (http:\/\/\S+)/.exec(server.output())?.[1]);

const mails = () => {
  try {
    return readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};

it('mails an export whose server was killed while making it, after the restart', async () => {
  // The first server holds every job it claims (far longer than the test) and leases it for 1 s only.
  const first = startServer({ TEST_JOB_HOLD_MS: '600000', JOB_LEASE_SECONDS: '1' });
  const base = await addressOf(first);
  const login = await fetch(`${base}/api/v2/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ADMIN),
  });
  expect(login.status).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const accepted = await fetch(`${base}/api/v2/bundles/export`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...bearer(token) },
    body: JSON.stringify({ mode: 'all', format: 'csv' }),
  });
  expect(accepted.status).toBe(204);

  // The export job is claimed (row `running`, attempt 1) and held: kill the process now.
  await waitFor(first, 'held export job', () =>
    /"kind":"export","attempt":1.*job held/.test(first.output()) ? true : undefined,
  );
  expect(mails()).toHaveLength(0);
  first.child.kill('SIGKILL');
  expect(await first.exited).toEqual({ code: null, signal: 'SIGKILL' });
  // On PGlite the dead process's lock is left behind; it must not block the restart.
  if (!databaseUrl) {
    expect(readLockHolder(join(dataDir, LOCK_FILE))?.pid).toBe(first.child.pid);
  }

  const second = startServer({});
  await addressOf(second);
  const [mail] = await waitFor(second, 'export mail', () => (mails().length ? mails() : undefined));
  const eml = readFileSync(join(outbox, mail!), 'utf8');
  expect(eml).toContain(`To: ${ADMIN.email}`);
  expect(eml).toMatch(/filename=bundles-export-\d{8}-\d{4}\.csv/);
  expect(mails()).toHaveLength(1);

  // Stopped cleanly, the second server leaves the database to read the job row: run by both processes.
  second.child.kill('SIGTERM');
  expect((await second.exited).code).toBe(0);
  const opened = await openDatabase(
    databaseUrl ? { kind: 'postgres', url: databaseUrl } : { kind: 'pglite', dir: pgliteDir(dataDir) },
  );
  try {
    const rows = await opened.db.select().from(jobs).where(eq(jobs.kind, EXPORT_JOB));
    expect(rows.map(({ status, attempts }) => ({ status, attempts }))).toEqual([
      { status: 'succeeded', attempts: 2 },
    ]);
  } finally {
    await opened.close();
  }
}, 180_000);
