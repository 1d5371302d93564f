// Domain events → the notifications they cause (who gets what), never written by hand:
//   entity.saved          entry_update to every watcher but the one who saved (a new entity has none yet)
//   config.statusChanged  entry_status_changed to every watcher but the one who changed it (all of them when
//                         nobody did: a scheduled config going online)
//   publish.refused       entry_publish_fail to the one who tried
import { and, eq, inArray } from 'drizzle-orm';
import type { ContentStatus } from '@generated/model';
import type { Db } from '@server/db/client';
import { apps, entities, users } from '@server/db/schema';
import type { DomainEvent } from '../domain-events';
import type { NotificationInput } from '../notification-store';
import { watcherUserIds } from '../watchers';
import { resourceTypeOf } from './resources';
import {
  ENTRY_UPDATE_TITLE,
  PUBLISH_FAILED_TITLE,
  STATUS_CHANGED_TITLE,
  entryUpdateText,
  publishFailedText,
  statusChangedText,
} from './texts';
import { liveEntities } from '../trash/live';

async function entityName(db: Db, tenantId: number, id: number): Promise<string | undefined> {
  const [row] = await db
    .select({ name: entities.internalName })
    .from(entities)
    .where(and(eq(entities.id, id), eq(entities.tenantId, tenantId), liveEntities()));
  return row?.name;
}

async function userName(db: Db, tenantId: number, id: number | null): Promise<string | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ name: users.name })
    .from(users)
    .where(and(eq(users.id, id), eq(users.tenantId, tenantId)));
  return row?.name ?? null;
}

async function shopNames(db: Db, tenantId: number, ids: readonly number[]): Promise<string[]> {
  if (!ids.length) return [];
  const rows = await db
    .select({ id: apps.id, name: apps.name })
    .from(apps)
    .where(and(eq(apps.tenantId, tenantId), inArray(apps.id, [...ids])));
  const byId = new Map(rows.map((row) => [row.id, row.name]));
  return ids.map((id) => byId.get(id)).filter((name): name is string => name !== undefined);
}

/** Watchers of an entity, but not `actorId`. */
async function recipients(
  db: Db,
  tenantId: number,
  entityType: string,
  entityId: number,
  actorId: number | null,
) {
  const ids = await watcherUserIds(db, tenantId, resourceTypeOf(entityType), entityId);
  return ids.filter((id) => id !== actorId);
}

/** The notifications of a status change (also used by the scheduler for configs going online). */
export async function statusChangeNotifications(
  db: Db,
  change: {
    tenantId: number;
    entityId: number;
    entityType: string;
    appId: number | null;
    to: ContentStatus;
    actorId: number | null;
  },
): Promise<NotificationInput[]> {
  const to = await recipients(db, change.tenantId, change.entityType, change.entityId, change.actorId);
  if (!to.length) return [];
  const name = (await entityName(db, change.tenantId, change.entityId)) ?? `#${change.entityId}`;
  const [shop] = change.appId === null ? [] : await shopNames(db, change.tenantId, [change.appId]);
  const actor = await userName(db, change.tenantId, change.actorId);
  const text = statusChangedText(name, change.to, shop ?? null, actor);
  return to.map((userId) => ({
    tenantId: change.tenantId,
    userId,
    type: 'entry_status_changed',
    icon: 'status',
    title: STATUS_CHANGED_TITLE,
    text,
    resourceType: resourceTypeOf(change.entityType),
    resourceId: change.entityId,
  }));
}

export async function notificationsForEvent(db: Db, event: DomainEvent): Promise<NotificationInput[]> {
  switch (event.type) {
    case 'entity.saved': {
      if (event.created) return [];
      const to = await recipients(db, event.tenantId, event.entityType, event.entityId, event.actorId);
      if (!to.length) return [];
      const name = (await entityName(db, event.tenantId, event.entityId)) ?? `#${event.entityId}`;
      const actor = (await userName(db, event.tenantId, event.actorId)) ?? 'Someone';
      return to.map((userId) => ({
        tenantId: event.tenantId,
        userId,
        type: 'entry_update',
        icon: 'info',
        title: ENTRY_UPDATE_TITLE,
        text: entryUpdateText(actor, name),
        resourceType: resourceTypeOf(event.entityType),
        resourceId: event.entityId,
      }));
    }
    case 'config.statusChanged':
      if (event.from === event.to) return [];
      return statusChangeNotifications(db, event);
    case 'publish.refused': {
      const name = (await entityName(db, event.tenantId, event.entityId)) ?? `#${event.entityId}`;
      const shops = await shopNames(db, event.tenantId, event.appIds);
      const errorCount = Object.values(event.errors).reduce((sum, messages) => sum + messages.length, 0);
      return [
        {
          tenantId: event.tenantId,
          userId: event.actorId,
          type: 'entry_publish_fail',
          icon: 'error',
          title: PUBLISH_FAILED_TITLE,
          text: publishFailedText(name, shops, errorCount),
          resourceType: resourceTypeOf(event.entityType),
          resourceId: event.entityId,
        },
      ];
    }
    default:
      // Trash, upload and sign-in events feed the activity log, not notifications.
      return [];
  }
}
