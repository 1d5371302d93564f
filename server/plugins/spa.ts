// Serves the built back office (dist/) on the same port as the API, with history fallback: a GET
// outside the API that names no file answers index.html, so deep links like /content/stories load.
// Unknown API routes answer a JSON 404 instead. Files go out as the build compressed them (`.br`/`.gz` written
// by scripts/compress-dist.mjs, chosen by Accept-Encoding); hashed assets are cached for a year, the rest
// (index.html above all) is revalidated on every load.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorMessage } from '@generated/model';

export interface SpaOptions {
  /** The built SPA (vite's outDir). */
  root: string;
  /** The contract's base path, e.g. /api/v2. */
  apiPrefix: string;
}

const notBuiltPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Content</title></head>
<body style="font-family: system-ui, sans-serif; margin: 3rem">
<h1>Content</h1>
<p>The back office has not been built yet. Run <code>npm run build</code> (or <code>npm start</code>, which builds it)
and reload this page. The API is available under <code>/api/v2</code>.</p>
</body></html>`;

async function spa(app: FastifyInstance, { root, apiPrefix }: SpaOptions) {
  const built = existsSync(join(root, 'index.html'));
  if (built) {
    const assets = `${join(root, 'assets')}/`;
    await app.register(fastifyStatic, {
      root,
      preCompressed: true,
      setHeaders(reply, filePath) {
        // vite fingerprints everything under assets/; the entry page must always be revalidated.
        const immutable = filePath.startsWith(assets);
        reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  app.setNotFoundHandler((request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split('?')[0] ?? '/';
    const isApi = path === apiPrefix || path.startsWith(`${apiPrefix}/`);
    const isPage = request.method === 'GET' || request.method === 'HEAD';
    const looksLikeFile = /\.[a-z0-9]+$/i.test(path);
    if (isApi || !isPage || looksLikeFile) {
      const message = `The route ${path.replace(/^\//, '')} could not be found.`;
      return reply.code(404).send({ message } satisfies ErrorMessage);
    }
    if (!built) return reply.code(503).type('text/html; charset=utf-8').send(notBuiltPage);
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}

export default fp(spa, { name: 'spa' });
