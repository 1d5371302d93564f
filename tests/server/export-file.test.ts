// The export file and the background export: CSV quoting and formula guard, a real .xlsx, and a finished
// export mailed to the outbox with a notification; a failing one leaves an error notification.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../server/db/schema';
import { exportFile, tableOf } from '../../server/services/export-file';
import { startExport, type ExportJob } from '../../server/services/export';
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
  const ctx = setupApp({ login: false });
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

  it('mails the file to the outbox and notifies the user', async () => {
    startExport(ctx.app.jobs, deps(), job({ request: { mode: 'all', format: 'xls' } }));
    await ctx.app.jobs.settled();
    const files = await readdir(ctx.app.mailer.outboxDir);
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

  it('turns a failure into an error notification and keeps the server running', async () => {
    startExport(
      ctx.app.jobs,
      deps(),
      job({
        fetchPage: async () => {
          throw new Error('database went away');
        },
      }),
    );
    await ctx.app.jobs.settled();
    const notes = await ctx.app.db.select().from(notifications).where(eq(notifications.icon, 'error'));
    expect(notes).toHaveLength(1);
    expect(notes[0]).toMatchObject({ title: 'Your export failed' });
    const health = await ctx.app.inject({ url: '/api/v2/tenants/current' });
    expect(health.statusCode).toBe(401);
  });
});
