// Watchers of a resource (spec 1 §2.12, §4.6): any user may add any user of the tenant, adding one twice
// keeps the one entry, and only the watching user may remove their entry. Resource types are stored in the
// contract's form (services/notifications/resources.ts).
import { and, asc, eq } from 'drizzle-orm';
import type { Watcher } from '@generated/model';
import { HttpError } from '../http-error';
import type { Db } from '../db/client';
import { users, watchers } from '../db/schema';
import { canonicalResourceType, findResource } from './notifications/resources';
import { toUserSummary, userSummaries } from './users';

export type WatcherRow = typeof watchers.$inferSelect;

const NOT_FOUND = 'Not found.';

export const toWatcher = (row: WatcherRow): Watcher => ({
  id: row.id,
  resourceId: row.resourceId,
  resourceType: row.resourceType,
  userId: row.userId,
});

/** The stored resource type of what the caller named; unknown names find nothing (an empty list, a 404). */
const resourceTypeOr404 = (name: string) => {
  const type = canonicalResourceType(name);
  if (!type) throw new HttpError(404, NOT_FOUND);
  return type;
};

export async function listWatchers(
  db: Db,
  tenantId: number,
  resource: { resourceType: string; resourceId: number },
  withUser: boolean,
): Promise<Watcher[]> {
  const resourceType = canonicalResourceType(resource.resourceType);
  if (!resourceType) return [];
  const rows = await db
    .select()
    .from(watchers)
    .where(
      and(
        eq(watchers.tenantId, tenantId),
        eq(watchers.resourceType, resourceType),
        eq(watchers.resourceId, resource.resourceId),
      ),
    )
    .orderBy(asc(watchers.id));
  if (!withUser) return rows.map(toWatcher);
  const summaries = await userSummaries(
    db,
    tenantId,
    rows.map((row) => row.userId),
  );
  return rows.map((row) => ({ ...toWatcher(row), user: summaries.get(row.userId) }));
}

/** The user ids watching one resource. */
export async function watcherUserIds(
  db: Db,
  tenantId: number,
  resourceType: string,
  resourceId: number,
): Promise<number[]> {
  const rows = await db
    .select({ userId: watchers.userId })
    .from(watchers)
    .where(
      and(
        eq(watchers.tenantId, tenantId),
        eq(watchers.resourceType, resourceType),
        eq(watchers.resourceId, resourceId),
      ),
    );
  return rows.map((row) => row.userId);
}

/** Adds the watcher, or answers the existing entry (`created` false). 404 for an unknown user or resource. */
export async function addWatcher(
  db: Db,
  tenantId: number,
  input: { resourceType: string; resourceId: number; userId: number },
): Promise<{ watcher: Watcher; created: boolean }> {
  const resourceType = resourceTypeOr404(input.resourceType);
  const [user] = await db
    .select()
    .from(users)
    .where(and(eq(users.id, input.userId), eq(users.tenantId, tenantId)));
  if (!user) throw new HttpError(404, NOT_FOUND);
  if (!(await findResource(db, tenantId, resourceType, input.resourceId)))
    throw new HttpError(404, NOT_FOUND);
  const values = { tenantId, resourceType, resourceId: input.resourceId, userId: input.userId };
  const [inserted] = await db.insert(watchers).values(values).onConflictDoNothing().returning();
  const row =
    inserted ??
    (
      await db
        .select()
        .from(watchers)
        .where(
          and(
            eq(watchers.tenantId, tenantId),
            eq(watchers.resourceType, resourceType),
            eq(watchers.resourceId, input.resourceId),
            eq(watchers.userId, input.userId),
          ),
        )
    )[0]!;
  return { watcher: { ...toWatcher(row), user: toUserSummary(user) }, created: Boolean(inserted) };
}

/** Removes the caller's own entry: 404 when there is none in the tenant, 403 for someone else's. */
export async function removeWatcher(db: Db, actor: { tenantId: number; userId: number }, id: number) {
  const [row] = await db
    .select()
    .from(watchers)
    .where(and(eq(watchers.id, id), eq(watchers.tenantId, actor.tenantId)));
  if (!row) throw new HttpError(404, NOT_FOUND);
  if (row.userId !== actor.userId) throw new HttpError(403, 'Only the watching user may remove this entry.');
  await db.delete(watchers).where(eq(watchers.id, id));
}
