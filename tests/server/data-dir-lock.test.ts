// One writer per data folder (issue 7 §1): the lock itself, a stale lock, and two real server processes.
// A lock is held by a pid *and* its start (issue 26 §1): a restart that gets the crashed holder's pid again,
// or a lock naming an unrelated process that runs, never blocks.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  acquireDataDirLock,
  DataDirLockedError,
  LOCK_FILE,
  processStartId,
  readLockHolder,
} from '@server/services/data-dir-lock';
import { migratedDataDir } from './template';

const root = join(import.meta.dirname, '..', '..');
const dirs: string[] = [];
const tempDir = () => {
  const dir = mkdtempSync(join(tmpdir(), 'content-lock-'));
  dirs.push(dir);
  return dir;
};
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A pid that surely does not run: a child that has already exited. */
async function deadPid(): Promise<number> {
  const child = spawn(process.execPath, ['-e', '0']);
  await new Promise((resolve) => child.on('exit', resolve));
  return child.pid!;
}

describe('acquireDataDirLock', () => {
  it('writes the pid and refuses a second lock with the message', () => {
    const dir = tempDir();
    const lock = acquireDataDirLock(dir);
    expect(readLockHolder(join(dir, LOCK_FILE))).toEqual({
      pid: process.pid,
      startId: processStartId(process.pid),
    });
    expect(processStartId(process.pid)).toBeTruthy();
    expect(() => acquireDataDirLock(dir)).toThrow(DataDirLockedError);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `${dir} is already used by process ${process.pid}; stop it or set DATA_DIR`,
    );
    lock.release();
    expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    acquireDataDirLock(dir).release();
  });

  it('takes over a stale lock whose process is gone', async () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), `${await deadPid()}\n`);
    const lock = acquireDataDirLock(dir);
    expect(readLockHolder(join(dir, LOCK_FILE))?.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over a lock naming its own pid from an earlier start (kill -9, restarted as the same pid)', () => {
    const dir = tempDir();
    // What a crashed run with this pid left: same pid, another start.
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\nlinux:00000000-dead-beef:1\n`);
    const lock = acquireDataDirLock(dir);
    expect(readLockHolder(join(dir, LOCK_FILE))).toEqual({
      pid: process.pid,
      startId: processStartId(process.pid),
    });
    lock.release();
    // The pid-only lock of an older version naming this pid: this process cannot be its holder.
    writeFileSync(join(dir, LOCK_FILE), `${process.pid}\n`);
    acquireDataDirLock(dir).release();
  });

  it('takes over a lock naming an unrelated live process that started after the crash', async () => {
    const dir = tempDir();
    const other = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    try {
      await new Promise((resolve) => other.on('spawn', resolve));
      expect(processStartId(other.pid!)).toBeTruthy();
      writeFileSync(join(dir, LOCK_FILE), `${other.pid}\nlinux:00000000-dead-beef:1\n`);
      acquireDataDirLock(dir).release();
      // Pid-only (older version), written before that process started.
      writeFileSync(join(dir, LOCK_FILE), `${other.pid}\n`);
      const past = new Date(Date.now() - 3_600_000);
      utimesSync(join(dir, LOCK_FILE), past, past);
      acquireDataDirLock(dir).release();
      expect(existsSync(join(dir, LOCK_FILE))).toBe(false);
    } finally {
      other.kill('SIGKILL');
    }
  });

  it('a live holder refuses until it is killed with SIGKILL; then the folder is free', async () => {
    const dir = tempDir();
    const holder = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 60000)'], { stdio: 'ignore' });
    await new Promise((resolve) => holder.on('spawn', resolve));
    // The lock as that process would have written it (its own pid and start).
    acquireDataDirLock(dir, holder.pid);
    expect(() => acquireDataDirLock(dir)).toThrow(
      `${dir} is already used by process ${holder.pid}; stop it or set DATA_DIR`,
    );
    const exited = new Promise((resolve) => holder.on('exit', resolve));
    holder.kill('SIGKILL');
    await exited;
    expect(readLockHolder(join(dir, LOCK_FILE))?.pid).toBe(holder.pid); // left behind by the crash
    const lock = acquireDataDirLock(dir);
    expect(readLockHolder(join(dir, LOCK_FILE))?.pid).toBe(process.pid);
    lock.release();
  });

  it('takes over an unreadable lock file', () => {
    const dir = tempDir();
    writeFileSync(join(dir, LOCK_FILE), 'garbage');
    acquireDataDirLock(dir).release();
  });
});

interface Run {
  code: number | null;
  output: string;
}

/** The real server; it listens on a free port (the second one stops before it listens). */
function startServer(dataDir: string, until?: RegExp) {
  const child = spawn(join(root, 'node_modules', '.bin', 'tsx'), [join(root, 'server', 'server.ts')], {
    cwd: root,
    env: {
      ...process.env,
      DATA_DIR: dataDir,
      PORT: '0',
      HOST: '127.0.0.1',
      SEED: 'none',
      LOG_LEVEL: 'warn',
    },
  });
  let output = '';
  const seen = new Promise<void>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (until?.test(output)) resolve();
    };
    child.stdout.on('data', onData);
    child.stderr.on('data', onData);
    child.on('exit', () => reject(new Error(`server exited early:\n${output}`)));
  });
  seen.catch(() => {}); // awaited only when `until` is given
  const exited = new Promise<Run>((resolve) => child.on('exit', (code) => resolve({ code, output })));
  return { child, seen, exited };
}

describe('two server processes on one DATA_DIR', () => {
  it('the second exits at once with the message; the first keeps running', async () => {
    // Its database migrated already (the migrated template): the lock is the subject, not initdb.
    const dataDir = migratedDataDir('content-lock-');
    dirs.push(dataDir);
    const first = startServer(dataDir, /Content is running/);
    try {
      await first.seen;
      const second = startServer(dataDir);
      const run = await second.exited;
      expect(run.code).not.toBe(0);
      // tsx runs the server in a child process: the lock names that pid, which runs.
      const holder = readLockHolder(join(dataDir, LOCK_FILE))?.pid;
      expect(run.output).toContain(
        `${dataDir} is already used by process ${holder}; stop it or set DATA_DIR`,
      );
      expect(run.output).not.toMatch(/\bat /); // one line, no stack trace
      expect(first.child.exitCode).toBeNull();
    } finally {
      first.child.kill('SIGTERM');
      await first.exited;
    }
    // A clean stop releases the folder.
    expect(existsSync(join(dataDir, LOCK_FILE))).toBe(false);
  }, 180_000);
});
