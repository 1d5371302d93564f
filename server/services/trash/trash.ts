// The trash (issue 29, docs/trash.md): a deleted entity or media item keeps its row — shop configs, blocks,
// tags, versions, comments and watchers stay attached — with `deleted_at`/`deleted_by` set, until it is
// restored or purged (by hand, or by the `trash-purge` job when the retention period is over). Every read
// of content takes live rows only (`liveEntities()`, `liveMedia()`); only this module reads trashed ones.
//   trashEntity / trashMedia      the delete operations' move (services/entities/write.ts checks the rules)
//   listTrash(db, tenantId, type, page)  the type's trashed items, newest deletion first, with who deleted them
//   restoreFromTrash / purgeFromTrash    by hand; purgeExpired: the job
// Events (entity.deleted|restored|purged, media.deleted|restored|purged) are emitted after the change committed.
import { and, asc, count, desc, eq, inArray, isNotNull, lte } from 'drizzle-orm';
import type { EntityType, TrashItem, UserSummary } from '@generated/model';
import type { Db } from '@server/db/client';
import { entities, media, users } from '@server/db/schema';
import { HttpError } from '@server/http-error';
import type { DomainEvents } from '../domain-events';
import type { FileStore } from '../file-store';
import { removeFileIfUnused } from '../uploads';
import { entityTypeConfig } from '../entities/types';
import { liveEntities, liveMedia } from './live';

export const DEFAULT_TRASH_RETENTION_DAYS = 30;
const DAY_MS = 86_400_000;

/** Who acts and where the events go; without `events` nothing is emitted (seed, scripts). */
export interface TrashActor {
  userId: number | null;
  events?: DomainEvents;
}

const isMediaType = (type: EntityType) => type === 'image' || type === 'video';

/** A type whose rows the trash keeps: entity rows and media; tags, tag groups and block types are not kept. */
export function trashable(type: EntityType): boolean {
  const { store } = entityTypeConfig(type);
  return store === 'entities' || store === 'media';
}

export async function trashEntity(db: Db, tenantId: number, id: number, actor: TrashActor, now: Date) {
  const [row] = await db
    .update(entities)
    .set({ deletedAt: now, deletedBy: actor.userId })
    .where(and(eq(entities.id, id), eq(entities.tenantId, tenantId), liveEntities()))
    .returning({ id: entities.id, entityType: entities.entityType });
  if (!row) throw new HttpError(404, 'Not found.');
  actor.events?.emit({
    type: 'entity.deleted',
    tenantId,
    entityId: row.id,
    entityType: row.entityType,
    actorId: actor.userId,
  });
}

export async function trashMedia(db: Db, tenantId: number, id: number, actor: TrashActor, now: Date) {
  const [row] = await db
    .update(media)
    .set({ deletedAt: now, deletedBy: actor.userId })
    .where(and(eq(media.id, id), eq(media.tenantId, tenantId), liveMedia()))
    .returning({ id: media.id });
  if (!row) throw new HttpError(404, 'Not found.');
  actor.events?.emit({ type: 'media.deleted', tenantId, mediaId: row.id, actorId: actor.userId });
}

export interface TrashPage {
  items: TrashItem[];
  total: number;
}

