// POST …/export answers 204 at once; the file arrives in the outbox as an attachment and the user gets a
// notification. Polls with a timeout, as a client would.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { entities, notifications, tenants, users } from '@server/db/schema';
import { DEMO_LOGIN, setupApp } from './helper';

const ctx = setupApp();
let userId: number;
let tenantId: number;

async function poll<T>(read: () => Promise<T | undefined>, timeoutMs = 10_000): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const outbox = async () => {
  try {
    return (await readdir(ctx.app.mailer.outboxDir)).filter((name) => name.endsWith('.eml'));
  } catch {
    return [];
  }
};

beforeAll(async () => {
  const [user] = await ctx.app.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
  userId = user!.id;
  const [tenant] = await ctx.app.db.select().from(tenants);
  tenantId = tenant!.id;
  await ctx.app.db.insert(entities).values([
    { tenantId, entityType: 'bundle', internalName: 'Export me, "please"' },
    { tenantId, entityType: 'bundle', internalName: 'Not selected' },
  ]);
});

const exportCall = (url: string, payload: object) => ctx.inject({ method: 'POST', url, payload });

describe('export', () => {
  it('answers 204, then mails the selected rows as CSV and notifies the user', async () => {
    const [picked] = await ctx.app.db
      .select()
      .from(entities)
      .where(and(eq(entities.tenantId, tenantId), eq(entities.internalName, 'Export me, "please"')));
    const before = (await outbox()).length;
    const response = await exportCall('/api/v2/bundles/export', {
      mode: 'selected',
      format: 'csv',
      ids: [picked!.id],
      fields: ['id', 'internalName'],
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');

    const files = await poll(async () => ((await outbox()).length > before ? outbox() : undefined));
    const eml = await readFile(join(ctx.app.mailer.outboxDir, files.sort().at(-1)!), 'utf8');
    expect(eml).toContain(`To: ${DEMO_LOGIN.email}`);
    expect(eml).toMatch(/Content-Disposition: attachment;\s+filename=bundles-export-\d{8}-\d{4}\.csv/);
    const attachment = /filename=bundles-export-[^\n]*\n(?:[^\n]+\n)*?\n([\s\S]*?)\n----/.exec(eml)?.[1];
    const csv = Buffer.from(attachment!.replace(/\s+/g, ''), 'base64').toString('utf8');
    expect(csv).toBe(`\uFEFFid,internalName\r\n${picked!.id},"Export me, ""please"""\r\n`);

    const note = await poll(async () => {
      const [row] = await ctx.app.db
        .select()
        .from(notifications)
        .where(and(eq(notifications.userId, userId), eq(notifications.icon, 'report')));
      return row;
    });
    expect(note).toMatchObject({
      type: 'entry_update',
      title: 'Your export is ready',
      resourceType: 'bundle',
    });
    expect(note.text).toContain('(1 row)');
  });

  it('exports everything the filters match as xlsx, for profiles too', async () => {
    const before = (await outbox()).length;
    const response = await exportCall('/api/v2/profiles/idol/export', { mode: 'all', format: 'xls' });
    expect(response.statusCode).toBe(204);
    const files = await poll(async () => ((await outbox()).length > before ? outbox() : undefined));
    const eml = await readFile(join(ctx.app.mailer.outboxDir, files.sort().at(-1)!), 'utf8');
    expect(eml).toMatch(/filename=idol-profiles-export-\d{8}-\d{4}\.xlsx/);
  });

  it('refuses selected mode without ids and a malformed body with 422', async () => {
    const noIds = await exportCall('/api/v2/bundles/export', { mode: 'selected', format: 'csv' });
    expect(noIds.statusCode).toBe(422);
    expect(noIds.json().errors).toEqual({ ids: ['The ids field is required when mode is selected.'] });
    const badFormat = await exportCall('/api/v2/pages/export', { mode: 'all', format: 'pdf' });
    expect(badFormat.statusCode).toBe(422);
  });

  it('needs a signed-in user', async () => {
    const response = await ctx.app.inject({
      method: 'POST',
      url: '/api/v2/tags/export',
      payload: { mode: 'all', format: 'csv' },
    });
    expect(response.statusCode).toBe(401);
  });
});
