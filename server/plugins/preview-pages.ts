// The storefront side of the live preview, served outside the back office (issue 22): the storefront preview
// page (/storefront-preview, live mode), the mocked preview (/mocked-preview, spec 2 §2.1: no login, the shop
// from the query, data or visual mode) and the built preview SDK at its stable address. The pages are the same
// HTML shell: the SDK file, then the page's bundle of renderers (built by scripts/build-preview.mjs into the
// SPA folder; the back office's own bundles never contain them). Their CSP lets only the back office frame
// them (frame-ancestors); the back office in turn frames only this origin (security-headers frameOrigins).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { OpenApiDocument } from '../contract';
import {
  MOCKED_PREVIEW_PATH,
  PREVIEW_SDK_PATH,
  STOREFRONT_PAGE_SCRIPT,
  STOREFRONT_PAGE_STYLE,
  STOREFRONT_PREVIEW_PATH,
} from '../services/preview/preview-pages';
import { publicOrigin } from '../services/public-origin';
import { contentSecurityPolicy, type SecurityHeadersOptions } from './security-headers';

export interface PreviewPagesOptions {
  /** The built SPA folder that holds preview-sdk/ and storefront-preview/. */
  root: string;
  spec: OpenApiDocument;
  /** The CSP's media origins (as the back office's). */
  mediaOrigins?: string[];
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The session GET's address prefix, from the contract (operation getPreview) and its base path. */
export function previewApiPrefix(spec: OpenApiDocument): string {
  const base = spec.servers?.[0]?.url ?? '/api/v2';
  const paths = (spec.paths ?? {}) as Record<string, Record<string, { operationId?: string }>>;
  const path = Object.keys(paths).find((key) => paths[key]?.get?.operationId === 'getPreview');
  if (!path) throw new Error('the contract has no getPreview operation');
  return `${base}${path.replace(/\{previewId\}$/, '')}`;
}

/** The back office origins that may frame the pages and talk to their SDK. */
function backOfficeOrigins(app: FastifyInstance, request: FastifyRequest): string[] {
  const origin = publicOrigin({ publicUrl: app.publicUrl, allowedHosts: app.allowedHosts }, request);
  return origin ? [new URL(origin).origin] : [];
}

export function previewPageCsp(options: SecurityHeadersOptions, backOffice: string[]): string {
  const directives: Record<string, string[]> = {
    ...contentSecurityPolicy(options),
    'frame-src': ["'none'"],
    'frame-ancestors': ["'self'", ...backOffice],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${values.join(' ')}`)
    .join('; ');
}

async function previewPages(app: FastifyInstance, options: PreviewPagesOptions) {
  const apiPrefix = previewApiPrefix(options.spec);
  const sdkFile = join(options.root, ...PREVIEW_SDK_PATH.split('/').filter(Boolean));
  const pageBuilt = () =>
    existsSync(join(options.root, ...STOREFRONT_PAGE_SCRIPT.split('/').filter(Boolean)));

  function page(request: FastifyRequest, reply: FastifyReply) {
    const backOffice = backOfficeOrigins(app, request);
    const built = pageBuilt();
    const html = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>Storefront preview</title>
<meta name="content-preview-api" content="${escapeAttribute(apiPrefix)}">
<meta name="content-preview-origins" content="${escapeAttribute(backOffice.join(' '))}">
<link rel="stylesheet" href="${STOREFRONT_PAGE_STYLE}">
<script defer src="${PREVIEW_SDK_PATH}"></script>
<script defer src="${STOREFRONT_PAGE_SCRIPT}"></script>
</head>
<body><div id="storefront-root">${built ? '<p class="sf-status">Loading...</p>' : '<p>The storefront preview has not been built yet: run <code>npm run build</code>.</p>'}</div></body>
</html>`;
    return reply
      .code(built ? 200 : 503)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('content-security-policy', previewPageCsp({ mediaOrigins: options.mediaOrigins }, backOffice))
      .removeHeader('x-frame-options')
      .send(html);
  }

  app.get(STOREFRONT_PREVIEW_PATH, page);
  app.get(MOCKED_PREVIEW_PATH, page);

  let sdk: Buffer | undefined;
  app.get(PREVIEW_SDK_PATH, async (_request, reply) => {
    if (!sdk && existsSync(sdkFile)) sdk = readFileSync(sdkFile);
    if (!sdk) return reply.code(404).send({ message: 'The preview SDK has not been built yet.' });
    // A storefront on any origin includes it with a script tag.
    return reply
      .header('content-type', 'text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('access-control-allow-origin', '*')
      .send(sdk);
  });
}

export default fp(previewPages, { name: 'preview-pages' });
