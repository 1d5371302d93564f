// Security headers on every answer (SPA, API, files) from helmet, with a strict Content-Security-Policy
// the built SPA passes (issue 7 §6): scripts only from this origin (no inline script, no eval — the forms
// use a CSP-safe validator), styles inline for emotion/MUI, images and media from this origin, data:,
// blob: and the configured media origins, no framing by anyone. svg files keep their own stricter CSP
// (file-delivery.ts).
import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

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

async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  await app.register(helmet, {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    // Files under /dam and /videos are embedded by the shops: file-delivery.ts answers them cross-origin.
    crossOriginResourcePolicy: { policy: 'same-origin' },
    // Plain-http installations (localhost, behind a TLS proxy that sets its own) must keep working.
    strictTransportSecurity: false,
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
