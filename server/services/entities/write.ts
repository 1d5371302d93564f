// The entity write service (the editor's saves with versions join it):
//   deleteEntity  by the type's delete rule: 204 (moved to the trash), 405 (never allowed), 409 (custom page
//                 with live children), 404 (not of this collection, or already in the trash)
//   deleteMedia   an image or video row to the trash; 409 while published content uses its file
//   duplicateEntity  the wizard's "duplicate": a copy named "{name} - Copy" with new ids, its shop configs
//                 copied as unpublished drafts (status removed: no snapshot, no schedule), version 1
import { and, count, eq, sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { appConfigs, entities } from '@server/db/schema';
import { HttpError } from '@server/http-error';
import { nowOf } from '../clock';
import { liveEntities } from '../trash/live';
import { trashEntity, trashMedia, type TrashActor } from '../trash/trash';
import { findEntityRow } from './entity-store';
import { findMediaRow } from './media-store';
import { entityTypeConfig, type EntityType } from './types';

export const DELETE_NOT_ALLOWED = 'This resource cannot be deleted.';

/**
 * The one entry point of an entity delete (the DELETE operations and bulk delete call it): by the type's
 * rule, it moves the entity to the trash (services/trash) — its shop configs, blocks and tags stay attached
 * until it is restored or purged. `actor` says who deletes and where `entity.deleted` goes after the move.
 */
export async function deleteEntity(
  db: Db,
  type: EntityType | readonly EntityType[],
  tenantId: number,
  id: number,
  actor: TrashActor = { userId: null },
) {
  const types = typeof type === 'string' ? [type] : type;
  const config = entityTypeConfig(types[0]!);
  if (config.deleteRule === 'never' || config.deleteRule === 'none')
    throw new HttpError(405, DELETE_NOT_ALLOWED);
  const row = await findEntityRow(db, tenantId, types, id);
  if (!row) throw new HttpError(404, 'Not found.');
  if (config.deleteRule === 'no-children') {
    const [children] = await db
      .select({ n: count() })
      .from(entities)
      .where(and(eq(entities.parentId, id), liveEntities()));
    if ((children?.n ?? 0) > 0) {
      throw new HttpError(409, 'This page has subpages. Move or delete them first.');
    }
  }
  await trashEntity(db, tenantId, id, actor, nowOf(db));
}

/** Moves an image or video to the trash; refused (409) while published content references its hash. */
export async function deleteMedia(
  db: Db,
  tenantId: number,
  id: number,
  actor: TrashActor = { userId: null },
) {
  const row = await findMediaRow(db, tenantId, id);
  if (!row) throw new HttpError(404, 'Not found.');
  const [used] = await db
    .select({ n: count() })
    .from(appConfigs)
    .innerJoin(entities, eq(entities.id, appConfigs.entityId))
    .where(
      and(
        eq(appConfigs.isPublished, true),
        liveEntities(),
        sql`position(${row.hash} in ${appConfigs.published}::text) > 0`,
      ),
    );
  if ((used?.n ?? 0) > 0) throw new HttpError(409, 'This file is used by published content.');
  await trashMedia(db, tenantId, id, actor, nowOf(db));
  return row;
}

const COPY_SUFFIX = ' - Copy';

/** Returns the new entity's id. Children of a hierarchical entity are not copied. */
export async function duplicateEntity(
  db: Db,
  tenantId: number,
  id: number,
  userId: number | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(entities)
      .where(and(eq(entities.id, id), eq(entities.tenantId, tenantId), liveEntities()));
    if (!source) throw new HttpError(404, 'Not found.');
    const now = new Date();
    const [copy] = await tx
      .insert(entities)
      .values({
        tenantId,
        entityType: source.entityType,
        internalName: `${source.internalName}${COPY_SUFFIX}`,
        fields: structuredClone(source.fields),
        version: 1,
        parentId: source.parentId,
        isPublished: false,
        tagIds: source.tagIds,
        createdBy: userId,
        updatedBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: entities.id });
    const configs = await tx.select().from(appConfigs).where(eq(appConfigs.entityId, id));
    if (configs.length) {
      await tx.insert(appConfigs).values(
        // A copy's rows take their own ids and revisions.
        configs.map(
          ({ id: _id, entityId: _entityId, createdAt: _c, updatedAt: _u, revision: _r, ...config }) => ({
            ...config,
            entityId: copy!.id,
            name: config.name ? `${config.name}${COPY_SUFFIX}` : config.name,
            slug: config.slug ? `${config.slug}-copy` : config.slug,
            path: config.path ? `${config.path}-copy` : config.path,
            isPublished: false,
            published: null,
            isDraft: true,
            activeFrom: null,
            activeUntil: null,
            hiddenUntil: null,
            createdAt: now,
            updatedAt: now,
          }),
        ),
      );
    }
    return copy!.id;
  });
}
