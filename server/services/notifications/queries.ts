// Reading and marking the signed-in user's notifications. Every query is bound to the user (and tenant):
// another user's notification is simply not found.
import { and, count, desc, eq, type SQL } from 'drizzle-orm';
import type { ListNotificationsParams, Notification, NotificationType } from '@generated/model';
import type { Db } from '@server/db/client';
import { notifications } from '@server/db/schema';
import { toNotification, type NotificationRow } from '../notification-store';
import { paginate, totalOf, totalOver, type Page } from '../pagination';
import { findResources, resourceKey } from './resources';

export interface Owner {
  tenantId: number;
  userId: number;
}

const ownedBy = (owner: Owner) =>
  and(eq(notifications.userId, owner.userId), eq(notifications.tenantId, owner.tenantId));

export interface NotificationFilter {
  type?: NotificationType;
  /** 1 read only, 0 unread only. */
  isRead?: ListNotificationsParams['filter[isRead]'];
}

export async function listNotifications(
  db: Db,
  owner: Owner,
  filter: NotificationFilter,
  page: { page: number; perPage: number },
): Promise<Page<NotificationRow>> {
  const where: (SQL | undefined)[] = [ownedBy(owner)];
  if (filter.type) where.push(eq(notifications.type, filter.type));
  if (filter.isRead !== undefined) where.push(eq(notifications.isRead, filter.isRead === 1));
  const order = [desc(notifications.createdAt), desc(notifications.id)];
  return paginate(
    db,
    () =>
      db
        .select({ id: notifications.id, createdAt: notifications.createdAt, total: totalOver() })
        .from(notifications)
        .where(and(...where))
        .$dynamic(),
    { ...page, order: [desc(notifications.createdAt), desc(notifications.id)] },
    async (found) =>
      (
        await db
          .select({ row: notifications, total: totalOf(found) })
          .from(found)
          .innerJoin(notifications, eq(notifications.id, found.id))
          .orderBy(...order)
      ).map(({ row, total }) => ({ row, total })),
  );
}

export async function unreadCount(db: Db, owner: Owner): Promise<number> {
  const [row] = await db
    .select({ count: count() })
    .from(notifications)
    .where(and(ownedBy(owner), eq(notifications.isRead, false)));
  return row?.count ?? 0;
}

/** The updated row, or undefined when the user has no such notification. */
export async function setRead(
  db: Db,
  owner: Owner,
  id: number,
  isRead: boolean,
): Promise<NotificationRow | undefined> {
  const [row] = await db
    .update(notifications)
    .set({ isRead })
    .where(and(eq(notifications.id, id), ownedBy(owner)))
    .returning();
  return row;
}

export async function markAllRead(db: Db, owner: Owner): Promise<void> {
  await db
    .update(notifications)
    .set({ isRead: true })
    .where(and(ownedBy(owner), eq(notifications.isRead, false)));
}

/** Rows of one tenant as the contract shows them; with `resource` (null when it no longer exists). */
export async function toNotifications(
  db: Db,
  tenantId: number,
  rows: readonly NotificationRow[],
  withResource: boolean,
): Promise<Notification[]> {
  if (!withResource) return rows.map(toNotification);
  const resources = await findResources(db, tenantId, rows);
  return rows.map((row) => ({
    ...toNotification(row),
    resource:
      row.resourceType && row.resourceId !== null
        ? (resources.get(resourceKey(row.resourceType, row.resourceId)) ?? null)
        : null,
  }));
}
