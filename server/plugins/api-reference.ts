// The API reference for storefront developers, served by the product: `{prefix}/reference` renders the
// contract with Redoc's standalone bundle (the redoc package, served from node_modules: nothing from a CDN).
// Redoc copes with a contract of this size (every operation renders; Swagger UI 5.35 stopped after 119),
// searches operation names, descriptions and paths, and groups the tags (`x-tagGroups`): the public API a
// storefront calls comes first. `{prefix}/openapi.json` stays the bundled contract as it is; the reference
// reads `{prefix}/reference/openapi.json`, the same document plus the tag groups.
//
// CSP: no inline script (the page loads its initialiser as a file). This route answers with its own policy,
// the product's strict one plus `worker-src blob:` — Redoc builds its search worker from a blob — and nothing
// else: the product's policy (security-headers.ts) is unchanged for every other answer. Redoc's sidebar footer
// asks for its logo from cdn.redoc.ly; the policy refuses it and Redoc hides the image (nothing leaves the host).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenApiDocument } from '../contract';
import { REPO_ROOT } from '../paths';

export interface ApiReferenceOptions {
  spec: OpenApiDocument;
  apiPrefix: string;
}

const redocDir = dirname(createRequire(join(REPO_ROOT, 'package.json')).resolve('redoc/package.json'));

/** Tags of the public API (no token; what a storefront calls), shown first. */
const PUBLIC_TAGS = ['public', 'health'];

export const REFERENCE_CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "font-src 'self' data:",
  "connect-src 'self'",
  "worker-src 'self' blob:",
  "frame-src 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
].join('; ');

interface TagGroup {
  name: string;
  tags: string[];
}

/** Every tag the contract declares or an operation uses, public ones first, none left out of a group. */
export function tagGroups(spec: OpenApiDocument): TagGroup[] {
  const names: string[] = [];
  const add = (name: unknown) => {
    if (typeof name === 'string' && !names.includes(name)) names.push(name);
  };
  for (const tag of (spec.tags as { name?: string }[] | undefined) ?? []) add(tag.name);
  for (const item of Object.values((spec.paths ?? {}) as Record<string, Record<string, { tags?: string[] }>>))
    for (const operation of Object.values(item)) for (const tag of operation?.tags ?? []) add(tag);
  const publicTags = names.filter((name) => PUBLIC_TAGS.includes(name));
  return [
    { name: 'Public API (storefronts, no token)', tags: publicTags },
    { name: 'Back office API', tags: names.filter((name) => !publicTags.includes(name)) },
  ];
}

const page = (prefix: string, title: string) => `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${title} — API reference</title>
    <link rel="icon" href="data:," />
    <style>body { margin: 0; }</style>
  </head>
  <body>
    <main id="reference" data-spec-url="${prefix}/reference/openapi.json"><p>Loading the API reference…</p></main>
    <script src="${prefix}/reference/redoc.standalone.js"></script>
    <script src="${prefix}/reference/init.js"></script>
  </body>
</html>
`;

// Runs in the browser: reads the document's address from the page, so the script itself is static.
const init = `(function () {
  var root = document.getElementById('reference');
  Redoc.init(
    root.dataset.specUrl,
    { expandResponses: '200,201', jsonSampleExpandLevel: 2, hideHostname: true, theme: { colors: { primary: { main: '#1d4ed8' } } } },
    root
  );
})();
`;

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

async function apiReference(app: FastifyInstance, { spec, apiPrefix }: ApiReferenceOptions) {
  const title = escapeHtml(String((spec.info as { title?: string } | undefined)?.title ?? 'API'));
  const json = JSON.stringify(spec);
  const referenceJson = JSON.stringify({ ...spec, 'x-tagGroups': tagGroups(spec) });
  const html = page(apiPrefix, title);
  const bundle = readFileSync(join(redocDir, 'bundles', 'redoc.standalone.js'));
  const cache = 'public, max-age=3600';
  const asset = (reply: FastifyReply, type: string) =>
    reply.type(type).header('cache-control', cache).header('content-security-policy', REFERENCE_CSP);

  app.get(`${apiPrefix}/openapi.json`, async (_request, reply) =>
    reply.type('application/json; charset=utf-8').header('cache-control', cache).send(json),
  );
  app.get(`${apiPrefix}/reference`, async (_request, reply) =>
    reply
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', REFERENCE_CSP)
      .send(html),
  );
  app.get(`${apiPrefix}/reference/openapi.json`, async (_request, reply) =>
    asset(reply, 'application/json; charset=utf-8').send(referenceJson),
  );
  app.get(`${apiPrefix}/reference/init.js`, async (_request, reply) =>
    asset(reply, 'text/javascript; charset=utf-8').send(init),
  );
  app.get(`${apiPrefix}/reference/redoc.standalone.js`, async (_request, reply) =>
    asset(reply, 'text/javascript; charset=utf-8').send(bundle),
  );
}

export default fp(apiReference, { name: 'api-reference' });
