// File delivery: what the file store holds, served at the tenant urls this server hands out — images at
// {damPublic}/file/{hash}?width=&quality= (resized to fixed widths/qualities, bounded and cached by
// services/image-variants.ts), svg at
// {damPublic}/assets/{hash}.svg under a CSP that lets no script run, videos at {videoBucket}/{hash} with
// HTTP Range. Everything is public (shops embed it) and immutable by hash.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorMessage } from '@generated/model';
import { isContentHash, type FileStore } from '../services/file-store';
import { sniffType } from '../services/file-types';
import { DEFAULT_IMAGE_MAX_PIXELS } from '../services/image-limits';
import {
  canResize,
  createImageVariants,
  RenderQueueFullError,
  type ImageVariants,
  type ImageVariantsOptions,
} from '../services/image-variants';

declare module 'fastify' {
  interface FastifyInstance {
    imageVariants: ImageVariants;
    /** Uploads with more pixels are refused; sharp decodes no more (IMAGE_MAX_PIXELS). */
    imageMaxPixels: number;
  }
}

export type FileDeliveryOptions = ImageVariantsOptions;

/** Path prefixes of the demo tenant's urls (`damPublic: /dam`, `videoBucket: /videos`). */
export const DAM_PATH = '/dam';
export const VIDEO_PATH = '/videos';

export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

const IMMUTABLE = 'public, max-age=31536000, immutable';

const notFound = (reply: FastifyReply) =>
  reply.code(404).send({ message: 'The file could not be found.' } satisfies ErrorMessage);

/** An integer query value in range, or undefined (ignored) when absent or not a number. */
function intParam(value: unknown, min: number, max: number): number | undefined {
  if (typeof value !== 'string' || !/^\d+$/.test(value)) return undefined;
  return Math.min(max, Math.max(min, Number(value)));
}

function sendSvg(reply: FastifyReply, files: FileStore, hash: string, size: number) {
  return reply
    .header('content-type', 'image/svg+xml')
    .header('content-security-policy', SVG_CSP)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', IMMUTABLE)
    .header('content-length', size)
    .send(files.read(hash));
}

/** `bytes=start-end`, `bytes=start-`, `bytes=-suffix`; one range only. */
function parseRange(header: string, size: number): { start: number; end: number } | 'invalid' | undefined {
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match) return 'invalid';
  const [, from, to] = match;
  if (!from && !to) return 'invalid';
  let start: number;
  let end: number;
  if (!from) {
    start = Math.max(0, size - Number(to));
    end = size - 1;
  } else {
    start = Number(from);
    end = to ? Math.min(Number(to), size - 1) : size - 1;
  }
  if (start > end || start >= size) return 'invalid';
  return { start, end };
}

async function fileDelivery(app: FastifyInstance, options: FileDeliveryOptions) {
  const { files } = app;
  // Shops embed these files from their own origins (helmet's default would be same-origin).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith(`${DAM_PATH}/`) || request.url.startsWith(`${VIDEO_PATH}/`))
      reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  const maxPixels = options.maxPixels ?? DEFAULT_IMAGE_MAX_PIXELS;
  app.decorate('imageMaxPixels', maxPixels);
  app.decorate('imageVariants', createImageVariants(files, { ...options, maxPixels }));

  app.get(`${DAM_PATH}/file/:hash`, async (request: FastifyRequest<{ Params: { hash: string } }>, reply) => {
    const { hash } = request.params;
    const size = await files.sizeOf(hash);
    if (size === undefined) return notFound(reply);
    const type = await sniffType(await files.head(hash));
    if (!type || type.kind !== 'image') return notFound(reply);
    if (type.mime === 'image/svg+xml') return sendSvg(reply, files, hash, size);
    const query = request.query as Record<string, unknown>;
    // Rounded to the fixed widths and qualities by the variant service.
    const width = intParam(query.width, 1, 100_000);
    const quality = intParam(query.quality, 1, 100);
    reply
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('vary', 'accept');
    if ((width || quality) && canResize(type.mime)) {
      try {
        const variant = await app.imageVariants.variant(hash, type.mime, { width, quality });
        return reply.type(variant.mime).send(variant.content);
      } catch (error) {
        if (error instanceof RenderQueueFullError)
          return reply
            .code(503)
            .header('retry-after', '1')
            .header('cache-control', 'no-store')
            .send({ message: 'Too many images are being resized. Please try again.' } satisfies ErrorMessage);
        // A file sharp cannot decode is still served as it was uploaded.
        request.log.warn({ err: error, hash }, 'image variant failed; serving the original');
      }
    }
    return reply.type(type.mime).header('content-length', size).send(files.read(hash));
  });

  app.get(
    `${DAM_PATH}/assets/:name`,
    async (request: FastifyRequest<{ Params: { name: string } }>, reply) => {
      const hash = request.params.name.replace(/\.svg$/i, '');
      if (!isContentHash(hash)) return notFound(reply);
      const size = await files.sizeOf(hash);
      if (size === undefined || (await sniffType(await files.head(hash)))?.mime !== 'image/svg+xml')
        return notFound(reply);
      return sendSvg(reply, files, hash, size);
    },
  );

  app.get(`${VIDEO_PATH}/:hash`, async (request: FastifyRequest<{ Params: { hash: string } }>, reply) => {
    const { hash } = request.params;
    const size = await files.sizeOf(hash);
    if (size === undefined) return notFound(reply);
    const type = await sniffType(await files.head(hash));
    if (type?.kind !== 'video') return notFound(reply);
    reply
      .type(type.mime)
      .header('accept-ranges', 'bytes')
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff');
    const header = request.headers.range;
    if (!header) return reply.header('content-length', size).send(files.read(hash));
    const range = parseRange(header, size);
    if (range === 'invalid' || !range) {
      return reply.code(416).header('content-range', `bytes */${size}`).send();
    }
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${size}`)
      .header('content-length', range.end - range.start + 1)
      .send(files.read(hash, range));
  });
}

export default fp(fileDelivery, { name: 'file-delivery', dependencies: ['storage'] });
