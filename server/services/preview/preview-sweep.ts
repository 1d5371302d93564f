// The job that deletes expired preview sessions: one open `preview-sweep` job at a time (dedupe key), run
// every 10 minutes by the job runner of whichever server process claims it; it queues its next run itself.
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '@server/db/client';
import { enqueueJob, nextScheduledRun } from '../jobs/job-queue';
import type { JobRunner } from '../jobs/job-runner';
import { sweepPreviewSessions } from './preview-sessions';

export const PREVIEW_SWEEP_JOB = 'preview-sweep';
export const PREVIEW_SWEEP_SCHEDULE = 'every 600 seconds';

export interface PreviewSweepDeps {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
}

export function registerPreviewSweep(runner: JobRunner, deps: PreviewSweepDeps): void {
  runner.register(PREVIEW_SWEEP_JOB, {
    async run() {
      const removed = await sweepPreviewSessions(deps.db, deps.now());
      if (removed) deps.log.info({ removed }, 'expired preview sessions removed');
    },
  });
}

/** Queues the sweep unless one is open (kept across restarts: the queued row is the next run). */
export async function ensurePreviewSweep(db: Db): Promise<void> {
  await enqueueJob(db, {
    kind: PREVIEW_SWEEP_JOB,
    dedupeKey: PREVIEW_SWEEP_JOB,
    schedule: PREVIEW_SWEEP_SCHEDULE,
    runAt: nextScheduledRun(PREVIEW_SWEEP_SCHEDULE, new Date()),
  });
}
