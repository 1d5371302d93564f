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

export function helmetOptions(options: SecurityHeadersOptions) {
  return {
    contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(options) },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' as const },
    // Files under /dam and /videos are embedded by the shops: file-delivery.ts answers them cross-origin.
    crossOriginResourcePolicy: { policy: 'same-origin' as const },
    // Only over TLS (the hook below): plain-http installations (localhost) must keep working.
    strictTransportSecurity: false,
  };
}

/** One step of helmet's middleware on an answer: set a header (its name as helmet spells it) or remove one. */
export type HeaderStep = readonly [name: string, value: string] | readonly [name: string];

/**
 * What helmet's middleware does to an answer with these options, in its order: computed once. None of the
 * options depends on the request (no CSP directive is a function, no nonces), so every answer gets the same.
 */
export function helmetSteps(options: SecurityHeadersOptions): readonly HeaderStep[] {
  const steps: HeaderStep[] = [];
  const record = {
    setHeader: (name: string, value: string) => steps.push([name, String(value)]),
    removeHeader: (name: string) => steps.push([name]),
  };
  helmetCore(helmetOptions(options))({} as never, record as never, () => {});
  return steps;
}

/** The headers the steps leave, plus the Permissions-Policy, as lower-case name → value. */
function headerValues(steps: readonly HeaderStep[]): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of steps) {
    if (value === undefined) delete headers[name.toLowerCase()];
    else headers[name.toLowerCase()] = value;
  }
  headers['permissions-policy'] = PERMISSIONS_POLICY;
  return headers;
}

/** What helmet sets with these options, plus the Permissions-Policy, as name → value. */
export function securityHeaderValues(options: SecurityHeadersOptions): Record<string, string> {
  return headerValues(helmetSteps(options));
}

// Helmet's own Fastify plugin (@fastify/helmet) built helmet's middleware anew on every request (options
// checked, CSP directives parsed and joined again: ~3 % of the server's busy time per answer). Here it runs
// once at start-up against a recorder; each answer replays the recorded steps on the raw response, as
// helmet's middleware did (so reply.header/removeHeader of a route still override them, as before).
async function securityHeaders(app: FastifyInstance, options: SecurityHeadersOptions) {
  const steps = helmetSteps(options);
  app.decorate('securityHeaderValues', Object.freeze(headerValues(steps)));
  app.addHook('onRequest', (request, reply, done) => {
    const raw = reply.raw;
    for (const [name, value] of steps) {
      if (value === undefined) raw.removeHeader(name);
      else raw.setHeader(name, value);
    }
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // request.protocol believes X-Forwarded-Proto only from a trusted proxy (TRUST_PROXY).
    if (request.protocol === 'https') reply.header('strict-transport-security', STRICT_TRANSPORT_SECURITY);
    done();
  });
}

export default fp(securityHeaders, { name: 'security-headers' });
