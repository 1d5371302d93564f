// Multipart uploads: the upload size limits (`app.uploadLimits`) and @fastify/multipart, whose bodies
// the upload handlers read as a stream.
import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface UploadLimits {
  /** Bytes. */
  image: number;
  video: number;
}

export const DEFAULT_UPLOAD_LIMITS: UploadLimits = { image: 20_000_000, video: 200_000_000 };

declare module 'fastify' {
  interface FastifyInstance {
    uploadLimits: UploadLimits;
  }
}

export interface MultipartOptions {
  uploadLimits?: Partial<UploadLimits>;
}

async function multipartUploads(app: FastifyInstance, options: MultipartOptions) {
  const limits: UploadLimits = {
    image: options.uploadLimits?.image ?? DEFAULT_UPLOAD_LIMITS.image,
    video: options.uploadLimits?.video ?? DEFAULT_UPLOAD_LIMITS.video,
  };
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
}

export default fp(multipartUploads, { name: 'multipart' });
