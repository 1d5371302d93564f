// Issue 7 §7: the admin command creates accounts, resets passwords (signing the account out) and lists
// accounts, on the database the server uses.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { AdminError, runAdminCommand } from '@server/admin/commands';
import { acquireDataDirLock } from '@server/services/data-dir-lock';
import { bearer, build, createTestDatabase, DEMO_LOGIN, setupApp, signIn } from './helper';
import { migratedDataDir } from './template';

// Building and seeding the app outlasts the default hook timeout on a busy machine.
vi.setConfig({ hookTimeout: 180_000 });
const t = setupApp({ login: false });

async function admin(...argv: string[]) {
  const lines: string[] = [];
  await runAdminCommand(
    { db: t.app.db, passwords: t.app.passwords, print: (line) => lines.push(line) },
    argv,
  );
  return lines;
}

describe('admin commands', () => {
  it('create-user makes an account that can sign in', async () => {
    const out = await admin(
      'create-user',
      'New.Person@Example.com',
      'New',
      'Person',
      '--password',
      'a-long-secret',
    );
    expect(out[0]).toMatch(/^Created user \d+: new.person@example.com \(New Person\)$/);
    await signIn(t.app, { email: 'new.person@example.com', password: 'a-long-secret' });
  });

  it('create-user generates and prints a password when none is given', async () => {
    const out = await admin('create-user', 'gen@example.com', 'Gen');
    const password = out[1]?.replace('Password: ', '') ?? '';
    expect(password.length).toBeGreaterThanOrEqual(12);
    await signIn(t.app, { email: 'gen@example.com', password });
  });

  it('create-user refuses a taken or malformed e-mail and a short password', async () => {
    await expect(admin('create-user', DEMO_LOGIN.email, 'Again')).rejects.toThrow(/exists already/);
    await expect(admin('create-user', 'not-an-email', 'X')).rejects.toThrow(AdminError);
    await expect(admin('create-user', 'short@example.com', 'X', '--password', 'short')).rejects.toThrow(
      /at least 8/,
    );
  });

  it('reset-password sets a new password and signs the account out', async () => {
    const token = await signIn(t.app);
    await admin('reset-password', DEMO_LOGIN.email, '--password', 'brand-new-pass');
    const me = await t.app.inject({ method: 'GET', url: '/api/v2/auth/me', headers: bearer(token) });
    expect(me.statusCode).toBe(401);
    await expect(signIn(t.app)).rejects.toThrow(/401/);
    await signIn(t.app, { email: DEMO_LOGIN.email, password: 'brand-new-pass' });
    await expect(admin('reset-password', 'nobody@example.com')).rejects.toThrow(/No account/);
  });

  it('list-users lists every account', async () => {
    const out = await admin('list-users');
    expect(out[0]).toBe('id\ttenant\te-mail\tname');
    expect(out.some((line) => line.includes('\tnew.person@example.com\tNew Person'))).toBe(true);
  });

  it('unknown commands print the usage', async () => {
    await expect(admin('drop-everything')).rejects.toThrow(/Usage: npm run admin/);
  });
});

describe('npm run admin (the script) uses DATA_DIR', () => {
  it('creates a user in the embedded database and lists it', { timeout: 180_000 }, () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'content-admin-'));
    const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' };
    try {
      const noTenant = spawnSync(tsx, ['scripts/admin.ts', 'create-user', 'a@example.com', 'A'], {
        env,
        encoding: 'utf8',
      });
      expect(noTenant.status).toBe(1);
      expect(noTenant.stderr).toMatch(/no tenant yet/);
      const list = spawnSync(tsx, ['scripts/admin.ts', 'list-users'], { env, encoding: 'utf8' });
      expect(list.stderr).toBe('');
      expect(list.stdout.trim()).toBe('No accounts.');
      expect(list.status).toBe(0);
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

// Issue 26 §2: the command never reports a change that a running server then loses.
describe('npm run admin beside a running server', () => {
  const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

  it('refuses on the embedded database while a server holds the folder', { timeout: 180_000 }, () => {
    // Its database migrated already (the migrated template; the test above starts from an empty folder).
    const dataDir = migratedDataDir('content-admin-');
    const env = { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', REDIS_URL: '' };
    // This process stands in for the server: it holds the folder's lock as a server does.
    const lock = acquireDataDirLock(dataDir);
    try {
      const refused = spawnSync(tsx, ['scripts/admin.ts', 'reset-password', DEMO_LOGIN.email], {
        env,
        encoding: 'utf8',
      });
      expect(refused.status).toBe(1);
      expect(refused.stdout).toBe('');
      expect(refused.stderr.trim()).toBe(
        `A server (process ${process.pid}) is running on ${dataDir}: its embedded database has one writer, ` +
          'so this command was not run (its change would be lost). Stop the server, run the command, then ' +
          'start the server again. On PostgreSQL (DATABASE_URL) admin commands work beside running servers.',
      );
      lock.release();
      const list = spawnSync(tsx, ['scripts/admin.ts', 'list-users'], { env, encoding: 'utf8' });
      expect(list.status).toBe(0);
      expect(list.stdout.trim()).toBe('No accounts.');
    } finally {
      lock.release();
      rmSync(dataDir, { recursive: true, force: true });
    }
  });

  const databaseUrl = process.env.TEST_DATABASE_URL;
  const redisUrl = process.env.TEST_REDIS_URL;
  it.skipIf(!databaseUrl || !redisUrl)(
    'on PostgreSQL resets beside the server, whose cached sessions of the account end at once',
    { timeout: 180_000 },
    async () => {
      const database = await createTestDatabase();
      // Sessions cached for a minute: only the command's message over Redis can end them sooner.
      const app = await build({ ...database.options, redisUrl, sessionCacheTtlMs: 60_000 });
      try {
        const token = await signIn(app);
        const me = () => app.inject({ method: 'GET', url: '/api/v2/auth/me', headers: bearer(token) });
        expect((await me()).statusCode).toBe(200);
        const run = spawnSync(
          tsx,
          ['scripts/admin.ts', 'reset-password', DEMO_LOGIN.email, '--password', 'after-the-breach'],
          {
            env: { ...process.env, DATABASE_URL: database.options.databaseUrl, REDIS_URL: redisUrl },
            encoding: 'utf8',
          },
        );
        expect(run.stderr).toBe('');
        expect(run.status).toBe(0);
        const until = Date.now() + 5000;
        while ((await me()).statusCode !== 401 && Date.now() < until) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect((await me()).statusCode).toBe(401);
        await expect(signIn(app)).rejects.toThrow(/401/);
        await signIn(app, { email: DEMO_LOGIN.email, password: 'after-the-breach' });
      } finally {
        await app.close();
        await database.drop();
      }
    },
  );
});
