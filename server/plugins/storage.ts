// Files: the content-addressed store (`app.files`), multipart uploads, and serving what was stored at
// the tenant urls this server hands out — images at {damPublic}/file/{hash}?width=&quality= (resized and
// cached), svg at {damPublic}/assets/{hash}.svg under a CSP that lets no script run, videos at
// {videoBucket}/{hash} with HTTP Range. Everything is public (shops embed it) and immutable by hash.
import multipart from '@fastify/multipart';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorMessage } from '../../generated/model';
import { createFileStore, isContentHash, type FileStore } from '../services/file-store';
import { sniffType } from '../services/file-types';
import { canResize, imageVariant, MAX_VARIANT_WIDTH } from '../services/image-variants';

export interface UploadLimits {
  /** Bytes. */
  image: number;
  video: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { image: 20_000_000, video: 200_000_000 };

/** Path prefixes of the demo tenant's urls (`damPublic: /dam`, `videoBucket: /videos`). */
export const DAM_PATH = '/dam';
export const VIDEO_PATH = '/videos';

export const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

declare module 'fastify' {
  interface FastifyInstance {
    files: FileStore;
    uploadLimits: UploadLimits;
  }
}

export interface StorageOptions {
  dataDir: string;
  uploadLimits?: Partial<UploadLimits>;
}

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

async function storage(app: FastifyInstance, options: StorageOptions) {
  const files = createFileStore(options.dataDir);
  const limits: UploadLimits = {
    image: options.uploadLimits?.image ?? DEFAULT_UPLOAD_LIMITS.image,
    video: options.uploadLimits?.video ?? DEFAULT_UPLOAD_LIMITS.video,
  };
  app.decorate('files', files);
  app.decorate('uploadLimits', limits);

  await app.register(multipart, {
    limits: { files: 1, fileSize: Math.max(limits.image, limits.video), fields: 10, parts: 12 },
  });

  // Multipart bodies are read by the upload handlers as a stream (type by magic bytes, size limit), so
  // the contract's body schema and the required-body hook would only see an empty body and refuse it.
  app.addHook('onRoute', (route) => {
    const body = route.schema?.body as { content?: Record<string, unknown> } | undefined;
    if (!body?.content || !('multipart/form-data' in body.content)) return;
    delete route.schema!.body;
    route.preValidation = undefined;
  });

  app.get(`${DAM_PATH}/file/:hash`, async (request: FastifyRequest<{ Params: { hash: string } }>, reply) => {
    const { hash } = request.params;
    const size = await files.sizeOf(hash);
    if (size === undefined) return notFound(reply);
    const type = sniffType(await files.head(hash));
    if (!type || type.kind !== 'image') return notFound(reply);
    if (type.mime === 'image/svg+xml') return sendSvg(reply, files, hash, size);
    const query = request.query as Record<string, unknown>;
    const width = intParam(query.width, 1, MAX_VARIANT_WIDTH);
    const quality = intParam(query.quality, 1, 100);
    reply
      .header('cache-control', IMMUTABLE)
      .header('x-content-type-options', 'nosniff')
      .header('vary', 'accept');
    if ((width || quality) && canResize(type.mime)) {
      try {
        const variant = await imageVariant(files, hash, type.mime, { width, quality });
        return reply.type(variant.mime).send(variant.content);
      } catch (error) {
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
      if (size === undefined || sniffType(await files.head(hash))?.mime !== 'image/svg+xml')
        return notFound(reply);
      return sendSvg(reply, files, hash, size);
    },
  );

  app.get(`${VIDEO_PATH}/:hash`, async (request: FastifyRequest<{ Params: { hash: string } }>, reply) => {
    const { hash } = request.params;
    const size = await files.sizeOf(hash);
    if (size === undefined) return notFound(reply);
    const type = sniffType(await files.head(hash));
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

export default fp(storage, { name: 'storage' });
