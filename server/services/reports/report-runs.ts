// Runs of reports: queued on demand (one open run per report) or by the daily schedule, computed by the
// job runner, stored as a CSV under the data folder with the chart rows kept in the database. A failed run
// is recorded as failed; the last successful run stays the one served. The user who started a run is
// notified when it finishes.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { ReportRun } from '@generated/model';
import type { Db } from '@server/db/client';
import { reportRuns, tenants } from '@server/db/schema';
import type { ReportDefinition } from '@server/content-model/reports/report-definition';
import { toCsv } from '../export-file';
import { ensureDailyJob, enqueueJob } from '../jobs/job-queue';
import type { JobRunner } from '../jobs/job-runner';
import { createNotification, type NotificationInput } from '../notification-store';

export type ReportRunRow = typeof reportRuns.$inferSelect;

/** Job kinds of this module. */
export const REPORT_RUN_JOB = 'report-run';
export const REPORT_SCHEDULE_JOB = 'report-schedule';
/** The daily run (UTC), before editors start their day in Europe. */
export const REPORT_DAILY_AT = '05:00';

export const REPORT_READY_TITLE = 'Your report is ready';
export const REPORT_FAILED_TITLE = 'Your report failed';

export interface ReportDeps {
  db: Db;
  dataDir: string;
  log: FastifyBaseLogger;
  definitions: readonly ReportDefinition[];
  /** Writes and delivers a notification (socket, e-mail); default: the row only. */
  notify?: (input: NotificationInput) => Promise<unknown>;
}

export const downloadLinkOf = (run: Pick<ReportRunRow, 'id' | 'reportId'>) =>
  `/api/v2/reports/${run.reportId}/runs/${run.id}/download`;

const iso = (date: Date | null) => (date ? date.toISOString() : null);

export const toReportRun = (row: ReportRunRow): ReportRun => ({
  id: row.id,
  reportId: row.reportId,
  status: row.status,
  trigger: row.trigger,
  createdAt: row.createdAt.toISOString(),
  startedAt: iso(row.startedAt),
  finishedAt: iso(row.finishedAt),
  rowCount: row.rowCount,
  error: row.error,
  downloadLink: row.status === 'succeeded' ? downloadLinkOf(row) : null,
});

export async function findRun(db: Db, tenantId: number, reportId: number, runId: number) {
  const [row] = await db
    .select()
    .from(reportRuns)
    .where(
      and(eq(reportRuns.id, runId), eq(reportRuns.tenantId, tenantId), eq(reportRuns.reportId, reportId)),
    );
  return row;
}

/** Queues a manual run, or answers the run of this report that is queued or under way. */
export async function startManualRun(
  deps: { db: Db; runner: JobRunner },
  input: { tenantId: number; reportId: number; userId: number },
): Promise<ReportRunRow> {
  const { db } = deps;
  const [open] = await db
    .select()
    .from(reportRuns)
    .where(
      and(
        eq(reportRuns.tenantId, input.tenantId),
        eq(reportRuns.reportId, input.reportId),
        inArray(reportRuns.status, ['queued', 'running']),
      ),
    )
    .orderBy(desc(reportRuns.id))
    .limit(1);
  if (open) return open;
  const [run] = await db
    .insert(reportRuns)
    .values({ tenantId: input.tenantId, reportId: input.reportId, trigger: 'manual', userId: input.userId })
    .returning();
  await enqueueJob(db, {
    kind: REPORT_RUN_JOB,
    payload: { runId: run!.id },
    dedupeKey: `report-run:${run!.id}`,
  });
  deps.runner.wake();
  return run!;
}

const relativeFile = (run: ReportRunRow, definition: ReportDefinition) =>
  join('reports', String(run.tenantId), `${definition.slug}-${run.id}.csv`);

