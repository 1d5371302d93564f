// One writer per data folder: two processes on one embedded database corrupt it (issue 7 §1). The first
// process creates `{dir}/.lock` with its pid atomically (O_EXCL); a second one fails at once. A lock whose
// pid no longer runs (kill -9, power loss) is stale and taken over, so a crash never blocks a restart.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
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

function readPid(path: string): number | undefined {
  try {
    return Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
  } catch {
    return undefined; // gone meanwhile: the next try creates it
  }
}

export function acquireDataDirLock(dir: string, pid = process.pid): DataDirLock {
  mkdirSync(dir, { recursive: true });
  const path = join(dir, LOCK_FILE);
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      writeFileSync(path, `${pid}\n`, { flag: 'wx' });
      let released = false;
      return {
        path,
        release() {
          if (released) return;
          released = true;
          // Only our own lock: never remove one another process took over meanwhile.
          if (readPid(path) === pid) rmSync(path, { force: true });
        },
      };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    }
    const holder = readPid(path);
    if (holder !== undefined && Number.isInteger(holder) && isAlive(holder)) {
      throw new DataDirLockedError(dir, holder);
    }
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
