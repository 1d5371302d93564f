// Bulk actions (issue 29): one action on many rows of an overview, run as a durable job (services/jobs) like the
// exports and the report runs. The request resolves the selection at once (the ids sent, or every row matching
// the overview's filters) into a `bulk_actions` row and queues a job naming it; the job applies the action to
// each item in turn (bulk-item.ts: the single-item action's service functions and rules) and writes the
// progress and the item's result after each one, so `GET /bulk-actions/{id}` can show '12 of 40 done' and, at
// the end, a result per item. A job whose process died resumes after the items already tried.
import type { FastifyBaseLogger } from 'fastify';
import { and, eq, sql } from 'drizzle-orm';
import type { BulkAction, BulkActionItem, BulkActionKind, EntityType } from '@generated/model';
import type { Db } from '@server/db/client';
import { bulkActions } from '@server/db/schema';
import { listEntities } from '../entities/list';
import type { EntityListQuery } from '../entities/query';
import { enqueueJob, type JobRow } from '../jobs/job-queue';
import type { JobRunner } from '../jobs/job-runner';
import type { LockHolder } from '../locks/edit-locks';
import { applyToItem, type BulkItemDeps } from './bulk-item';

export const BULK_ACTION_JOB = 'bulk-action';
/** The most rows one bulk action may cover (the contract's `ids` maxItems, and filter selections). */
export const MAX_BULK_ITEMS = 5000;
const RESOLVE_PAGE = 500;

export type BulkActionRow = typeof bulkActions.$inferSelect;

interface BulkParams {
  appIds: number[];
  tagIds: number[];
  holder: LockHolder;
  /** Item names as the overview showed them when the selection was resolved. */
  names: Record<string, string>;
}

export interface BulkActionInput {
  tenantId: number;
  userId: number;
  type: EntityType;
  action: BulkActionKind;
  appIds: number[];
  tagIds: number[];
  holder: LockHolder;
  /** The selected ids in their order, or undefined to take every row of `query`. */
  ids?: number[];
  /** The overview list query (filters, sort) of the selection; paging is the resolver's. */
  query: EntityListQuery;
}

const nameOf = (row: object): string | undefined => {
  const record = row as { internalName?: unknown; name?: unknown };
  if (typeof record.internalName === 'string' && record.internalName) return record.internalName;
  if (typeof record.name === 'string' && record.name) return record.name;
  return undefined;
};

/**
 * The rows of the selection with their names: every row of the query (at most `limit`; `total` says how
 * many matched), or only the given ids (an id the tenant's list does not know stays in the selection and is
 * refused as not found when its turn comes).
 */
export async function resolveSelection(
  db: Db,
  type: EntityType,
  query: EntityListQuery,
  ids: number[] | undefined,
  limit = MAX_BULK_ITEMS,
): Promise<{ ids: number[]; names: Record<string, string>; total: number }> {
  const names: Record<string, string> = {};
  const found: number[] = [];
  const base: EntityListQuery = {
    ...query,
    ...(ids ? { ids } : {}),
    include: new Set(),
    perPage: RESOLVE_PAGE,
  };
  let total = 0;
  for (let page = 1; ; page += 1) {
    const result = await listEntities(db, [type], { ...base, page });
    total = result.total;
    for (const row of result.rows) {
      found.push(row.id);
      const name = nameOf(row);
      if (name) names[String(row.id)] = name;
    }
    if (result.rows.length < RESOLVE_PAGE || found.length >= Math.min(total, limit)) break;
  }
  return { ids: ids ? [...new Set(ids)] : found.slice(0, limit), names, total };
}

export async function queueBulkAction(
  db: Db,
  runner: JobRunner,
  input: BulkActionInput & { itemIds: number[]; names: Record<string, string> },
): Promise<BulkActionRow> {
  const params: BulkParams = {
    appIds: input.appIds,
    tagIds: input.tagIds,
    holder: input.holder,
    names: input.names,
  };
  const [row] = await db
    .insert(bulkActions)
    .values({
      tenantId: input.tenantId,
      userId: input.userId,
      entityType: input.type,
      action: input.action,
      params: params as unknown as Record<string, unknown>,
      itemIds: input.itemIds,
    })
    .returning();
  await enqueueJob(db, { kind: BULK_ACTION_JOB, payload: { bulkActionId: row!.id }, maxAttempts: 1 });
  runner.wake();
  return row!;
}

export async function findBulkAction(
  db: Db,
  owner: { tenantId: number; userId: number },
  id: number,
): Promise<BulkActionRow | undefined> {
  const [row] = await db
    .select()
    .from(bulkActions)
    .where(
      and(
        eq(bulkActions.id, id),
        eq(bulkActions.tenantId, owner.tenantId),
        eq(bulkActions.userId, owner.userId),
      ),
    );
  return row;
}

export function toBulkAction(row: BulkActionRow): BulkAction {
  const items = row.items as unknown as BulkActionItem[];
  const succeeded = items.filter((item) => item.outcome === 'done').length;
  return {
    id: row.id,
    entityType: row.entityType as EntityType,
    action: row.action as BulkActionKind,
    status: row.status,
    total: row.itemIds.length,
    done: row.done,
    succeeded,
    refused: items.length - succeeded,
    items,
    error: row.error,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
  };
}

export interface BulkJobDeps extends BulkItemDeps {
  log: FastifyBaseLogger;
}

const bulkIdOf = (job: JobRow) => Number((job.payload as { bulkActionId?: unknown }).bulkActionId);

async function run(deps: BulkJobDeps, job: JobRow) {
  const [row] = await deps.db
    .select()
    .from(bulkActions)
    .where(eq(bulkActions.id, bulkIdOf(job)));
  if (!row) throw new Error(`bulk action ${bulkIdOf(job)} is gone`);
  const params = row.params as unknown as BulkParams;
  await deps.db.update(bulkActions).set({ status: 'running' }).where(eq(bulkActions.id, row.id));
  const task = {
    type: row.entityType as EntityType,
    action: row.action as BulkActionKind,
    actor: { tenantId: row.tenantId, userId: row.userId },
    holder: params.holder,
    appIds: params.appIds,
    tagIds: params.tagIds,
  };
  const started = Date.now();
  // Resumes after the items already tried (a process that died mid-way).
  for (const id of row.itemIds.slice(row.done)) {
    const item = await applyToItem(deps, task, id, params.names[String(id)]);
    await deps.db
      .update(bulkActions)
      .set({
        done: sql`${bulkActions.done} + 1`,
        items: sql`${bulkActions.items} || ${JSON.stringify([item])}::jsonb`,
      })
      .where(eq(bulkActions.id, row.id));
  }
  await deps.db
    .update(bulkActions)
    .set({ status: 'succeeded', finishedAt: new Date() })
    .where(eq(bulkActions.id, row.id));
  deps.log.info(
    { bulkAction: row.id, action: row.action, items: row.itemIds.length, ms: Date.now() - started },
    'bulk action done',
  );
}

async function failed(deps: BulkJobDeps, job: JobRow, error: string) {
  deps.log.error({ bulkAction: bulkIdOf(job), error }, 'bulk action failed');
  await deps.db
    .update(bulkActions)
    .set({ status: 'failed', error, finishedAt: new Date() })
    .where(eq(bulkActions.id, bulkIdOf(job)));
}

export function registerBulkActionJobs(runner: JobRunner, deps: BulkJobDeps): void {
  runner.register(BULK_ACTION_JOB, {
    run: (job) => run(deps, job),
    failed: (job, error) => failed(deps, job, error),
  });
}
