// An upload becomes a file in the store and a media row: the body is streamed to a temporary file (hashed
// and counted, never buffered), the type is told by the file's first bytes (never by the name or the mime
// type the client sends), the size is limited per kind, and an image's width and height come from its
// header.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { MediaImage, MediaVideo, ValidationErrors } from '@generated/model';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import { insertMediaRow, toMedia, type MediaRow } from './entities/media-store';
import { isContentHash, type FileStore, type TemporaryFile } from './file-store';
import type { MediaKind } from '@generated/model';
import sharp from 'sharp';
import { describeUnsupported, imageDimensions, sniffType, type Dimensions } from './file-types';
import {
  DEFAULT_IMAGE_MAX_PIXELS,
  exceedsPixelLimit,
  tooManyPixelsMessage,
  unreadableSizeMessage,
} from './image-limits';
import { toUserSummary } from './users';

/** A refused upload: 413 (too large) or 422, answered in the Laravel shape under `upload`. */
export class UploadError extends Error {
  constructor(
    readonly statusCode: 413 | 422,
    message: string,
  ) {
    super(message);
    this.name = 'UploadError';
  }

  get errors(): ValidationErrors {
    return { upload: [this.message] };
  }
}

export const unsupportedTypeMessage = (type: string) => `File type "${type}" is not supported`;

/**
 * Laravel's wording with the limit in MB, the unit the back office shows sizes in (spec: size values are KB of
 * 1000 bytes, shown ÷ 1000 as MB), so the message does not say '20000 kilobytes' beside a '20.03 MB' file.
 */
export const tooLargeMessage = (limitBytes: number) =>
  `The upload must not be greater than ${parseFloat((limitBytes / 1_000_000).toFixed(3))} MB.`;

/** Bytes kept from the start of an upload: the type and the image header (JPEG EXIF can be 64 KB). */
const HEAD_BYTES = 128 * 1024;

/**
 * Streams the one file part of a multipart request to a temporary file in the store (hashed and counted
 * on the way, never held in memory), or refuses it: 413 past `limitBytes`, 422 without the field.
 */
export async function receiveUpload(
  request: FastifyRequest,
  files: FileStore,
  field: string,
  limitBytes: number,
): Promise<{ filename: string; file: TemporaryFile }> {
  if (!request.isMultipart()) throw new UploadError(422, `The ${field} field is required.`);
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: limitBytes, files: 1 }, throwFileSizeLimit: false });
    if (!part || part.fieldname !== field) {
      part?.file.resume();
      throw new UploadError(422, `The ${field} field is required.`);
    }
    const file = await files.writeTemporary(part.file, HEAD_BYTES);
    // The parser stops at the limit and marks the part truncated: what was written goes again.
    if (part.file.truncated) {
      await file.discard();
      throw new UploadError(413, tooLargeMessage(limitBytes));
    }
    return { filename: part.filename || 'upload', file };
  } catch (error) {
    if (error instanceof UploadError) throw error;
    const code = (error as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw new UploadError(413, tooLargeMessage(limitBytes));
    if (code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT') {
      throw new UploadError(422, 'Only one file can be uploaded at a time.');
    }
    throw new UploadError(422, 'The upload could not be read.');
  }
}

export interface StoreUploadInput {
  kind: MediaKind;
  filename: string;
  file: TemporaryFile;
  tenantId: number;
  userId: number | null;
  /** Larger raster images are refused with 422 (IMAGE_MAX_PIXELS). */
  maxPixels?: number;
}

/**
 * The header's size (PNG, GIF, JPEG, WebP from the first bytes), else what sharp reads from the whole file's
 * header without decoding the picture: AVIF, or a header past the first bytes (an AVIF's `ispe` after a
 * large box). sharp's own pixel limit is off here: with it sharp throws on a bomb instead of telling its size.
 */
async function pixelSize(file: TemporaryFile, mime: string): Promise<Dimensions | undefined> {
  const size = imageDimensions(file.head, mime);
  if (size || mime === 'image/svg+xml') return size;
  const meta = await sharp(file.path, { limitInputPixels: false })
    .metadata()
    .catch(() => undefined);
  return meta?.width && meta.height ? { width: meta.width, height: meta.height } : undefined;
}

/**
 * Checks the type, then inserts the media row and moves the file into the store in one transaction:
 * the rename happens before the commit, so a failed rename leaves no row, and a crash before the commit
 * leaves only a `*.tmp` file (removed at the next start) — never a row without its file. Should the
 * commit itself fail after the rename, the file is removed again unless another row uses it.
 */
export async function storeUpload(db: Db, files: FileStore, input: StoreUploadInput): Promise<MediaRow> {
  const { file } = input;
  const type = await sniffType(file.head);
  if (!type || type.kind !== input.kind) {
    await file.discard();
    throw new UploadError(422, unsupportedTypeMessage(await describeUnsupported(file.head)));
  }
  const size = input.kind === 'image' ? await pixelSize(file, type.mime) : undefined;
  // An svg is never decoded here (served as it is), so its nominal size is no bomb.
  const raster = input.kind === 'image' && type.mime !== 'image/svg+xml';
  const maxPixels = input.maxPixels ?? DEFAULT_IMAGE_MAX_PIXELS;
  if (raster && !size) {
    await file.discard();
    throw new UploadError(422, unreadableSizeMessage);
  }
  if (raster && exceedsPixelLimit(size, maxPixels)) {
    await file.discard();
    throw new UploadError(422, tooManyPixelsMessage(maxPixels));
  }
  const name = input.filename.replace(/[\\/]/g, '_').slice(0, 255);
  let created = false;
  try {
    return await db.transaction(async (tx) => {
      const row = await insertMediaRow(tx, {
        tenantId: input.tenantId,
        kind: input.kind,
        hash: file.hash,
        mime: type.mime,
        size: file.size,
        width: size?.width ?? null,
        height: size?.height ?? null,
        name,
        userId: input.userId,
      });
      created = (await file.commit()).created;
      return row;
    });
  } catch (error) {
    await file.discard();
    if (created) await removeFileIfUnused(db, files, file.hash);
    throw error;
  }
}

/** After a media row is deleted: the file goes too unless another row (any tenant) still uses it. */
export async function removeFileIfUnused(db: Db, files: FileStore, hash: string): Promise<boolean> {
  const [used] = await db.select({ n: count() }).from(media).where(eq(media.hash, hash));
  if ((used?.n ?? 0) > 0 || !isContentHash(hash)) return false;
  await files.remove(hash);
  return true;
}

type UserLike = Parameters<typeof toUserSummary>[0];

/** The stored row as the contract's image or video, with the uploader as updatedByUser. */
export function toUploadedMedia(row: MediaRow, user: UserLike): MediaImage | MediaVideo {
  return { ...toMedia(row), updatedByUser: toUserSummary(user) };
}
