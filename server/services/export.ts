// One export: the rows (selected ids or everything the overview filters match) are read page by page,
// written as CSV or .xlsx, mailed to the user as an attachment (SMTP or the outbox) and announced by a
// notification. It runs as a durable job after the 204 (export-jobs.ts), which also tells the user when it
// finally fails.
import type { FastifyBaseLogger } from 'fastify';
import type { ExportRequest } from '@generated/model';
import type { Db } from '../db/client';
import { EXPORT_EXTENSION, EXPORT_MIME, exportFile, tableOf, type ExportFormat } from './export-file';
import type { Mailer } from './mail';
import { createNotification, type NotificationInput } from './notification-store';

/** Columns when the request names none. */
export const DEFAULT_EXPORT_FIELDS = ['id', 'internalName', 'status', 'createdAt', 'updatedAt'];
/** Rows per read, and the most an export holds. */
export const EXPORT_PAGE_SIZE = 500;
export const EXPORT_MAX_ROWS = 50_000;

export const EXPORT_READY_TITLE = 'Your export is ready';
export const EXPORT_FAILED_TITLE = 'Your export failed';

export interface ExportJob {
  tenantId: number;
  user: { id: number; name: string; email: string };
  /** What is exported, for the file name and texts (`bundles`, `pages`, `brand-profiles` …). */
  resource: string;
  /** Notification resource type (the entity type), when the export is of one type. */
  resourceType?: string;
  request: ExportRequest;
  /** One page of rows in the contract's row shape. */
  fetchPage(page: number, perPage: number): Promise<{ rows: unknown[]; total: number }>;
}

export interface ExportDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  now?: () => Date;
  /** Writes and delivers a notification (socket push; the export mails itself); default: the row only. */
  notify?: (input: NotificationInput) => Promise<unknown>;
}

const stamp = (date: Date) => date.toISOString().slice(0, 16).replace(/[-:]/g, '').replace('T', '-');

export const exportFileName = (resource: string, format: ExportFormat, date: Date) =>
  `${resource}-export-${stamp(date)}.${EXPORT_EXTENSION[format]}`;

async function readAll(job: ExportJob): Promise<unknown[]> {
  const rows: unknown[] = [];
  for (let page = 1; rows.length < EXPORT_MAX_ROWS; page += 1) {
    const found = await job.fetchPage(page, EXPORT_PAGE_SIZE);
    rows.push(...found.rows);
    if (!found.rows.length || rows.length >= found.total) break;
  }
  return rows.slice(0, EXPORT_MAX_ROWS);
}

export async function runExport(
  deps: ExportDeps,
  job: ExportJob,
): Promise<{ filename: string; rows: number }> {
  const format = job.request.format;
  const fields = job.request.fields?.length ? job.request.fields : DEFAULT_EXPORT_FIELDS;
  const rows = await readAll(job);
  const filename = exportFileName(job.resource, format, (deps.now ?? (() => new Date()))());
  const content = await exportFile(tableOf(rows, fields), format, job.resource);
  const count = `${rows.length} ${rows.length === 1 ? 'row' : 'rows'}`;
  await deps.mailer.send({
    to: job.user.email,
    subject: `${EXPORT_READY_TITLE}: ${filename}`,
    text: `Hello ${job.user.name},\n\nyour export of ${job.resource} (${count}) is attached as ${filename}.\n\nContent`,
    attachments: [{ filename, content, contentType: EXPORT_MIME[format] }],
  });
  const write = deps.notify ?? ((input: NotificationInput) => createNotification(deps.db, input));
  await write({
    tenantId: job.tenantId,
    userId: job.user.id,
    type: 'entry_update',
    icon: 'report',
    title: EXPORT_READY_TITLE,
    text: `${filename} (${count}) was sent to ${job.user.email}.`,
    resourceType: job.resourceType ?? null,
  });
  return { filename, rows: rows.length };
}
