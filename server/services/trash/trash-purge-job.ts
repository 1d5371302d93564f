// The job that empties the trash of what has been there longer than the retention period (TRASH_RETENTION_DAYS,
// default 30): one open `trash-purge` job at a time (dedupe key), run every hour by whichever server process
// claims it; it queues its next run itself.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import type { DomainEvents } from '../domain-events';
import type { FileStore } from '../file-store';
import { enqueueJob, nextScheduledRun } from '../jobs/job-queue';
import type { JobRunner } from '../jobs/job-runner';
import { purgeExpired } from './trash';

export const TRASH_PURGE_JOB = 'trash-purge';
export const TRASH_PURGE_SCHEDULE = 'every 3600 seconds';

export interface TrashPurgeDeps {
  db: Db;
  files: FileStore;
  log: FastifyBaseLogger;
  events: DomainEvents;
  now: () => Date;
  retentionDays: number;
}

export function registerTrashPurge(runner: JobRunner, deps: TrashPurgeDeps): void {
  runner.register(TRASH_PURGE_JOB, {
    async run() {
      const purged = await purgeExpired(deps.db, deps.files, {
        now: deps.now(),
        retentionDays: deps.retentionDays,
        events: deps.events,
      });
      if (purged) deps.log.info({ purged }, 'trash: expired items purged');
    },
  });
}

/** Queues the purge unless one is open (kept across restarts: the queued row is the next run). */
export async function ensureTrashPurge(db: Db): Promise<void> {
  await enqueueJob(db, {
    kind: TRASH_PURGE_JOB,
    dedupeKey: TRASH_PURGE_JOB,
    schedule: TRASH_PURGE_SCHEDULE,
    runAt: nextScheduledRun(TRASH_PURGE_SCHEDULE, new Date()),
  });
}
