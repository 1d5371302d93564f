// Resized and re-encoded images (`?width=&quality=` on {damPublic}/file/{hash}), made with sharp and
// cached on disk under `{dataDir}/cache/` (bounded, least recently used evicted: variant-cache.ts). Never
// enlarges. Bounded against decompression bombs (issue 7 §2): only a fixed set of widths and qualities
// exists (a request is rounded to the nearest), sharp refuses inputs above the pixel limit, at most
// `concurrency` images are rendered at once and at most `queueLimit` wait for their turn (beyond that the
// request is refused at once, RenderQueueFullError → 503, instead of piling up).
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import type { FileStore } from './file-store';
import { DEFAULT_IMAGE_MAX_PIXELS } from './image-limits';
import { createSemaphore } from './semaphore';
import { createVariantCache, DEFAULT_VARIANT_CACHE_BYTES } from './variant-cache';

export interface VariantRequest {
  width?: number;
  quality?: number;
}

export interface Variant {
  content: Buffer;
  mime: string;
}

/** The widths a variant can have. The SPA asks for none (thumbnails are `?quality=30`); storefronts pick one. */
export const VARIANT_WIDTHS = [
  32, 64, 100, 128, 160, 240, 320, 480, 640, 800, 960, 1200, 1440, 1920, 2560, 3840,
] as const;
/** The qualities a variant can have: 30 is the spec's thumbnail/preview quality, 80 the default. */
export const VARIANT_QUALITIES = [30, 50, 60, 70, 80, 90, 100] as const;
export const DEFAULT_QUALITY = 80;
export const DEFAULT_RENDER_CONCURRENCY = 2;
export const DEFAULT_RENDER_QUEUE_LIMIT = 32;

/** Too many renders are waiting already: the caller should answer 503 and let the client retry. */
export class RenderQueueFullError extends Error {
  constructor(readonly waiting: number) {
    super(`${waiting} image renders are waiting already`);
    this.name = 'RenderQueueFullError';
  }
}

/** The allowed value closest to `value` (the larger one on a tie). */
export function nearest(allowed: readonly number[], value: number): number {
  let best = allowed[0]!;
  for (const candidate of allowed) {
    if (Math.abs(candidate - value) <= Math.abs(best - value)) best = candidate;
  }
  return best;
}

/** The request rounded to the allowed widths and qualities. */
export function normaliseVariant(request: VariantRequest): VariantRequest {
  return {
    width: request.width === undefined ? undefined : nearest(VARIANT_WIDTHS, request.width),
    quality: request.quality === undefined ? undefined : nearest(VARIANT_QUALITIES, request.quality),
  };
}

/** Raster types sharp re-encodes in their own format; others (svg) are served as they are. */
const encodable: Record<string, 'jpeg' | 'png' | 'webp' | 'gif' | 'avif'> = {
  'image/jpeg': 'jpeg',
  'image/png': 'png',
  'image/webp': 'webp',
  'image/gif': 'gif',
  'image/avif': 'avif',
};

export const canResize = (mime: string) => mime in encodable;

async function render(
  source: Buffer,
  format: (typeof encodable)[string],
  request: VariantRequest,
  maxPixels: number,
) {
  let image = sharp(source, {
    animated: format === 'gif' || format === 'webp',
    // sharp refuses to decode more pixels than uploads may have (an older or planted file).
    limitInputPixels: maxPixels,
  });
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

export interface ImageVariantsOptions {
  /** Largest input sharp decodes. Default 50 megapixels (IMAGE_MAX_PIXELS). */
  maxPixels?: number;
  /** Renders at once. Default 2. */
  concurrency?: number;
  /** Renders waiting for a slot before new ones are refused. Default 32. */
  queueLimit?: number;
  /** Bytes of the on-disk cache. Default 1 GB (IMAGE_CACHE_MAX_BYTES). */
  cacheMaxBytes?: number;
}

export interface ImageVariants {
  variant(hash: string, mime: string, request: VariantRequest): Promise<Variant>;
  /** Most renders that ran at the same time (tests, diagnostics). */
  readonly peakConcurrency: number;
  readonly cacheBytes: number;
}

export function createImageVariants(files: FileStore, options: ImageVariantsOptions = {}): ImageVariants {
  const maxPixels = options.maxPixels ?? DEFAULT_IMAGE_MAX_PIXELS;
  const semaphore = createSemaphore(options.concurrency ?? DEFAULT_RENDER_CONCURRENCY);
  const queueLimit = options.queueLimit ?? DEFAULT_RENDER_QUEUE_LIMIT;
  const cache = createVariantCache(files.cacheDir, options.cacheMaxBytes ?? DEFAULT_VARIANT_CACHE_BYTES);
  let rendering = 0;
  let peak = 0;

  return {
    get peakConcurrency() {
      return peak;
    },
    get cacheBytes() {
      return cache.bytes;
    },
    async variant(hash, mime, asked) {
      const format = encodable[mime];
      if (!format) throw new Error(`cannot resize ${mime}`);
      const request = normaliseVariant(asked);
      const name = `${hash}-w${request.width ?? 0}-q${request.quality ?? DEFAULT_QUALITY}.${format}`;
      const cached = await cache.get(name);
      if (cached) return { content: cached, mime };
      if (semaphore.waiting >= queueLimit) throw new RenderQueueFullError(semaphore.waiting);
      const content = await semaphore.run(async () => {
        rendering += 1;
        peak = Math.max(peak, rendering);
        try {
          return await render(await readFile(files.pathOf(hash)), format, request, maxPixels);
        } finally {
          rendering -= 1;
        }
      });
      await cache.put(name, content);
      return { content, mime };
    },
  };
}
