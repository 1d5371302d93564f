// Retention of the activity log: rows older than ACTIVITY_RETENTION_DAYS (default 365) are deleted by the
// `activity-purge` job, once a day at 03:30 UTC, by whichever server process claims it (one open job at a time:
// its dedupe key; the queued row is the next run, kept across restarts).
import type { FastifyBaseLogger } from 'fastify';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { activity } from '@server/db/schema';
import { ensureDailyJob } from '../jobs/job-queue';
import type { JobRunner } from '../jobs/job-runner';

export const ACTIVITY_PURGE_JOB = 'activity-purge';
export const ACTIVITY_PURGE_AT = '03:30';
export const DEFAULT_ACTIVITY_RETENTION_DAYS = 365;

const DAY_MS = 86_400_000;

/** Deletes the rows older than the retention period; answers how many. */
export async function purgeActivity(db: Db, now: Date, retentionDays: number): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionDays * DAY_MS);
  const answer = await db.execute(
    sql`with removed as (delete from ${activity} where ${lt(activity.createdAt, cutoff)} returning 1)
      select count(*)::int as n from removed`,
  );
  return Number((answer as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0);
}

export interface ActivityPurgeDeps {
  db: Db;
  log: FastifyBaseLogger;
  now: () => Date;
  retentionDays: number;
}

export function registerActivityPurge(runner: JobRunner, deps: ActivityPurgeDeps): void {
  runner.register(ACTIVITY_PURGE_JOB, {
    async run() {
      const removed = await purgeActivity(deps.db, deps.now(), deps.retentionDays);
      if (removed) deps.log.info({ removed }, 'activity older than the retention period removed');
    },
  });
}

export async function ensureActivityPurge(db: Db): Promise<void> {
  await ensureDailyJob(db, {
    kind: ACTIVITY_PURGE_JOB,
    dedupeKey: ACTIVITY_PURGE_JOB,
    at: ACTIVITY_PURGE_AT,
  });
}
