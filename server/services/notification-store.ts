// Writing notifications and turning rows into the contract's `Notification`. Events (exports, mentions,
// watched changes …) call createNotification; the notifications handlers read the same table.
import type { Notification, NotificationIcon, NotificationMeta, NotificationType } from '@generated/model';
import type { Db } from '../db/client';
import { notifications } from '../db/schema';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export type NotificationRow = typeof notifications.$inferSelect;

export interface NotificationInput {
  tenantId: number;
  userId: number;
  type: NotificationType;
  icon: NotificationIcon;
  title: string;
  text: string;
  resourceType?: string | null;
  resourceId?: number | null;
  meta?: NotificationMeta;
}

export async function createNotification(db: Db, input: NotificationInput): Promise<NotificationRow> {
  const [row] = await createNotifications(db, [input]);
  return row!;
}

/** Several rows in one statement (inside the caller's transaction when `db` is one). */
export async function createNotifications(
  db: Db | Tx,
  inputs: readonly NotificationInput[],
): Promise<NotificationRow[]> {
  if (!inputs.length) return [];
  return db
    .insert(notifications)
    .values(
      inputs.map((input) => ({
        tenantId: input.tenantId,
        userId: input.userId,
        type: input.type,
        icon: input.icon,
        title: input.title,
        text: input.text,
        resourceType: input.resourceType ?? null,
        resourceId: input.resourceId ?? null,
        meta: input.meta ?? {},
      })),
    )
    .returning();
}

export const toNotification = (row: NotificationRow): Notification => ({
  id: row.id,
  title: row.title,
  text: row.text,
  icon: row.icon,
  isRead: row.isRead,
  createdAt: row.createdAt.toISOString(),
  type: row.type,
  resourceType: row.resourceType,
  resourceId: row.resourceId,
  meta: { commentId: row.meta.commentId ?? null },
});
