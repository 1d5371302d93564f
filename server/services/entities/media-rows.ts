// Images and videos (the `media` table) as the contract's MediaImage and MediaVideo lists.
import { and, asc, count, desc, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { MediaImage, MediaKind, MediaVideo } from '../../../generated/model';
import type { Db } from '../../db/client';
import { media } from '../../db/schema';
import type { EntityListQuery } from './query';
import { likePattern, userSummaries } from './users';

export type MediaRow = typeof media.$inferSelect;

export const MEDIA_SORT_COLUMNS = {
  id: media.id,
  name: media.name,
  internalName: media.name,
  size: media.size,
  createdAt: media.createdAt,
  updatedAt: media.updatedAt,
} as const;

export async function queryMediaRows(db: Db, kind: MediaKind, query: EntityListQuery) {
  const conditions: (SQL | undefined)[] = [eq(media.tenantId, query.tenantId), eq(media.kind, kind)];
  if (query.term) conditions.push(ilike(media.name, likePattern(query.term)));
  if (query.hash) conditions.push(eq(media.hash, query.hash));
  if (query.ids) conditions.push(query.ids.length ? inArray(media.id, query.ids) : sql`false`);
  const where = and(...conditions);
  const column = MEDIA_SORT_COLUMNS[query.sortBy as keyof typeof MEDIA_SORT_COLUMNS] ?? media.updatedAt;
  const direction = query.sortDir === 'asc' ? asc : desc;
  const [totalRow] = await db.select({ total: count() }).from(media).where(where);
  const rows = await db
    .select()
    .from(media)
    .where(where)
    .orderBy(direction(column), direction(media.id))
    .limit(query.perPage)
    .offset((query.page - 1) * query.perPage);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function findMediaRow(db: Db, tenantId: number, id: number, kind?: MediaKind) {
  const [row] = await db
    .select()
    .from(media)
    .where(and(eq(media.id, id), eq(media.tenantId, tenantId), kind ? eq(media.kind, kind) : undefined));
  return row;
}

/** One media row as the contract's MediaImage (or MediaVideo, which adds `input`). */
export function toMedia(row: MediaRow): MediaImage & Partial<MediaVideo> {
  const item: MediaImage & Partial<MediaVideo> = {
    id: row.id,
    internalName: row.name,
    hash: row.hash,
    fileSize: row.size,
    quality: row.quality,
    meta: {
      name: row.name,
      size: row.size,
      mimeType: row.mime,
      ...(row.width !== null && row.height !== null
        ? { image: { width: row.width, height: row.height } }
        : {}),
    },
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
  if (row.width !== null) item.width = row.width;
  if (row.height !== null) item.height = row.height;
  if (row.kind === 'video') item.input = row.input ?? row.name;
  return item;
}

export async function hydrateMedia(db: Db, rows: MediaRow[], query: Pick<EntityListQuery, 'include'>) {
  const people = query.include.has('updatedByUser')
    ? await userSummaries(
        db,
        rows.map((r) => r.updatedBy),
      )
    : undefined;
  return rows.map((row) => {
    const item = toMedia(row);
    const user = row.updatedBy === null ? undefined : people?.get(row.updatedBy);
    if (user) item.updatedByUser = user;
    return item;
  });
}
