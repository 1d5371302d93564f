// Resized and re-encoded images (`?width=&quality=` on {damPublic}/file/{hash}), made with sharp and
// cached on disk under `{dataDir}/cache/`, keyed by hash, width, quality and format. Never enlarges.
import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import type { FileStore } from './file-store';

export interface VariantRequest {
  width?: number;
  quality?: number;
}

export interface Variant {
  content: Buffer;
  mime: string;
}

export const MAX_VARIANT_WIDTH = 4096;
export const DEFAULT_QUALITY = 80;

/** Raster types sharp re-encodes in their own format; others (svg) are served as they are. */
const encodable: Record<string, 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export const canResize = (mime: string) => mime in encodable;

async function render(source: Buffer, format: (typeof encodable)[string], request: VariantRequest) {
  let image = sharp(source, { animated: format === 'gif' || format === 'webp' });
  if (request.width) image = image.resize({ width: request.width, withoutEnlargement: true });
  const quality = request.quality ?? DEFAULT_QUALITY;
  switch (format) {
    case 'jpeg':
      return image.jpeg({ quality, mozjpeg: true }).toBuffer();
    case 'png':
      // PNG has no quality; below 100 it is quantised to a palette, which is what makes it smaller.
      return image.png(quality < 100 ? { quality, palette: true, compressionLevel: 9 } : {}).toBuffer();
    case 'webp':
      return image.webp({ quality }).toBuffer();
    case 'avif':
      return image.avif({ quality }).toBuffer();
    default:
      return image.gif().toBuffer();
  }
}

export async function imageVariant(
  files: FileStore,
  hash: string,
  mime: string,
  request: VariantRequest,
): Promise<Variant> {
  const format = encodable[mime];
  if (!format) throw new Error(`cannot resize ${mime}`);
  const key = `${hash}-w${request.width ?? 0}-q${request.quality ?? DEFAULT_QUALITY}.${format}`;
  const cached = join(files.cacheDir, hash.slice(0, 2), key);
  try {
    return { content: await readFile(cached), mime };
  } catch {
    // not made yet
  }
  const content = await render(await readFile(files.pathOf(hash)), format, request);
  await mkdir(join(files.cacheDir, hash.slice(0, 2)), { recursive: true });
  const temporary = `${cached}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, content);
    await rename(temporary, cached);
  } catch {
    await rm(temporary, { force: true });
  }
  return { content, mime };
}
