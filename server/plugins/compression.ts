// Compresses text answers (JSON lists, the SPA's index page, files without a pre-compressed copy) on the fly:
// brotli when the client takes it, gzip otherwise, nothing under 1 KB (not worth the CPU and the header).
// Quality 4 keeps brotli about as fast as gzip for dynamic answers; static assets come pre-compressed at
// build time at the highest quality (scripts/compress-dist.mjs). Sets `Vary: Accept-Encoding`.
import fastifyCompress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { constants } from 'node:zlib';

/** Answers smaller than this go out uncompressed. */
export const COMPRESSION_THRESHOLD = 1024;

async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: ['br', 'gzip'],
    brotliOptions: {
      params: {
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_QUALITY]: 4,
      },
    },
    zlibOptions: { level: 6 },
  });
}

export default fp(compression, { name: 'compression' });
