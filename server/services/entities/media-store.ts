// The repository of images and videos (the `media` table): lists with filters, sorting and paging in SQL,
// get by id, insert (uploads), and the rows as the contract's MediaImage and MediaVideo.
//   insertMediaRow(db, input) → the new row
//     input: { tenantId, kind: 'image' | 'video', hash, mime, size (bytes), width?, height? (images),
//              name (file name shown in overviews), input? (videos: original upload file name),
//              quality? (default 80), userId? (createdBy/updatedBy) }
//   updateMediaRow(db, actor, kind, id, input) → the saved row; 404, 409 on a stale version
//     input: the contract's MediaUpdate (meta.name; meta.focus for images, meta.player for videos)
//   Deleting a media row is services/entities/delete.ts's deleteMedia (the row only; the stored file is
//   the upload side's to remove).
import { and, eq, ilike, inArray, sql, type SQL } from 'drizzle-orm';
import type { MediaImage, MediaKind, MediaUpdate, MediaVideo, VideoPlayerOptions } from '@generated/model';
import type { Db } from '@server/db/client';
import { media, type MediaSettings } from '@server/db/schema';
import { HttpError } from '@server/http-error';
import { likePattern } from '../like-pattern';
import { paginate, sortOrder, totalOf, totalOver, type Page, type SortColumns } from '../pagination';
import { updaterSummaries } from '../users';
import type { EntityListQuery } from './query';
import { versionConflict } from './version-conflict';
import { liveMedia } from '../trash/live';

export type MediaRow = typeof media.$inferSelect;

/** The sort whitelist of media rows. */
const MEDIA_SORT_COLUMNS: SortColumns = {
  id: media.id,
  name: media.name,
  internalName: media.name,
  size: media.size,
  createdAt: media.createdAt,
  updatedAt: media.updatedAt,
};

export async function queryMediaRows(
  db: Db,
  kind: MediaKind,
  query: EntityListQuery,
): Promise<Page<MediaRow>> {
  const conditions: (SQL | undefined)[] = [
    eq(media.tenantId, query.tenantId),
    eq(media.kind, kind),
    liveMedia(),
  ];
  if (query.term) conditions.push(ilike(media.name, likePattern(query.term)));
  if (query.hash) conditions.push(eq(media.hash, query.hash));
  if (query.ids) conditions.push(query.ids.length ? inArray(media.id, query.ids) : sql`false`);
  const where = and(...conditions);
  const order = sortOrder(MEDIA_SORT_COLUMNS, query, media.updatedAt, media.id);
  return paginate(
    db,
    () => db.select({ id: media.id, total: totalOver() }).from(media).where(where).$dynamic(),
    { ...query, order },
    (page) =>
      db
        .select({ row: media, total: totalOf(page) })
        .from(page)
        .innerJoin(media, eq(media.id, page.id))
        .orderBy(...order),
  );
}

export async function findMediaRow(db: Db, tenantId: number, id: number, kind?: MediaKind) {
  const [row] = await db
    .select()
    .from(media)
    .where(
      and(
        eq(media.id, id),
        eq(media.tenantId, tenantId),
        kind ? eq(media.kind, kind) : undefined,
        liveMedia(),
      ),
    );
  return row;
}

/** Until an editor sets them: every player option off (spec 1 §4.7). */
const PLAYER_DEFAULTS: Required<VideoPlayerOptions> = {
  autoplay: false,
  loop: false,
  mute: false,
  hideControls: false,
};

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
      ...(row.kind === 'video'
        ? { player: { ...PLAYER_DEFAULTS, ...row.settings.player } }
        : { focus: row.settings.focus ?? 'center-center' }),
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
  const people = await updaterSummaries(db, rows, query.include);
  return rows.map((row) => {
    const item = toMedia(row);
    const user = row.updatedBy === null ? undefined : people?.get(row.updatedBy);
    if (user) item.updatedByUser = user;
    return item;
  });
}

export interface MediaRowInput {
  tenantId: number;
  kind: 'image' | 'video';
  hash: string;
  mime: string;
  size: number;
  width?: number | null;
  height?: number | null;
  name: string;
  input?: string | null;
  quality?: number;
  userId?: number | null;
}

export async function insertMediaRow(db: Db, input: MediaRowInput): Promise<MediaRow> {
  const [row] = await db
    .insert(media)
    .values({
      tenantId: input.tenantId,
      kind: input.kind,
      hash: input.hash,
      mime: input.mime,
      size: input.size,
      width: input.width ?? null,
      height: input.height ?? null,
      name: input.name,
      input: input.kind === 'video' ? (input.input ?? input.name) : null,
      quality: input.quality ?? 80,
      createdBy: input.userId ?? null,
      updatedBy: input.userId ?? null,
    })
    .returning();
  return row!;
}

/** Saves an editor's change of a media row (name, an image's focus, a video's player options). */
export async function updateMediaRow(
  db: Db,
  actor: { tenantId: number; userId: number },
  kind: MediaKind,
  id: number,
  input: MediaUpdate,
): Promise<MediaRow> {
  const settings: MediaSettings = {};
  // Each kind keeps its own part; the other kind's is ignored.
  if (kind === 'image' && input.meta.focus !== undefined) settings.focus = input.meta.focus;
  if (kind === 'video' && input.meta.player !== undefined) settings.player = input.meta.player;
  const where = and(eq(media.id, id), eq(media.tenantId, actor.tenantId), eq(media.kind, kind));
  const [row] = await db
    .update(media)
    .set({
      name: input.meta.name,
      settings: sql`${media.settings} || ${JSON.stringify(settings)}::jsonb`,
      version: sql`${media.version} + 1`,
      updatedBy: actor.userId,
      updatedAt: new Date(),
    })
    .where(and(where, eq(media.version, input.version)))
    .returning();
  if (row) return row;
  const stored = await findMediaRow(db, actor.tenantId, id, kind);
  if (!stored) throw new HttpError(404, 'Not found.');
  throw await versionConflict(db, actor.tenantId, stored);
}
