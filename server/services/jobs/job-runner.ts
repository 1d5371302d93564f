// The runner of durable jobs: claims one due job at a time (`for update skip locked`, so several server
// processes never take the same job), runs the handler of its kind and records the outcome. A job whose
// process died keeps its lease until `lockedUntil`; then another runner takes it over — or, when it has
// used its attempts, records it as failed (it never runs twice by surprise). A finally failed job calls
// its handler's `failed` so the domain can tell the user.
import type { FastifyBaseLogger } from 'fastify';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { jobs } from '@server/db/schema';
import { enqueueJob, nextScheduledRun, type JobRow } from './job-queue';

export interface JobHandler {
  run(job: JobRow): Promise<void>;
  /** The job failed for good (thrown on its last attempt, or abandoned by a dead process). */
  failed?(job: JobRow, error: string): Promise<void>;
}

export interface JobRunnerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How often due jobs are looked for. Default 1000 ms. */
  pollMs?: number;
  /** How long a claimed job is held before another runner may take it over. Default 10 minutes. */
  leaseMs?: number;
  /** Pause between attempts of a job that may be retried. Default 30 s. */
  retryDelayMs?: number;
  /**
   * Tests only (TEST_JOB_HOLD_MS): a claimed job waits this long before it runs, so a test can kill the
   * process while the job is under way. Default 0 (off).
   */
  holdMs?: number;
}

export interface JobRunner {
  register(kind: string, handler: JobHandler): void;
  /** Starts polling. */
  start(): void;
  /** Looks for due work now (after something was queued). */
  wake(): void;
  /** Runs due jobs until none is left (tests, and the poll loop). */
  drain(): Promise<number>;
  /** Stops polling and waits for the job under way. */
  stop(): Promise<void>;
}

const message = (error: unknown) => (error instanceof Error ? error.message : String(error));

export function createJobRunner(options: JobRunnerOptions): JobRunner {
  const { db, log } = options;
  const pollMs = options.pollMs ?? 1000;
  const leaseMs = options.leaseMs ?? 600_000;
  const retryDelayMs = options.retryDelayMs ?? 30_000;
  const holdMs = options.holdMs ?? 0;
  const handlers = new Map<string, JobHandler>();
  let timer: NodeJS.Timeout | undefined;
  let stopped = true;
  let current: Promise<number> | undefined;

  async function claim(): Promise<JobRow | undefined> {
    const answer = await db.execute(sql`
      update ${jobs} set status = 'running', attempts = attempts + 1, started_at = now(),
        locked_until = now() + ${`${leaseMs} milliseconds`}::interval
      where id = (
        select id from ${jobs}
        where (status = 'queued' and run_at <= now()) or (status = 'running' and locked_until < now())
        order by run_at, id limit 1 for update skip locked)
      returning id`);
    const row = (answer as unknown as { rows: { id: number }[] }).rows[0];
    if (!row) return undefined;
    const [job] = await db
      .select()
      .from(jobs)
      .where(eq(jobs.id, Number(row.id)));
    return job;
  }

  async function finish(job: JobRow, outcome: 'succeeded' | 'failed', error?: string) {
    await db
      .update(jobs)
      .set({ status: outcome, finishedAt: new Date(), lockedUntil: null, lastError: error ?? null })
      .where(eq(jobs.id, job.id));
    if (job.schedule) {
      await enqueueJob(db, {
        kind: job.kind,
        payload: job.payload,
        maxAttempts: job.maxAttempts,
        schedule: job.schedule,
        ...(job.dedupeKey ? { dedupeKey: job.dedupeKey } : {}),
        runAt: nextScheduledRun(job.schedule, new Date()),
      });
    }
  }

  async function fail(job: JobRow, handler: JobHandler | undefined, error: string) {
    await finish(job, 'failed', error);
    log.error({ job: job.id, kind: job.kind, error }, 'job failed');
    try {
      await handler?.failed?.(job, error);
    } catch (hookError) {
      log.error({ err: hookError, job: job.id }, 'job failure handler failed');
    }
  }

  async function runOne(job: JobRow) {
    const handler = handlers.get(job.kind);
    if (!handler) return fail(job, undefined, `no handler for job kind ${job.kind}`);
    // Taken over from a process that died while running it on its last attempt: never run twice.
    if (job.attempts > job.maxAttempts) return fail(job, handler, 'The job was interrupted.');
    if (holdMs > 0) {
      // Logged once the claim is committed: the crash test waits for this line before it kills.
      log.warn({ job: job.id, kind: job.kind, attempt: job.attempts, holdMs }, 'job held (TEST_JOB_HOLD_MS)');
      await new Promise((resolve) => setTimeout(resolve, holdMs));
    }
    try {
      await handler.run(job);
      await finish(job, 'succeeded');
    } catch (error) {
      if (job.attempts < job.maxAttempts) {
        await db
          .update(jobs)
          .set({
            status: 'queued',
            lockedUntil: null,
            lastError: message(error),
            runAt: new Date(Date.now() + retryDelayMs),
          })
          .where(eq(jobs.id, job.id));
        return;
      }
      await fail(job, handler, message(error));
    }
  }

  async function drainNow(): Promise<number> {
    let done = 0;
    for (let job = await claim(); job; job = await claim()) {
      await runOne(job);
      done += 1;
    }
    return done;
  }

  function drain(): Promise<number> {
    // One pass at a time per process; a caller during a pass waits for it and then looks again.
    const previous = current ?? Promise.resolve(0);
    const run = previous.catch(() => 0).then(drainNow);
    const tracked: Promise<number> = run.finally(() => {
      if (current === tracked) current = undefined;
    });
    tracked.catch(() => undefined);
    current = tracked;
    return run;
  }

  function schedule(delay: number) {
    if (stopped) return;
    clearTimeout(timer);
    timer = setTimeout(() => {
      drain()
        .catch((error: unknown) => log.error({ err: error }, 'job runner pass failed'))
        .finally(() => schedule(pollMs));
    }, delay);
  }

  return {
    register(kind, handler) {
      handlers.set(kind, handler);
    },
    start() {
      stopped = false;
      schedule(0);
    },
    wake() {
      schedule(0);
    },
    drain,
    async stop() {
      stopped = true;
      clearTimeout(timer);
      await current?.catch(() => undefined);
    },
  };
}
