// The export file and the background export: CSV quoting and formula guard, a real .xlsx, and a finished
// export mailed to the outbox with a notification; a failing export job, after its tries, leaves an error
// notification and an e-mail.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, users } from '@server/db/schema';
import { exportFile, tableOf } from '@server/services/export-file';
import { runExport, type ExportJob } from '@server/services/export';
import { EXPORT_MAX_ATTEMPTS, queueExport } from '@server/services/export-jobs';
import { DEMO_LOGIN, setupApp } from './helper';

describe('export file', () => {
  const rows = [
    {
      id: 1,
      internalName: 'Linen, "summer" edit',
      updatedByUser: { name: 'Eda' },
      tags: [{ name: 'a' }, { name: 'b' }],
    },
    { id: 2, internalName: '=HYPERLINK("x")', updatedByUser: null, tags: [] },
  ];
  const table = tableOf(rows, ['id', 'internalName', 'updatedByUser.name', 'tags']);

  it('writes CSV with quoting, a BOM and no runnable formulas', async () => {
    const csv = (await exportFile(table, 'csv', 'bundles')).toString('utf8');
    expect(csv).toBe(
      '\uFEFFid,internalName,updatedByUser.name,tags\r\n' +
        '1,"Linen, ""summer"" edit",Eda,"a, b"\r\n' +
        `2,"'=HYPERLINK(""x"")",,\r\n`,
    );
  });

  it('writes a workbook spreadsheet programs open', async () => {
    const buffer = await exportFile(table, 'xls', 'bundles');
    expect(buffer.subarray(0, 2).toString('latin1')).toBe('PK');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('bundles')!;
    expect(sheet.getRow(1).values).toEqual([undefined, 'id', 'internalName', 'updatedByUser.name', 'tags']);
    expect(sheet.getRow(2).getCell(2).value).toBe('Linen, "summer" edit');
    expect(sheet.rowCount).toBe(3);
  });
});

describe('background export', () => {
  // The runner is driven by hand (drain) and retries at once, so the three tries happen in one pass.
  const ctx = setupApp({ login: false, jobs: { autoStart: false, retryDelayMs: 0 } });
  let user: { id: number; name: string; email: string; tenantId: number };

  beforeAll(async () => {
    const [row] = await ctx.app.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    user = row!;
  });

  const job = (overrides: Partial<ExportJob>): ExportJob => ({
    tenantId: user.tenantId,
    user,
    resource: 'bundles',
    resourceType: 'bundle',
    request: { mode: 'all', format: 'csv', fields: ['id', 'internalName'] },
    fetchPage: async (page) =>
      page === 1 ? { rows: [{ id: 7, internalName: 'Seven' }], total: 1 } : { rows: [], total: 1 },
    ...overrides,
  });
  const deps = () => ({ db: ctx.app.db, mailer: ctx.app.mailer, log: ctx.app.log });
  const outbox = async () => (await readdir(ctx.app.mailer.outboxDir).catch(() => [] as string[])).sort();

  it('mails the file to the outbox and notifies the user', async () => {
    await runExport(deps(), job({ request: { mode: 'all', format: 'xls' } }));
    const files = await outbox();
    expect(files).toHaveLength(1);
    const eml = await readFile(join(ctx.app.mailer.outboxDir, files[0]!), 'utf8');
    expect(eml).toContain(`To: ${user.email}`);
    expect(eml).toMatch(/filename=bundles-export-\d{8}-\d{4}\.xlsx/);
    expect(eml).toContain('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const [note] = await ctx.app.db.select().from(notifications).where(eq(notifications.userId, user.id));
    expect(note).toMatchObject({
      type: 'entry_update',
      icon: 'report',
      title: 'Your export is ready',
      isRead: false,
    });
    expect(note!.text).toMatch(
      /^bundles-export-\d{8}-\d{4}\.xlsx \(1 row\) was sent to editor@example\.com\.$/,
    );
  });

  it('tries a failing export job three times, then notifies and mails the user', async () => {
    const before = (await outbox()).length;
    // An overview filter the list refuses when the job runs (as a changed content model would).
    const queued = await queueExport(ctx.app.db, ctx.app.jobRunner, {
      tenantId: user.tenantId,
      userId: user.id,
      owner: 'bundle',
      types: ['bundle'],
      resource: 'bundles',
      resourceType: 'bundle',
      params: { 'f[status]': 'no-such-status' },
      request: { mode: 'all', format: 'csv' },
    });
    await ctx.app.jobRunner.drain();
    const [done] = await ctx.app.db.select().from(jobs).where(eq(jobs.id, queued.id));
    expect(done).toMatchObject({ status: 'failed', attempts: EXPORT_MAX_ATTEMPTS });
    const notes = await ctx.app.db.select().from(notifications).where(eq(notifications.icon, 'error'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Your export failed', userId: user.id });
    const files = await outbox();
    expect(files).toHaveLength(before + 1);
    const eml = await readFile(join(ctx.app.mailer.outboxDir, files.at(-1)!), 'utf8');
    expect(eml).toContain(`To: ${user.email}`);
    expect(eml).toContain('Subject: Your export failed: bundles');
    const health = await ctx.app.inject({ url: '/api/v2/tenants/current' });
    expect(health.statusCode).toBe(401);
  });
});
