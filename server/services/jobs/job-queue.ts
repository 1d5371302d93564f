// Queuing durable jobs (the `jobs` table). A job with a dedupe key is queued only when no open (queued or
// running) job has that key; the open one is answered instead, so double clicks and restarts never
// queue the same work twice.
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { jobs } from '@server/db/schema';

export type JobRow = typeof jobs.$inferSelect;

export interface JobInput {
  kind: string;
  payload?: Record<string, unknown>;
  /** Default: now. */
  runAt?: Date;
  dedupeKey?: string;
  /** Runs before the job is recorded as failed. Default 1 (run once). */
  maxAttempts?: number;
  /** `daily HH:MM` (UTC) or `every N seconds`: queue the next run when this one finishes. */
  schedule?: string;
}

const DAILY = /^daily (\d{2}):(\d{2})$/;
const EVERY = /^every (\d+) seconds$/;

/** The next time after `after` of a `daily HH:MM` (UTC) or `every N seconds` schedule. */
export function nextScheduledRun(schedule: string, after: Date): Date {
  const every = EVERY.exec(schedule);
  if (every) return new Date(after.getTime() + Number(every[1]) * 1000);
  const match = DAILY.exec(schedule);
  if (!match) throw new Error(`unknown schedule: ${schedule}`);
  const next = new Date(after);
  next.setUTCHours(Number(match[1]), Number(match[2]), 0, 0);
  if (next <= after) next.setUTCDate(next.getUTCDate() + 1);
  return next;
}

export async function enqueueJob(db: Db, input: JobInput): Promise<{ job: JobRow; created: boolean }> {
  const [created] = await db
    .insert(jobs)
    .values({
      kind: input.kind,
      payload: input.payload ?? {},
      runAt: input.runAt ?? new Date(),
      dedupeKey: input.dedupeKey ?? null,
      maxAttempts: input.maxAttempts ?? 1,
      schedule: input.schedule ?? null,
    })
    .onConflictDoNothing()
    .returning();
  if (created) return { job: created, created: true };
  const [open] = await db
    .select()
    .from(jobs)
    .where(and(eq(jobs.dedupeKey, input.dedupeKey!), inArray(jobs.status, ['queued', 'running'])));
  if (!open) throw new Error(`job ${input.dedupeKey} could not be queued`);
  return { job: open, created: false };
}

/** Makes sure a daily job exists (the "next run" row): queued for the next time unless one is open. */
export async function ensureDailyJob(
  db: Db,
  input: Omit<JobInput, 'runAt' | 'schedule' | 'dedupeKey'> & { dedupeKey: string; at: string },
  now = new Date(),
): Promise<JobRow> {
  const schedule = `daily ${input.at}`;
  const { job } = await enqueueJob(db, {
    ...input,
    schedule,
    runAt: nextScheduledRun(schedule, now),
  });
  return job;
}
