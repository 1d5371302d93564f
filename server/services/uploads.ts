// An upload becomes a file in the store and a media row: the type is told by the file's first bytes
// (never by the name or the mime type the client sends), the size is limited per kind, and an image's
// width and height come from its header.
import type { MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import type { MediaImage, MediaVideo, ValidationErrors } from '../../generated/model';
import { count, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { media } from '../db/schema';
import { insertMediaRow, toMedia, type MediaRow } from './entities/media-store';
import { isContentHash, type FileStore } from './file-store';
import type { MediaKind } from '../../generated/model';
import sharp from 'sharp';
import { describeUnsupported, imageDimensions, sniffType, type Dimensions } from './file-types';
import { DEFAULT_IMAGE_MAX_PIXELS, exceedsPixelLimit, tooManyPixelsMessage } from './image-limits';
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

/** Laravel's wording, with the limit in kilobytes of 1000 bytes (spec: sizes are KB × 1000). */
export const tooLargeMessage = (limitBytes: number) =>
  `The upload must not be greater than ${Math.floor(limitBytes / 1000)} kilobytes.`;

/** Reads the one file part of a multipart request, or refuses it. */
export async function readUpload(
  request: FastifyRequest,
  field: string,
  limitBytes: number,
): Promise<{ filename: string; content: Buffer }> {
  if (!request.isMultipart()) throw new UploadError(422, `The ${field} field is required.`);
  let part: MultipartFile | undefined;
  try {
    part = await request.file({ limits: { fileSize: limitBytes, files: 1 } });
    if (!part || part.fieldname !== field) throw new UploadError(422, `The ${field} field is required.`);
    const content = await part.toBuffer();
    return { filename: part.filename || 'upload', content };
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
  content: Buffer;
  tenantId: number;
  userId: number | null;
  /** Larger raster images are refused with 422 (IMAGE_MAX_PIXELS). */
  maxPixels?: number;
}

/** The header's size, else (AVIF) what sharp reads from the header without decoding the picture. */
async function pixelSize(content: Buffer, mime: string): Promise<Dimensions | undefined> {
  const size = imageDimensions(content, mime);
  if (size || mime === 'image/svg+xml') return size;
  const meta = await sharp(content)
    .metadata()
    .catch(() => undefined);
  return meta?.width && meta.height ? { width: meta.width, height: meta.height } : undefined;
}

/** Checks the type, stores the file and inserts the media row. */
export async function storeUpload(db: Db, files: FileStore, input: StoreUploadInput): Promise<MediaRow> {
  const type = sniffType(input.content);
  if (!type || type.kind !== input.kind) {
    throw new UploadError(422, unsupportedTypeMessage(describeUnsupported(input.content)));
  }
  const size = input.kind === 'image' ? await pixelSize(input.content, type.mime) : undefined;
  // An svg is never decoded here (served as it is), so its nominal size is no bomb.
  const maxPixels = input.maxPixels ?? DEFAULT_IMAGE_MAX_PIXELS;
  if (type.mime !== 'image/svg+xml' && exceedsPixelLimit(size, maxPixels)) {
    throw new UploadError(422, tooManyPixelsMessage(maxPixels));
  }
  const stored = await files.put(input.content);
  const name = input.filename.replace(/[\\/]/g, '_').slice(0, 255);
  return insertMediaRow(db, {
    tenantId: input.tenantId,
    kind: input.kind,
    hash: stored.hash,
    mime: type.mime,
    size: stored.size,
    width: size?.width ?? null,
    height: size?.height ?? null,
    name,
    userId: input.userId,
  });
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
