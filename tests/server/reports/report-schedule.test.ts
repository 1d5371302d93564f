// The daily schedule is a queued job row per tenant and report: it survives a restart, a due one runs in
// the next process, and the next day's run is queued after it — never two open ones per report.
import { rmSync } from 'node:fs';
import { and, eq, inArray, like } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '@server/app';
import { jobs, reportRuns } from '@server/db/schema';
import { nextScheduledRun } from '@server/services/jobs/job-queue';
import { createSpaDir, createTestDatabase, FAST_PASSWORDS } from '../helper';
import { migratedDataDir } from '../template';

// Its database migrated already (the migrated template): the restart is the subject, not initdb.
const dataDir = migratedDataDir('content-schedule-');
const spaDir = createSpaDir();
const database = await createTestDatabase();

afterAll(async () => {
  await database.drop();
  rmSync(dataDir, { recursive: true, force: true });
  rmSync(spaDir, { recursive: true, force: true });
});

const start = (jobsOptions: BuildAppOptions['jobs']) =>
  buildApp({
    passwordCost: FAST_PASSWORDS,
    spaDir,
    dataDir,
    seed: 'none',
    admin: { email: 'schedule.admin@example.com', password: 'schedule-admin-pass' },
    ...(process.env.TEST_DATABASE_URL ? database.options : {}),
    jobs: jobsOptions,
  });

const openSchedules = (app: Awaited<ReturnType<typeof start>>) =>
  app.db
    .select()
    .from(jobs)
    .where(and(like(jobs.dedupeKey, 'report-schedule:%'), inArray(jobs.status, ['queued', 'running'])));

it('runs a due daily report after a restart and queues the next day', async () => {
  const first = await start({ autoStart: false });
  const scheduled = await openSchedules(first);
  expect(scheduled).toHaveLength(4);
  for (const job of scheduled) {
    expect(job.schedule).toBe('daily 05:00');
    expect(job.runAt.getTime()).toBe(nextScheduledRun('daily 05:00', job.createdAt).getTime());
  }
  // Time passes while the server is down: report 2's run is due.
  const due = scheduled.find((job) => job.payload.reportId === 2)!;
  await first.db
    .update(jobs)
    .set({ runAt: new Date(Date.now() - 60_000) })
    .where(eq(jobs.id, due.id));
  await first.close();

  const second = await start({ autoStart: true, pollMs: 50 });
  try {
    let runs: (typeof reportRuns.$inferSelect)[] = [];
    for (let i = 0; i < 200 && !runs.some((r) => r.status === 'succeeded'); i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      runs = await second.db.select().from(reportRuns);
    }
    expect(runs).toHaveLength(1);
    expect(runs[0]).toMatchObject({ reportId: 2, trigger: 'schedule', status: 'succeeded', userId: null });
    const [done] = await second.db.select().from(jobs).where(eq(jobs.id, due.id));
    expect(done!.status).toBe('succeeded');
    const open = await openSchedules(second);
    expect(open).toHaveLength(4);
    const next = open.find((job) => job.payload.reportId === 2)!;
    expect(next.id).not.toBe(due.id);
    expect(next.runAt.getTime()).toBeGreaterThan(Date.now());
    expect(next.runAt.getUTCHours()).toBe(5);
  } finally {
    await second.close();
  }
}, 180_000);
