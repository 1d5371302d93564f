// One writer per data folder: two processes on one embedded database corrupt it (issue 7 §1). The first
// process creates `{dir}/.lock` atomically (O_EXCL) with its pid and the identity of its start (issue 26 §1):
// on Linux the boot id and the process's start time from /proc (the `postmaster.pid` check of PostgreSQL),
// elsewhere what `ps` tells of the start. A lock is held only while a process with that pid *and* that start
// runs, so a crashed holder never blocks a restart, whatever pid the restart gets (pid 1 in a container, a
// fixed boot order, pid reuse), and a live holder always refuses a second process.
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

export const LOCK_FILE = '.lock';

export class DataDirLockedError extends Error {
  constructor(
    readonly dir: string,
    readonly pid: number,
  ) {
    super(`${dir} is already used by process ${pid}; stop it or set DATA_DIR`);
    this.name = 'DataDirLockedError';
  }
}

export interface DataDirLock {
  path: string;
  release(): void;
}

/** Whether a process with this id runs (EPERM: it runs under another user). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readText(path: string): string | undefined {
  try {
    return readFileSync(path, 'utf8');
  } catch {
    return undefined;
  }
}

/** Start time of a process in clock ticks after boot (/proc/<pid>/stat, field 22), Linux only. */
function linuxStartTicks(pid: number): string | undefined {
  const stat = readText(`/proc/${pid}/stat`);
  if (!stat) return undefined;
  // The command name (field 2) may hold spaces and parentheses: count the fields after its last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return fields[19]; // field 22 of the whole line; fields[0] is field 3
}

/**
 * What tells this run of a process from any other run with the same pid: `linux:<boot id>:<start ticks>`,
 * else `ps:<start time>`; undefined when the process does not run or nothing can tell.
 */
export function processStartId(pid: number): string | undefined {
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  if (process.platform === 'linux') {
    const boot = readText('/proc/sys/kernel/random/boot_id')?.trim();
    const ticks = linuxStartTicks(pid);
    if (boot && ticks) return `linux:${boot}:${ticks}`;
    if (!isAlive(pid)) return undefined;
  }
  try {
    const started = execFileSync('ps', ['-o', 'lstart=', '-p', String(pid)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
    return started ? `ps:${started.replace(/\s+/g, ' ')}` : undefined;
  } catch {
    return undefined; // ps exits 1 for a pid that does not run
  }
}

export interface LockHolder {
  pid: number;
  /** Identity of the holder's start; missing in a lock written before issue 26 (pid only). */
  startId?: string;
}

/** `<pid>\n<start id>\n`; the first line alone in older locks. */
export function parseLock(text: string): LockHolder | undefined {
  const [first, second] = text.split('\n');
  const pid = Number(first?.trim());
  if (!Number.isInteger(pid) || pid <= 0) return undefined;
  const startId = second?.trim();
  return startId ? { pid, startId } : { pid };
}

/** The holder named in a lock file, or undefined when it is gone or unreadable. */
export function readLockHolder(path: string): LockHolder | undefined {
  const text = readText(path);
  return text === undefined ? undefined : parseLock(text);
}

/**
 * Whether the holder named in the lock still runs. With a start id: the pid must run and have started then.
 * An older pid-only lock: the pid must run, not be us, and have started before the lock was written.
 */
export function holderRuns(holder: LockHolder, lockPath: string, self = process.pid): boolean {
  if (holder.startId !== undefined) return processStartId(holder.pid) === holder.startId;
  if (holder.pid === self || !isAlive(holder.pid)) return false;
  const startedAt = processStartedAtMs(holder.pid);
  if (startedAt === undefined) return true; // cannot tell: the safe side
  try {
    return startedAt <= statSync(lockPath).mtimeMs + 1000;
  } catch {
    return false;
  }
}

/** Wall-clock start of a process (Linux), for the pid-only locks of older versions. */
function processStartedAtMs(pid: number): number | undefined {
  if (process.platform !== 'linux') return undefined;
  const btime = /^btime (\d+)$/m.exec(readText('/proc/stat') ?? '')?.[1];
  const ticks = linuxStartTicks(pid);
  if (!btime || !ticks) return undefined;
  return Number(btime) * 1000 + (Number(ticks) * 1000) / 100; // USER_HZ is 100 on Linux
}

export function acquireDataDirLock(dir: string, pid = process.pid): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  const startId = processStartId(pid);
  const content = startId ? `${pid}\n${startId}\n` : `${pid}\n`;
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(path, content, { flag: 'wx' });
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          // Only our own lock: never remove one another process took over meanwhile.
          if (readText(path) === content) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readLockHolder(path);
    if (holder && holderRuns(holder, path, pid)) throw new DataDirLockedError(dir, holder.pid);
    // Stale (or unreadable): move it aside under a unique name — of two processes doing this at once only
    // one rename succeeds — and try the exclusive create again.
    try {
      renameSync(path, `${path}.stale-${pid}-${attempt}`);
      rmSync(`${path}.stale-${pid}-${attempt}`, { force: true });
    } catch {
      // another process moved it first
    }
  }
  throw new Error(`could not lock ${dir}`);
}