/** The trashed items of a type, newest deletion first (the trash partial indexes serve it). */
export async function listTrash(
  db: Db,
  tenantId: number,
  type: EntityType,
  { page, perPage, ids }: { page: number; perPage: number; ids?: number[] },
  retentionDays: number,
): Promise<TrashPage> {
  if (!trashable(type)) return { items: [], total: 0 };
  const table = isMediaType(type) ? media : entities;
  if (ids && !ids.length) return { items: [], total: 0 };
  const where = isMediaType(type)
    ? and(
        eq(media.tenantId, tenantId),
        eq(media.kind, type as 'image' | 'video'),
        isNotNull(media.deletedAt),
        ids ? inArray(media.id, ids) : undefined,
      )
    : and(
        eq(entities.tenantId, tenantId),
        eq(entities.entityType, type),
        isNotNull(entities.deletedAt),
        ids ? inArray(entities.id, ids) : undefined,
      );
  const name = isMediaType(type) ? media.name : entities.internalName;
  const [totalRow] = await db.select({ n: count() }).from(table).where(where);
  const rows = await db
    .select({
      id: table.id,
      name,
      deletedAt: table.deletedAt,
      user: { id: users.id, name: users.name, email: users.email, avatar: users.avatar },
    })
    .from(table)
    .leftJoin(users, and(eq(users.id, table.deletedBy), eq(users.tenantId, tenantId)))
    .where(where)
    .orderBy(desc(table.deletedAt), desc(table.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return {
    total: totalRow?.n ?? 0,
    items: rows.map((row) => {
      const deletedAt = row.deletedAt!;
      const deletedBy: UserSummary | null = row.user?.id
        ? { id: row.user.id, name: row.user.name, email: row.user.email, avatar: row.user.avatar }
        : null;
      return {
        id: row.id,
        entityType: type,
        name: row.name,
        deletedAt: deletedAt.toISOString(),
        deletedBy,
        purgeAt: new Date(deletedAt.getTime() + retentionDays * DAY_MS).toISOString(),
      };
    }),
  };
}

async function trashedEntity(db: Db, tenantId: number, type: EntityType, id: number) {
  const [row] = await db
    .select()
    .from(entities)
    .where(
      and(
        eq(entities.id, id),
        eq(entities.tenantId, tenantId),
        eq(entities.entityType, type),
        isNotNull(entities.deletedAt),
      ),
    );
  if (!row) throw new HttpError(404, 'Not found.');
  return row;
}

async function trashedMedia(db: Db, tenantId: number, type: EntityType, id: number) {
  const [row] = await db
    .select()
    .from(media)
    .where(
      and(
        eq(media.id, id),
        eq(media.tenantId, tenantId),
        eq(media.kind, type as 'image' | 'video'),
        isNotNull(media.deletedAt),
      ),
    );
  if (!row) throw new HttpError(404, 'Not found.');
  return row;
}

/** Brings a trashed item back as it was (its configs, blocks and tags never left). 404 unless trashed. */
export async function restoreFromTrash(
  db: Db,
  tenantId: number,
  type: EntityType,
  id: number,
  actor: TrashActor,
): Promise<void> {
  if (!trashable(type)) throw new HttpError(404, 'Not found.');
  if (isMediaType(type)) {
    await trashedMedia(db, tenantId, type, id);
    await db.update(media).set({ deletedAt: null, deletedBy: null }).where(eq(media.id, id));
    actor.events?.emit({ type: 'media.restored', tenantId, mediaId: id, actorId: actor.userId });
    return;
  }
  const row = await trashedEntity(db, tenantId, type, id);
  if (row.parentId !== null) {
    const [parent] = await db
      .select({ deletedAt: entities.deletedAt })
      .from(entities)
      .where(eq(entities.id, row.parentId));
    if (parent?.deletedAt) throw new HttpError(409, 'Its parent is in the trash. Restore the parent first.');
  }
  await db.update(entities).set({ deletedAt: null, deletedBy: null }).where(eq(entities.id, id));
  actor.events?.emit({
    type: 'entity.restored',
    tenantId,
    entityId: id,
    entityType: type,
    actorId: actor.userId,
  });
}

const HAS_CHILDREN = 'It still has subpages (in the trash or not). Delete or move them first.';

/** Removes a trashed item for good: the entity row with its configs, versions … (cascade); media with its file. */
export async function purgeFromTrash(
  db: Db,
  files: FileStore,
  tenantId: number,
  type: EntityType,
  id: number,
  actor: TrashActor,
): Promise<void> {
  if (!trashable(type)) throw new HttpError(404, 'Not found.');
  if (isMediaType(type)) {
    const row = await trashedMedia(db, tenantId, type, id);
    await db.delete(media).where(and(eq(media.id, id), isNotNull(media.deletedAt)));
    await removeFileIfUnused(db, files, row.hash);
    actor.events?.emit({ type: 'media.purged', tenantId, mediaId: id, actorId: actor.userId });
    return;
  }
  await trashedEntity(db, tenantId, type, id);
  const [children] = await db.select({ n: count() }).from(entities).where(eq(entities.parentId, id));
  if ((children?.n ?? 0) > 0) throw new HttpError(409, HAS_CHILDREN);
  await db.delete(entities).where(and(eq(entities.id, id), isNotNull(entities.deletedAt)));
  actor.events?.emit({
    type: 'entity.purged',
    tenantId,
    entityId: id,
    entityType: type,
    actorId: actor.userId,
  });
}

/**
 * Purges what has been in the trash longer than the retention period (the job; actor null). Oldest first, so
 * a subpage deleted before its parent goes before it; an item that cannot go yet (a parent whose children
 * are younger in the trash) waits for a later run. Returns how many went.
 */
export async function purgeExpired(
  db: Db,
  files: FileStore,
  {
    now,
    retentionDays,
    events,
    limit = 500,
  }: { now: Date; retentionDays: number; events?: DomainEvents; limit?: number },
): Promise<number> {
  const before = new Date(now.getTime() - retentionDays * DAY_MS);
  const actor: TrashActor = { userId: null, events };
  let purged = 0;
  const expiredEntities = await db
    .select({ id: entities.id, tenantId: entities.tenantId, entityType: entities.entityType })
    .from(entities)
    .where(and(isNotNull(entities.deletedAt), lte(entities.deletedAt, before)))
    .orderBy(asc(entities.deletedAt), asc(entities.id))
    .limit(limit);
  for (const row of expiredEntities) {
    try {
      await purgeFromTrash(db, files, row.tenantId, row.entityType as EntityType, row.id, actor);
      purged++;
    } catch (error) {
      if (!(error instanceof HttpError)) throw error;
    }
  }
  const expiredMedia = await db
    .select({ id: media.id, tenantId: media.tenantId, kind: media.kind })
    .from(media)
    .where(and(isNotNull(media.deletedAt), lte(media.deletedAt, before)))
    .orderBy(asc(media.deletedAt), asc(media.id))
    .limit(limit);
  for (const row of expiredMedia) {
    await purgeFromTrash(db, files, row.tenantId, row.kind, row.id, actor);
    purged++;
  }
  return purged;
}
