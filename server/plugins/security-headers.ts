// Security headers on every answer (SPA, API, files) from helmet, with a strict Content-Security-Policy
// the built SPA passes (issue 7 §6): scripts only from this origin (no inline script, no eval — the forms
// use a CSP-safe validator), styles inline for emotion/MUI, images and media from this origin, data:,
// blob: and the configured media origins, no framing by anyone. svg files keep their own stricter CSP
// (file-delivery.ts).
// Issue 26 §7: a Permissions-Policy that turns off the device features the back office never uses; HSTS
// when the request came over TLS (itself, or X-Forwarded-Proto from a proxy TRUST_PROXY believes); the same
// headers on answers that never reach a route (malformed URLs, socket.io's refusals: `securityHeaderValues`).
// style-src keeps 'unsafe-inline': see docs/operations.md (Emotion's nonce would not cover style attributes,
// and the pre-rendered, pre-compressed index.html cannot carry a fresh nonce per answer).
import helmet from '@fastify/helmet';
import helmetCore from 'helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyInstance {
    /** The security headers as name → value, for answers written outside Fastify's hooks. */
    securityHeaderValues: Readonly<Record<string, string>>;
  }
}

export interface SecurityHeadersOptions {
  /** Origins media may come from besides this one (PUBLIC_URL, MEDIA_ORIGINS). */
  mediaOrigins?: string[];
  /** Origins the SPA may frame (the storefront preview), none today. */
  frameOrigins?: string[];
  /** Origin of the monitoring service (MONITORING_DSN): the SPA sends reports there, its replay uses a worker. */
  monitoringOrigin?: string;
}

export function contentSecurityPolicy(options: SecurityHeadersOptions) {
  const media = ["'self'", 'data:', 'blob:', ...(options.mediaOrigins ?? [])];
  return {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': media,
    'media-src': media,
    'font-src': ["'self'", 'data:'],
    // socket.io: same origin, http long-polling and websocket; reports to the monitoring service.
    'connect-src': ["'self'", ...(options.monitoringOrigin ? [options.monitoringOrigin] : [])],
    // The monitoring service's session replay compresses in a worker made from a blob.
    'worker-src': ["'self'", ...(options.monitoringOrigin ? ['blob:'] : [])],
    'frame-src': options.frameOrigins?.length ? options.frameOrigins : ["'none'"],
    'frame-ancestors': ["'none'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
}

/** Device features nobody in the back office needs: off for the page and anything it frames. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'browsing-topics=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'hid=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'serial=()',
  'usb=()',
].join(', ');

/** HSTS for answers that went over TLS: a year, subdomains included. */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains';

function helmetOptions(options: SecurityHeadersOptions) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // Files under /dam and /videos are embedded by the shops: file-delivery.ts answers them cross-origin.
    crossOriginResourcePolicy: { policy: 'same-origin' as const },
    // Only over TLS (the hook below): plain-http installations (localhost) must keep working.
    strictTransportSecurity: false,
  };
}

/** What helmet sets with these options, plus the Permissions-Policy, as name → value. */
export function securityHeaderValues(options: SecurityHeadersOptions): Record<string, string> {
  const headers: Record<string, string> = {};
  const collect = {
    setHeader: (name: string, value: string) => (headers[name.toLowerCase()] = String(value)),
    removeHeader: (name: string) => delete headers[name.toLowerCase()],
  };
  helmetCore(helmetOptions(options))({} as never, collect as never, () => {});
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  await app.register(helmet, helmetOptions(options));
  app.decorate('securityHeaderValues', securityHeaderValues(options));
  app.addHook('onRequest', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
