// Durable background work (services/jobs) as `app.jobRunner`, with the export and report jobs registered
// and the reports' daily schedules in place. Polling starts when the app is ready and stops before anything closes.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { ReportDefinition } from '../content-model/reports/report-definition';
import { REPORTS } from '../content-model/reports/definitions';
import { registerExportJobs } from '../services/export-jobs';
import { ensurePreviewSweep, registerPreviewSweep } from '../services/preview/preview-sweep';
import { createJobRunner, type JobRunner } from '../services/jobs/job-runner';
import { ensureTrashPurge, registerTrashPurge } from '../services/trash/trash-purge-job';
import { ensureReportSchedules, registerReportJobs, type ReportDeps } from '../services/reports/report-runs';

declare module 'fastify' {
  interface FastifyInstance {
    jobRunner: JobRunner;
    reports: ReportDeps;
  }
}

export interface JobRunnerPluginOptions {
  dataDir: string;
  /** Poll for due jobs (default true); tests may turn it off and call `app.jobRunner.drain()`. */
  autoStart?: boolean;
  pollMs?: number;
  /** How long a claimed job is held before another process may take it over (JOB_LEASE_SECONDS). */
  leaseMs?: number;
  /** Tests only (TEST_JOB_HOLD_MS): wait this long after claiming a job before running it. */
  holdMs?: number;
  /** Pause before a failed job is tried again (default 30 s); tests set 0. */
  retryDelayMs?: number;
  /** The report definitions (default the built-in ones); tests add failing ones. */
  reportDefinitions?: readonly ReportDefinition[];
}

async function jobRunner(app: FastifyInstance, options: JobRunnerPluginOptions) {
  const runner = createJobRunner({
    db: app.db,
    log: app.log,
    pollMs: options.pollMs,
    leaseMs: options.leaseMs,
    retryDelayMs: options.retryDelayMs,
    holdMs: options.holdMs,
  });
  const reports: ReportDeps = {
    db: app.db,
    dataDir: options.dataDir,
    log: app.log,
    definitions: options.reportDefinitions ?? REPORTS,
    // Bound late: the notifications plugin registers after this one, before any job runs.
    notify: (input) => app.notifications.deliver([input]),
  };
  registerReportJobs(runner, reports);
  registerExportJobs(runner, {
    db: app.db,
    mailer: app.mailer,
    log: app.log,
    notify: (input) => app.notifications.deliver([input], { mail: false }),
  });
  registerPreviewSweep(runner, { db: app.db, log: app.log, now: () => app.now() });
  registerTrashPurge(runner, {
    db: app.db,
    files: app.files,
    log: app.log,
    events: app.domainEvents,
    now: () => app.now(),
    retentionDays: app.trashRetentionDays,
  });
  app.decorate('jobRunner', runner);
  app.decorate('reports', reports);
  await ensureReportSchedules(reports);
  await ensurePreviewSweep(app.db);
  await ensureTrashPurge(app.db);
  if (options.autoStart !== false) app.addHook('onReady', async () => runner.start());
  app.addHook('preClose', async () => runner.stop());
}

export default fp(jobRunner, { name: 'job-runner', dependencies: ['db', 'mail', 'storage'] });
