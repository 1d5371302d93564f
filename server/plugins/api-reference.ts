// The API reference for storefront developers, served by the product: `{prefix}/reference` renders the
// contract (`{prefix}/openapi.json`, the bundled generated/openapi.json) with Swagger UI from the
// swagger-ui-dist package. No inline script (the page loads its initialiser as a file), so it works under
// a CSP with `script-src 'self'`; Swagger UI sets inline style attributes, so `style-src` needs
// 'unsafe-inline' on this route (helmet's default), and its images include `data:` URLs. Public: the
// contract is no secret and the public API is what storefronts call.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenApiDocument } from '../contract';
import { REPO_ROOT } from '../paths';

export interface ApiReferenceOptions {
  spec: OpenApiDocument;
  apiPrefix: string;
}

const swaggerDir = dirname(
  createRequire(join(REPO_ROOT, 'package.json')).resolve('swagger-ui-dist/package.json'),
);

/** The files the page loads, by name; nothing else of the package is served. */
const assets: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
};

const page = (prefix: string, title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} — reference</title>
    <link rel="stylesheet" href="${prefix}/reference/swagger-ui.css" />
  </head>
  <body>
    <div id="reference" data-spec-url="${prefix}/openapi.json"></div>
    <script src="${prefix}/reference/swagger-ui-bundle.js"></script>
    <script src="${prefix}/reference/init.js"></script>
  </body>
</html>
`;

// Runs in the browser: reads the contract's address from the page, so the script itself is static.
const init = `window.addEventListener('load', function () {
  var root = document.getElementById('reference');
  window.ui = SwaggerUIBundle({ url: root.dataset.specUrl, domNode: root, deepLinking: true });
});
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function apiReference(app: FastifyInstance, { spec, apiPrefix }: ApiReferenceOptions) {
  const title = escapeHtml(String((spec.info as { title?: string } | undefined)?.title ?? 'API'));
  const json = JSON.stringify(spec);
  const html = page(apiPrefix, title);
  const cache = 'public, max-age=3600';

  app.get(`${apiPrefix}/openapi.json`, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', cache).send(json),
  );
  app.get(`${apiPrefix}/reference`, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html),
  );
  app.get(`${apiPrefix}/reference/init.js`, async (_request, reply) =>
    reply.type('text/javascript; charset=utf-8').header('cache-control', cache).send(init),
  );
  for (const [name, type] of Object.entries(assets)) {
    const content = readFileSync(join(swaggerDir, name));
    app.get(`${apiPrefix}/reference/${name}`, async (_request, reply) =>
      reply.type(type).header('cache-control', cache).send(content),
    );
  }
}

export default fp(apiReference, { name: 'api-reference' });
