// The media table's write side, for the upload handlers.
//
//   insertMediaRow(db, input) → the new row (typeof media.$inferSelect)
//     input: { tenantId, kind: 'image' | 'video', hash, mime, size (bytes), width?, height? (images),
//              name (file name shown in overviews), input? (videos: original upload file name),
//              quality? (default 80), userId? (createdBy/updatedBy) }
//   toMedia(row) (services/entities/media-rows.ts) turns a row into the contract's MediaImage/MediaVideo.
//   Lists, get by id and delete of media rows are implemented by the entity catalogue
//   (listMediaImages, listMediaVideos, getMediaImage, getMediaVideo, deleteMedia): deleteMedia removes the
//   row only; the stored file is the upload side's to remove.
import type { Db } from '../db/client';
import { media } from '../db/schema';

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

export type MediaRecord = typeof media.$inferSelect;

export async function insertMediaRow(db: Db, input: MediaRowInput): Promise<MediaRecord> {
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