async function notify(deps: ReportDeps, run: ReportRunRow, definition: ReportDefinition, failed: boolean) {
  if (run.userId === null) return;
  const write = deps.notify ?? ((input: NotificationInput) => createNotification(deps.db, input));
  await write({
    tenantId: run.tenantId,
    userId: run.userId,
    type: 'entry_update',
    icon: failed ? 'error' : 'report',
    title: failed ? REPORT_FAILED_TITLE : REPORT_READY_TITLE,
    text: failed
      ? `The report "${definition.title}" could not be created. Please try again or contact your admin.`
      : `The report "${definition.title}" is ready to download on the reports page.`,
  });
}

/** Records a run as failed (keeping the last successful one) and tells whoever started it. */
export async function failRun(deps: ReportDeps, runId: number, error: string): Promise<void> {
  const [run] = await deps.db
    .update(reportRuns)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(and(eq(reportRuns.id, runId), inArray(reportRuns.status, ['queued', 'running'])))
    .returning();
  const definition = run && deps.definitions.find((d) => d.id === run.reportId);
  if (run && definition) await notify(deps, run, definition, true);
}

/** Computes a run: the CSV file and the chart rows. Throws (after recording the failure) when it fails. */
export async function executeRun(deps: ReportDeps, runId: number): Promise<ReportRunRow> {
  const { db } = deps;
  const [run] = await db
    .update(reportRuns)
    .set({ status: 'running', startedAt: new Date() })
    .where(eq(reportRuns.id, runId))
    .returning();
  if (!run) throw new Error(`report run ${runId} does not exist`);
  const definition = deps.definitions.find((d) => d.id === run.reportId);
  try {
    if (!definition) throw new Error(`report ${run.reportId} is not defined`);
    const result = await definition.compute(db, run.tenantId, new Date());
    const file = relativeFile(run, definition);
    const path = join(deps.dataDir, file);
    await mkdir(dirname(path), { recursive: true });
    await writeFile(path, toCsv({ columns: result.columns, rows: result.rows }));
    const [done] = await db
      .update(reportRuns)
      .set({
        status: 'succeeded',
        finishedAt: new Date(),
        rowCount: result.rows.length,
        chartData: result.chart,
        filePath: file,
      })
      .where(eq(reportRuns.id, run.id))
      .returning();
    if (definition) await notify(deps, done!, definition, false);
    deps.log.info({ runId, reportId: run.reportId, rows: result.rows.length }, 'report run finished');
    return done!;
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    deps.log.error({ err: error, runId, reportId: run.reportId }, 'report run failed');
    await failRun(deps, run.id, message);
    throw error;
  }
}

/** The job handlers of reports: a queued run, and the daily run of one report of one tenant. */
export function registerReportJobs(runner: JobRunner, deps: ReportDeps): void {
  runner.register(REPORT_RUN_JOB, {
    run: async (job) => {
      await executeRun(deps, Number(job.payload.runId));
    },
    // Abandoned by a process that died: the run is recorded as failed (executeRun records its own).
    failed: (job, error) => failRun(deps, Number(job.payload.runId), error),
  });
  runner.register(REPORT_SCHEDULE_JOB, {
    run: async (job) => {
      const [run] = await deps.db
        .insert(reportRuns)
        .values({
          tenantId: Number(job.payload.tenantId),
          reportId: Number(job.payload.reportId),
          trigger: 'schedule',
        })
        .returning();
      await executeRun(deps, run!.id);
    },
  });
}

/** One daily job per tenant and report (kept across restarts: the queued row is the next run). */
export async function ensureReportSchedules(deps: Pick<ReportDeps, 'db' | 'definitions'>, now = new Date()) {
  const tenantRows = await deps.db.select({ id: tenants.id }).from(tenants);
  for (const tenant of tenantRows) {
    for (const definition of deps.definitions) {
      await ensureDailyJob(
        deps.db,
        {
          kind: REPORT_SCHEDULE_JOB,
          payload: { tenantId: tenant.id, reportId: definition.id },
          dedupeKey: `report-schedule:${tenant.id}:${definition.id}`,
          at: REPORT_DAILY_AT,
        },
        now,
      );
    }
  }
}
