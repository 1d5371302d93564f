// Deleting entities by the type's delete rule: 204, 405 (never allowed), 409 (custom page with children;
// media used by published content), 404 (not of this collection).
import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appConfigs, entities, media } from '../../db/schema';
import { HttpError } from '../../http-error';
import { findEntityRow } from './entity-store';
import { findMediaRow } from './media-store';
import { entityTypeConfig, type EntityType } from './types';

export const DELETE_NOT_ALLOWED = 'This resource cannot be deleted.';

export async function deleteEntity(
  db: Db,
  type: EntityType | readonly EntityType[],
  tenantId: number,
  id: number,
) {
  const types = typeof type === 'string' ? [type] : type;
  const config = entityTypeConfig(types[0]!);
  if (config.deleteRule === 'never' || config.deleteRule === 'none')
    throw new HttpError(405, DELETE_NOT_ALLOWED);
  const row = await findEntityRow(db, tenantId, types, id);
  if (!row) throw new HttpError(404, 'Not found.');
  if (config.deleteRule === 'no-children') {
    const [children] = await db.select({ n: count() }).from(entities).where(eq(entities.parentId, id));
    if ((children?.n ?? 0) > 0) {
      throw new HttpError(409, 'This page has subpages. Move or delete them first.');
    }
  }
  await db.delete(entities).where(and(eq(entities.id, id), inArray(entities.entityType, [...types])));
}

/** Deletes an image or video row; refused (409) while published content references its hash. */
export async function deleteMedia(db: Db, tenantId: number, id: number) {
  const row = await findMediaRow(db, tenantId, id);
  if (!row) throw new HttpError(404, 'Not found.');
  const [used] = await db
    .select({ n: count() })
    .from(appConfigs)
    .where(
      and(eq(appConfigs.isPublished, true), sql`position(${row.hash} in ${appConfigs.published}::text) > 0`),
    );
  if ((used?.n ?? 0) > 0) throw new HttpError(409, 'This file is used by published content.');
  await db.delete(media).where(eq(media.id, id));
  return row;
}
