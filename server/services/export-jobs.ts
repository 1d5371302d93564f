// Exports as durable jobs (services/jobs): the request is checked and answered 204, and what to export is
// stored as a row in the `jobs` table, so an export survives a restart or a crash of the process that
// accepted it. The job is tried a few times; when it finally fails the user gets an error notification
// and an e-mail saying so.
import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';
import type { ExportRequest } from '@generated/model';
import { sortableFields } from '../content-model/overview/schemas';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { listEntities } from './entities/list';
import { parseListQuery, type ListParams } from './entities/query';
import type { EntityType } from './entities/types';
import { EXPORT_FAILED_TITLE, runExport } from './export';
import { enqueueJob, type JobRow } from './jobs/job-queue';
import type { JobRunner } from './jobs/job-runner';
import type { Mailer } from './mail';
import { createNotification, type NotificationInput } from './notification-store';

export const EXPORT_JOB = 'export';
/** Tries before an export is given up and the user told. */
export const EXPORT_MAX_ATTEMPTS = 3;

/** What the job row holds: plain JSON, read again by whichever process runs it. */
export interface ExportJobPayload {
  tenantId: number;
  userId: number;
  /** The type whose overview the export reads (sortable fields), and the types it lists. */
  owner: EntityType;
  types: EntityType[];
  resource: string;
  resourceType?: string;
  /** The overview list parameters, already checked by the handler (no paging). */
  params: Record<string, unknown>;
  request: ExportRequest;
}

export interface ExportJobDeps {
  db: Db;
  mailer: Mailer;
  log: FastifyBaseLogger;
  /** Writes and delivers a notification (socket push; the export mails itself); default: the row only. */
  notify?: (input: NotificationInput) => Promise<unknown>;
}

export async function queueExport(db: Db, runner: JobRunner, payload: ExportJobPayload): Promise<JobRow> {
  const { job } = await enqueueJob(db, {
    kind: EXPORT_JOB,
    payload: payload as unknown as Record<string, unknown>,
    maxAttempts: EXPORT_MAX_ATTEMPTS,
  });
  runner.wake();
  return job;
}

const payloadOf = (job: JobRow) => job.payload as unknown as ExportJobPayload;

async function userOf(db: Db, id: number) {
  const [user] = await db
    .select({ id: users.id, name: users.name, email: users.email })
    .from(users)
    .where(eq(users.id, id));
  return user;
}

async function run(deps: ExportJobDeps, job: JobRow) {
  const payload = payloadOf(job);
  const user = await userOf(deps.db, payload.userId);
  if (!user) throw new Error(`export for user ${payload.userId}, who no longer exists`);
  const query = parseListQuery(payload.params as ListParams, {
    tenantId: payload.tenantId,
    sortable: sortableFields(payload.owner),
  });
  const { filename, rows } = await runExport(deps, {
    tenantId: payload.tenantId,
    user,
    resource: payload.resource,
    resourceType: payload.resourceType,
    request: payload.request,
    fetchPage: async (page, perPage) => {
      const { rows, total } = await listEntities(deps.db, payload.types, { ...query, page, perPage });
      return { rows, total };
    },
  });
  deps.log.info({ userId: user.id, filename, rows, job: job.id }, 'export sent');
}

async function failed(deps: ExportJobDeps, job: JobRow, error: string) {
  const payload = payloadOf(job);
  deps.log.error({ job: job.id, userId: payload.userId, resource: payload.resource, error }, 'export failed');
  const text = `The export of ${payload.resource} could not be created. Please try again or contact your admin.`;
  const write = deps.notify ?? ((input: NotificationInput) => createNotification(deps.db, input));
  await write({
    tenantId: payload.tenantId,
    userId: payload.userId,
    type: 'entry_update',
    icon: 'error',
    title: EXPORT_FAILED_TITLE,
    text,
    resourceType: payload.resourceType ?? null,
  });
  const user = await userOf(deps.db, payload.userId);
  if (!user) return;
  await deps.mailer.send({
    to: user.email,
    subject: `${EXPORT_FAILED_TITLE}: ${payload.resource}`,
    text: `Hello ${user.name},\n\n${text}\n\nContent`,
  });
}

export function registerExportJobs(runner: JobRunner, deps: ExportJobDeps): void {
  runner.register(EXPORT_JOB, {
    run: (job) => run(deps, job),
    failed: (job, error) => failed(deps, job, error),
  });
}
