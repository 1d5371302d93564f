// The edit lock (spec 2 §4.4, issue 23): a lease per resource in the database, held by one editing session —
// a browser tab of one user — until it expires. Acquiring renews one's own lease or takes a free or expired
// one; `takeOver` moves a lease held by another session; a timeout of 1 s or less releases one's own lease.
// Writes ask `leaseBlocking` whether another session holds the resource (then they answer 423). Times come
// from the caller's clock (app.now), so tests move time instead of waiting for it.
import { and, eq, sql } from 'drizzle-orm';
import type { Lock } from '@generated/model';
import type { Db } from '@server/db/client';
import { editLocks, users } from '@server/db/schema';

export const DEFAULT_LOCK_TIMEOUT_S = 90;
/** A request with this timeout or less releases the lease (spec 2 §4.4: "a 1-second timeout"). */
export const RELEASE_TIMEOUT_S = 1;

export interface LockResource {
  tenantId: number;
  /** The stored (contract) resource type: `page`, `page-cluster`, `media` … */
  resourceType: string;
  resourceId: number;
}

/** Who asks: a user and the editing session (tab) they ask from. */
export interface LockHolder {
  userId: number;
  sessionId: string;
}

export type LeaseRow = typeof editLocks.$inferSelect;

export const lockedMessage = (name: string) => `${name} is currently editing this content.`;

const keyOf = (resource: LockResource) =>
  and(
    eq(editLocks.tenantId, resource.tenantId),
    eq(editLocks.resourceType, resource.resourceType),
    eq(editLocks.resourceId, resource.resourceId),
  );

const sameHolder = (row: Pick<LeaseRow, 'userId' | 'sessionId'>, holder: LockHolder) =>
  row.userId === holder.userId && row.sessionId === holder.sessionId;

async function userName(db: Db, userId: number): Promise<string> {
  const [row] = await db.select({ name: users.name }).from(users).where(eq(users.id, userId));
  return row?.name ?? 'Someone';
}

/** The contract's Lock of a live lease (or of none). */
export async function toLock(db: Db, resource: LockResource, row: LeaseRow | undefined): Promise<Lock> {
  if (!row) {
    return {
      status: 'unlocked',
      resourceType: resource.resourceType,
      resourceId: resource.resourceId,
      user: null,
      expiresAt: null,
    };
  }
  return {
    status: 'locked',
    resourceType: resource.resourceType,
    resourceId: resource.resourceId,
    user: { id: row.userId, name: await userName(db, row.userId) },
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** The live lease of a resource (an expired one counts as none). */
export async function liveLease(db: Db, resource: LockResource, now: Date): Promise<LeaseRow | undefined> {
  const [row] = await db.select().from(editLocks).where(keyOf(resource));
  return row && row.expiresAt > now ? row : undefined;
}

export type AcquireOutcome =
  | { kind: 'held'; lock: Lock }
  | { kind: 'released'; lock: Lock }
  /** Another session holds it: 423 with its holder. */
  | { kind: 'refused'; lock: Lock }
  /** Held now, moved from `displaced` (tell them). */
  | { kind: 'takenOver'; lock: Lock; displaced: LockHolder };

export async function acquireLease(
  db: Db,
  resource: LockResource,
  holder: LockHolder,
  options: { timeoutS: number; takeOver: boolean; now: Date },
): Promise<AcquireOutcome> {
  const { now } = options;
  if (options.timeoutS <= RELEASE_TIMEOUT_S) {
    await db
      .delete(editLocks)
      .where(
        and(keyOf(resource), eq(editLocks.userId, holder.userId), eq(editLocks.sessionId, holder.sessionId)),
      );
    return { kind: 'released', lock: await toLock(db, resource, undefined) };
  }
  const expiresAt = new Date(now.getTime() + options.timeoutS * 1000);
  const before = await liveLease(db, resource, now);
  // One statement decides: a free, expired or own lease (or any with takeOver) becomes ours; otherwise the
  // row stays as it is and nothing is returned. Two processes racing for a free lease: one insert wins.
  const mayTake = options.takeOver
    ? sql`true`
    : sql`${editLocks.expiresAt} <= ${now.toISOString()}::timestamptz or (${editLocks.userId} = ${holder.userId} and ${editLocks.sessionId} = ${holder.sessionId})`;
  const [row] = await db
    .insert(editLocks)
    .values({ ...resource, userId: holder.userId, sessionId: holder.sessionId, expiresAt, acquiredAt: now })
    .onConflictDoUpdate({
      target: [editLocks.tenantId, editLocks.resourceType, editLocks.resourceId],
      set: {
        userId: holder.userId,
        sessionId: holder.sessionId,
        expiresAt,
        acquiredAt: sql`case when ${editLocks.userId} = ${holder.userId} and ${editLocks.sessionId} = ${holder.sessionId} then ${editLocks.acquiredAt} else ${now.toISOString()}::timestamptz end`,
      },
      setWhere: mayTake,
    })
    .returning();
  if (!row) {
    return { kind: 'refused', lock: await toLock(db, resource, await liveLease(db, resource, now)) };
  }
  const lock = await toLock(db, resource, row);
  if (before && !sameHolder(before, holder)) {
    return { kind: 'takenOver', lock, displaced: { userId: before.userId, sessionId: before.sessionId } };
  }
  return { kind: 'held', lock };
}

/** The lease that blocks a write of `writer`: a live one of another session; undefined when the write may go. */
export async function leaseBlocking(
  db: Db,
  resource: LockResource,
  writer: LockHolder,
  now: Date,
): Promise<Lock | undefined> {
  const row = await liveLease(db, resource, now);
  if (!row || sameHolder(row, writer)) return undefined;
  return toLock(db, resource, row);
}

/** Drops every lease of one editing session (its tab is gone: no socket of it is left). */
export async function releaseSessionLeases(db: Db, holder: LockHolder): Promise<number> {
  const rows = await db
    .delete(editLocks)
    .where(and(eq(editLocks.userId, holder.userId), eq(editLocks.sessionId, holder.sessionId)))
    .returning({ resourceId: editLocks.resourceId });
  return rows.length;
}
