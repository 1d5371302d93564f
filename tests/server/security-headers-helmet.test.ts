// The security headers are computed once at start-up (security-headers.ts) instead of by @fastify/helmet on
// every request (issue 28). These tests pin that nothing an answer carries changed: the same kinds of answers
// from a Fastify app with the former set-up (@fastify/helmet plus the Permissions-Policy/HSTS hook) and from
// one with the plugin have the same headers, names as written on the wire and their order included; and the
// exact header set itself, so a change of helmet's defaults shows here too.
import { request as httpRequest, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import fastifyHelmet from '@fastify/helmet';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import securityHeaders, {
  helmetOptions,
  PERMISSIONS_POLICY,
  securityHeaderValues,
  STRICT_TRANSPORT_SECURITY,
  type SecurityHeadersOptions,
} from '@server/plugins/security-headers';

/** The set-up before issue 28, as it was in security-headers.ts. */
async function formerSecurityHeadersPlugin(app: FastifyInstance, options: SecurityHeadersOptions) {
  await app.register(fastifyHelmet, helmetOptions(options));
  app.decorate('securityHeaderValues', securityHeaderValues(options));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}
const formerSecurityHeaders = fp(formerSecurityHeadersPlugin, { name: 'security-headers' });

const SVG_CSP = "default-src 'none'; style-src 'unsafe-inline'";

/** An app with one route per kind of answer the product gives, behind one or the other set-up. */
async function appWith(former: boolean, options: SecurityHeadersOptions): Promise<FastifyInstance> {
  const app = Fastify({
    trustProxy: ['127.0.0.1'],
    frameworkErrors: (_error, request, reply) => {
      void (reply as FastifyReply)
        .headers(request.server.securityHeaderValues)
        .code(400)
        .send({ message: 'bad' });
    },
  });
  if (former) await app.register(formerSecurityHeaders, options);
  else await app.register(securityHeaders, options);
  // As file-delivery.ts: a later hook overrides a header.
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/dam/')) reply.header('cross-origin-resource-policy', 'cross-origin');
  });
  app.get('/api/json', async () => ({ ok: true }));
  app.get('/api/refused', async (_request, reply) => reply.code(401).send({ message: 'no' }));
  app.get('/api/throws', async () => {
    throw new Error('boom');
  });
  app.get('/page', async (_request, reply) => reply.type('text/html; charset=utf-8').send('<!doctype html>'));
  app.get('/dam/assets/a.svg', async (_request, reply) =>
    reply
      .header('content-type', 'image/svg+xml')
      .header('content-security-policy', SVG_CSP)
      .header('x-content-type-options', 'nosniff')
      .send('<svg/>'),
  );
  app.get('/dam/file/a', async (_request, reply) =>
    reply.type('image/png').send(Readable.from([Buffer.from('png')])),
  );
  // As preview-pages.ts: its own CSP and no X-Frame-Options.
  app.get('/preview', async (_request, reply) =>
    reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', "default-src 'self'")
      .removeHeader('x-frame-options')
      .send('<p>'),
  );
  app.get('/raw', (_request, reply) => {
    reply.hijack();
    reply.raw.writeHead(200, { 'content-type': 'text/plain' });
    reply.raw.end('raw');
  });
  app.get('/not-modified', async (_request, reply) => reply.code(304).send());
  app.post('/api/body', { schema: { body: { type: 'object', required: ['a'] } } }, async () => ({
    ok: true,
  }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  return app;
}

interface Answer {
  status: number;
  /** [name as written, value], in the order written, without the ones that name the moment. */
  headers: [string, string][];
}

function answer(
  app: FastifyInstance,
  path: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) {
  const { port } = app.server.address() as AddressInfo;
  return new Promise<Answer>((resolve, reject) => {
    const outgoing = httpRequest(
      {
        host: '127.0.0.1',
        port,
        path,
        method: init.method ?? 'GET',
        headers: { connection: 'close', ...init.headers },
      },
      (response: IncomingMessage) => {
        response.resume();
        response.on('end', () => {
          const headers: [string, string][] = [];
          for (let i = 0; i < response.rawHeaders.length; i += 2) {
            const name = response.rawHeaders[i]!;
            if (!/^(date|keep-alive|connection)$/i.test(name))
              headers.push([name, response.rawHeaders[i + 1]!]);
          }
          resolve({ status: response.statusCode!, headers });
        });
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

const REQUESTS: [string, Parameters<typeof answer>[2]?][] = [
  ['/api/json'],
  ['/api/json', { headers: { 'x-forwarded-proto': 'https' } }],
  ['/api/json', { headers: { 'x-forwarded-proto': 'http' } }],
  ['/api/refused'],
  ['/api/throws'],
  ['/api/nowhere'],
  ['/api/%zz'],
  ['/page'],
  ['/page', { method: 'HEAD' }],
  ['/dam/assets/a.svg'],
  ['/dam/file/a'],
  ['/dam/file/missing'],
  ['/preview'],
  ['/raw'],
  ['/not-modified'],
  ['/api/body', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }],
  ['/api/body', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{' }],
  ['/api/json', { method: 'OPTIONS' }],
];

const OPTION_SETS: [string, SecurityHeadersOptions][] = [
  ['the defaults', {}],
  [
    'media, framing and monitoring origins',
    {
      mediaOrigins: ['https://shop.example.com', 'https://cdn.example.com'],
      frameOrigins: ["'self'"],
      monitoringOrigin: 'https://o1.ingest.example.io',
    },
  ],
];

describe.each(OPTION_SETS)('security headers with %s: the same as @fastify/helmet gave', (_name, options) => {
  let former: FastifyInstance;
  let now: FastifyInstance;
  beforeAll(async () => {
    former = await appWith(true, options);
    now = await appWith(false, options);
  });
  afterAll(async () => {
    await former?.close();
    await now?.close();
  });

  it.each(REQUESTS)('%s %o', async (path, init) => {
    const before = await answer(former, path, init);
    const after = await answer(now, path, init);
    expect(after).toEqual(before);
    // The answers do carry the headers (the comparison would pass with none on both sides).
    expect(after.headers.map(([name]) => name.toLowerCase())).toContain('x-content-type-options');
  });

  it('the values for answers outside the hooks are what an answer carries', async () => {
    const { headers } = await answer(former, '/api/json');
    const carried = Object.fromEntries(
      headers
        .map(([name, value]) => [name.toLowerCase(), value] as const)
        .filter(([name]) => name in now.securityHeaderValues),
    );
    expect(now.securityHeaderValues).toEqual(carried);
    expect(Object.keys(now.securityHeaderValues)).toHaveLength(12);
  });
});

it('pins the exact header set', () => {
  expect(
    securityHeaderValues({ mediaOrigins: ['https://cdn.example.com'], frameOrigins: ["'self'"] }),
  ).toEqual({
    'content-security-policy':
      "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';" +
      "img-src 'self' data: blob: https://cdn.example.com;media-src 'self' data: blob: https://cdn.example.com;" +
      "font-src 'self' data:;connect-src 'self';worker-src 'self';frame-src 'self';frame-ancestors 'none';" +
      "object-src 'none';base-uri 'self';form-action 'self'",
    'cross-origin-opener-policy': 'same-origin',
    'cross-origin-resource-policy': 'same-origin',
    'origin-agent-cluster': '?1',
    'referrer-policy': 'strict-origin-when-cross-origin',
    'x-content-type-options': 'nosniff',
    'x-dns-prefetch-control': 'off',
    'x-download-options': 'noopen',
    'x-frame-options': 'SAMEORIGIN',
    'x-permitted-cross-domain-policies': 'none',
    'x-xss-protection': '0',
    'permissions-policy': PERMISSIONS_POLICY,
  });
});
