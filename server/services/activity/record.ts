// Domain events → rows of the activity log (issue 29). One row per event (a status change is one shop's):
//   entity.saved            entity.created (version 1) or entity.saved, with the version the save made
//   config.statusChanged    entity.published (to online or scheduled) or entity.unpublished (to offline), per shop
//   publish.refused         entity.publishRefused with the refused shops and how many problems they had
//   entity.deleted|restored|purged, media.uploaded|deleted|restored|purged, user.signedIn   as they are
// The entity's or media item's name is kept in `detail.name` as it was, so the log still names what was purged.
import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { ActivityKind } from '@generated/model';
import type { Db } from '@server/db/client';
import { activity, entities, media, type ActivityDetail } from '@server/db/schema';
import type { DomainEvent } from '../domain-events';

export type ActivityInsert = typeof activity.$inferInsert & { kind: ActivityKind };

/** The name (and for media the kind) an earlier row of the log gave the same thing: for what is gone now. */
async function lastKnown(db: Db, tenantId: number, where: ReturnType<typeof eq>) {
  const [row] = await db
    .select({ entityType: activity.entityType, detail: activity.detail })
    .from(activity)
    .where(and(eq(activity.tenantId, tenantId), where, isNotNull(activity.entityType)))
    .orderBy(desc(activity.id))
    .limit(1);
  return row;
}

async function entityFacts(db: Db, tenantId: number, id: number): Promise<{ name?: string }> {
  const [row] = await db
    .select({ name: entities.internalName })
    .from(entities)
    .where(and(eq(entities.id, id), eq(entities.tenantId, tenantId)));
  if (row) return { name: row.name };
  const earlier = await lastKnown(db, tenantId, eq(activity.entityId, id));
  return earlier?.detail.name !== undefined ? { name: earlier.detail.name } : {};
}

async function mediaFacts(
  db: Db,
  tenantId: number,
  id: number,
): Promise<{ entityType: string | null; name?: string }> {
  const [row] = await db
    .select({ kind: media.kind, name: media.name })
    .from(media)
    .where(and(eq(media.id, id), eq(media.tenantId, tenantId)));
  if (row) return { entityType: row.kind, name: row.name };
  const earlier = await lastKnown(db, tenantId, eq(activity.mediaId, id));
  return {
    entityType: earlier?.entityType ?? null,
    ...(earlier?.detail.name !== undefined ? { name: earlier.detail.name } : {}),
  };
}

const named = (name: string | undefined): ActivityDetail => (name === undefined ? {} : { name });

const errorCount = (errors: Record<string, string[]>) =>
  Object.values(errors).reduce((sum, messages) => sum + messages.length, 0);

/** The rows an event makes (none for an event the log does not keep). */
export async function activityRowsFor(db: Db, event: DomainEvent, at: Date): Promise<ActivityInsert[]> {
  const base = { tenantId: event.tenantId, actorId: event.actorId, createdAt: at };
  switch (event.type) {
    case 'entity.saved': {
      const { name } = await entityFacts(db, event.tenantId, event.entityId);
      return [
        {
          ...base,
          kind: event.created ? 'entity.created' : 'entity.saved',
          entityType: event.entityType,
          entityId: event.entityId,
          version: event.version,
          detail: named(name),
        },
      ];
    }
    case 'config.statusChanged': {
      const { name } = await entityFacts(db, event.tenantId, event.entityId);
      return [
        {
          ...base,
          kind: event.to === 'offline' ? 'entity.unpublished' : 'entity.published',
          entityType: event.entityType,
          entityId: event.entityId,
          appId: event.appId,
          detail: { ...named(name), from: event.from, to: event.to },
        },
      ];
    }
    case 'publish.refused': {
      const { name } = await entityFacts(db, event.tenantId, event.entityId);
      return [
        {
          ...base,
          kind: 'entity.publishRefused',
          entityType: event.entityType,
          entityId: event.entityId,
          appId: event.appIds.length === 1 ? event.appIds[0]! : null,
          detail: { ...named(name), appIds: event.appIds, errorCount: errorCount(event.errors) },
        },
      ];
    }
    case 'entity.deleted':
    case 'entity.restored':
    case 'entity.purged': {
      const { name } = await entityFacts(db, event.tenantId, event.entityId);
      return [
        {
          ...base,
          kind: event.type,
          entityType: event.entityType,
          entityId: event.entityId,
          detail: named(name),
        },
      ];
    }
    case 'media.uploaded':
    case 'media.deleted':
    case 'media.restored':
    case 'media.purged': {
      const { entityType, name } = await mediaFacts(db, event.tenantId, event.mediaId);
      return [
        {
          ...base,
          kind: event.type,
          entityType,
          entityId: event.mediaId,
          mediaId: event.mediaId,
          detail: named(name),
        },
      ];
    }
    case 'user.signedIn':
      return [{ ...base, kind: 'user.signedIn' }];
  }
}

/** Writes the rows of one event. */
export async function recordActivity(db: Db, event: DomainEvent, at: Date): Promise<number> {
  const rows = await activityRowsFor(db, event, at);
  if (rows.length) await db.insert(activity).values(rows);
  return rows.length;
}
