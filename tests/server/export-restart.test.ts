// An export answered 204 survives the process: one is still queued when the server stops, another was
// being made when the process died (its row left running with a lease that has run out). The next server
// on the same database and data folder makes both and the mails arrive in the outbox.
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';
import { buildApp, type BuildAppOptions } from '@server/app';
import { jobs } from '@server/db/schema';
import { EXPORT_JOB } from '@server/services/export-jobs';
import { bearer, createSpaDir, createTestDatabase, FAST_PASSWORDS, signIn } from './helper';
import { migratedDataDir } from './template';

const ADMIN = { email: 'export.admin@example.com', password: 'export-admin-pass' };
// Its database migrated already (the migrated template): the restart is the subject, not initdb.
const dataDir = migratedDataDir('content-export-restart-');
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
    admin: ADMIN,
    ...(process.env.TEST_DATABASE_URL ? database.options : {}),
    jobs: jobsOptions,
  });

const mails = () => {
  try {
    return readdirSync(join(dataDir, 'outbox')).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};

it('makes and mails exports accepted before a stop or a crash', async () => {
  const first = await start({ autoStart: false });
  const token = await signIn(first, ADMIN);
  for (const format of ['csv', 'xls']) {
    const response = await first.inject({
      method: 'POST',
      url: '/api/v2/bundles/export',
      payload: { mode: 'all', format },
      headers: bearer(token),
    });
    expect(response.statusCode).toBe(204);
  }
  const queued = await first.db.select().from(jobs).where(eq(jobs.kind, EXPORT_JOB)).orderBy(jobs.id);
  expect(queued.map((job) => job.status)).toEqual(['queued', 'queued']);
  // The second one was under way when its process was killed: claimed, lease expired.
  await first.db
    .update(jobs)
    .set({ status: 'running', attempts: 1, lockedUntil: new Date(Date.now() - 1000) })
    .where(eq(jobs.id, queued[1]!.id));
  await first.close();
  expect(mails()).toHaveLength(0);

  const second = await start({ autoStart: true, pollMs: 50 });
  try {
    for (let i = 0; i < 300 && mails().length < 2; i++) await new Promise((r) => setTimeout(r, 100));
    const sent = mails().map((name) => readFileSync(join(dataDir, 'outbox', name), 'utf8'));
    expect(sent).toHaveLength(2);
    for (const eml of sent) expect(eml).toContain(`To: ${ADMIN.email}`);
    expect(sent.some((eml) => /filename=bundles-export-\d{8}-\d{4}\.csv/.test(eml))).toBe(true);
    expect(sent.some((eml) => /filename=bundles-export-\d{8}-\d{4}\.xlsx/.test(eml))).toBe(true);
    const done = await second.db.select().from(jobs).where(eq(jobs.kind, EXPORT_JOB)).orderBy(jobs.id);
    expect(done.map((job) => job.status)).toEqual(['succeeded', 'succeeded']);
  } finally {
    await second.close();
  }
}, 180_000);
