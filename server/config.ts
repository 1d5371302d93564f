// Settings from the environment, read once by server.ts and handed to buildApp.
import type { OverloadLimits } from './plugins/overload';
import { isIP } from 'node:net';

export type SeedMode = 'demo' | 'none';

export interface Config {
  port: number;
  /** Address to listen on: loopback unless HOST says otherwise (HOST=0.0.0.0 exposes it to the network). */
  host: string;
  /** NODE_ENV=production: the demo data is never seeded nor announced. */
  production: boolean;
  /** PGlite database (`{dataDir}/db`), uploads and the mail outbox live here. */
  dataDir: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl?: string;
  /** Redis for the login limits, shared by every server process (memory per process when unset). */
  redisUrl?: string;
  /** REDIS_PREFIX: this installation's prefix of every Redis key and channel; derived from the database when unset. */
  redisPrefix?: string;
  smtpUrl?: string;
  /** Sender of the mails the server writes (exports, notifications). */
  mailFrom?: string;
  /** Upload size limits in bytes (UPLOAD_MAX_BYTES for images, UPLOAD_MAX_VIDEO_BYTES for videos). */
  uploadLimits: { image?: number; video?: number };
  /** IMAGE_MAX_PIXELS (uploads and decodes) and IMAGE_CACHE_MAX_BYTES (resized variants on disk). */
  images: { maxPixels?: number; cacheMaxBytes?: number };
  seed: SeedMode;
  admin?: { email: string; password: string };
  /** Origin used in links the server hands out (tenant urls). */
  publicUrl?: string;
  /**
   * CONTENT_DOMAIN: this environment's content domain; an entity's public API endpoint is
   * `{scheme}://{tenant key}.{domain}` (spec 2 §7). Unset: the back office's own origin (local default).
   */
  contentDomain?: string;
  /** How long a checked session is trusted before the database is asked again (SESSION_CACHE_SECONDS). */
  sessionCacheTtlMs?: number;
  /** Without PUBLIC_URL: hosts whose request origin may be used in links (ALLOWED_HOSTS, comma list). */
  allowedHosts?: string[];
  /** DSN of the back office's monitoring service (MONITORING_DSN); its origin joins the CSP's connect-src. */
  monitoringDsn?: string;
  /** Origins of images and videos besides this server (MEDIA_ORIGINS, comma list), for the CSP. */
  mediaOrigins?: string[];
  /** REQUEST_TIMEOUT_MS and IDLE_TIMEOUT_MS. */
  timeouts: { requestMs?: number; idleMs?: number };
  /** Proxies whose X-Forwarded-For is believed (login limits see the real client address). */
  trustProxy: TrustProxy;
  /** Overload protection (503 past these limits); off unless one is set. */
  overload: OverloadLimits;
  /** JOB_LEASE_SECONDS, and TEST_JOB_HOLD_MS (tests only: the crash test's window to kill a running job). */
  jobs: { leaseMs?: number; holdMs?: number };
  /** ACTIVITY_RETENTION_DAYS: how long the activity log keeps a row (default 365). */
  activity: { retentionDays?: number };
  /** TRASH_RETENTION_DAYS: days a deleted item stays in the trash (default 30). */
  trashRetentionDays?: number;
  /** LIST_CACHE=0: no list answer cache; LIST_CACHE_MB: its bound in megabytes (default 32). */
  listCacheBytes?: number;
}

/** Fastify's trustProxy, restricted: off, a hop count, or the proxies' addresses — never "trust all". */
export type TrustProxy = false | number | string[];

const PROXY_NAMES = ['loopback', 'linklocal', 'uniquelocal'];

function proxyEntry(entry: string): boolean {
  if (PROXY_NAMES.includes(entry)) return true;
  const [address, prefix, extra] = entry.split('/');
  if (extra !== undefined || !address || !isIP(address)) return false;
  if (prefix === undefined) return true;
  const bits = Number(prefix);
  return /^\d+$/.test(prefix) && bits <= (isIP(address) === 4 ? 32 : 128);
}

/**
 * Fastify's option for it. Fastify 5 ignores a bare hop count (it cannot tell a proxy from a client), so
 * the count becomes proxy-addr's hop rule: the nearest `n` hops are trusted. With a count the server must
 * only be reachable through the proxies; their addresses are the safer choice.
 */
export function fastifyTrustProxy(
  trust: TrustProxy,
): false | string[] | ((address: string, hop: number) => boolean) {
  if (typeof trust !== 'number') return trust;
  return trust > 0 ? (_address, hop) => hop < trust : false;
}

/**
 * TRUST_PROXY: empty/`0`/`false` → off; a whole number n → trust n proxy hops (`1`: the client is the
 * address the one load balancer appended to X-Forwarded-For); otherwise comma-separated proxy addresses,
 * CIDR ranges or `loopback`/`linklocal`/`uniquelocal`. `true` is refused: believing any X-Forwarded-For
 * lets a client choose its own address and walk around the login limits.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = nonEmpty(value)?.toLowerCase();
  if (text === undefined || ['0', 'false', 'no', 'off'].includes(text)) return false;
  if (/^\d+$/.test(text)) return Number(text);
  if (['true', 'yes', 'on', 'all', '*'].includes(text)) {
    throw new Error(
      `TRUST_PROXY="${value}" would believe any client's X-Forwarded-For: give the number of proxies in front ` +
        'of the server (e.g. 1) or their addresses (e.g. 10.0.0.0/8,127.0.0.1)',
    );
  }
  const entries = text
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const wrong = entries.filter((entry) => !proxyEntry(entry));
  if (wrong.length) throw new Error(`TRUST_PROXY: not a proxy address or range: ${wrong.join(', ')}`);
  return entries;
}

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * CONTENT_DOMAIN as an origin without the tenant label: `content.example.com` → `https://content.example.com`;
 * a scheme and a port may be given (`http://content.localhost:3000`). A path, query or credentials are refused.
 */
export function contentDomain(value: string | undefined): string | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const refused = new Error(`CONTENT_DOMAIN is not a domain: ${text}`);
  let url: URL;
  try {
    url = new URL(/^[a-z][a-z0-9+.-]*:\/\//i.test(text) ? text : `https://${text}`);
  } catch {
    throw refused;
  }
  const plain = url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
  if (!['http:', 'https:'].includes(url.protocol) || !plain) throw refused;
  return url.origin;
}

function seconds(name: string, value: string | undefined): number | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || n < 0)
    throw new Error(`${name} must be a number of seconds ≥ 0, not "${value}"`);
  return n * 1000;
}

function secondsAbove0(name: string, value: string | undefined): number | undefined {
  const n = positive(name, value);
  return n === undefined ? undefined : n * 1000;
}

function bytes(name: string, value: string | undefined, unit = 'bytes'): number | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a positive number of ${unit}, not "${value}"`);
  return n;
}

function positive(name: string, value: string | undefined, max = Infinity): number | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isFinite(n) || n <= 0 || n > max)
    throw new Error(`${name} must be a positive number, not "${value}"`);
  return n;
}

function listCacheBytes(env: NodeJS.ProcessEnv): number | undefined {
  if (nonEmpty(env.LIST_CACHE) === '0') return 0;
  const megabytes = positive('LIST_CACHE_MB', env.LIST_CACHE_MB);
  return megabytes === undefined ? undefined : Math.round(megabytes * 1024 * 1024);
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const production = env.NODE_ENV === 'production';
  const seed = nonEmpty(env.SEED) ?? (production ? 'none' : 'demo');
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", not "${seed}"`);
  if (production && seed === 'demo')
    throw new Error(
      'SEED=demo is refused with NODE_ENV=production (the demo password is public): use SEED=none with ADMIN_EMAIL and ADMIN_PASSWORD.',
    );
  const port = Number(nonEmpty(env.PORT) ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  const adminEmail = nonEmpty(env.ADMIN_EMAIL);
  const adminPassword = env.ADMIN_PASSWORD;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    port,
    host: nonEmpty(env.HOST) ?? '127.0.0.1',
    production,
    dataDir: nonEmpty(env.DATA_DIR) ?? '.data',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    redisUrl: nonEmpty(env.REDIS_URL),
    redisPrefix: nonEmpty(env.REDIS_PREFIX),
    smtpUrl: nonEmpty(env.SMTP_URL),
    mailFrom: nonEmpty(env.MAIL_FROM),
    uploadLimits: {
      image: bytes('UPLOAD_MAX_BYTES', env.UPLOAD_MAX_BYTES),
      video: bytes('UPLOAD_MAX_VIDEO_BYTES', env.UPLOAD_MAX_VIDEO_BYTES),
    },
    images: {
      maxPixels: bytes('IMAGE_MAX_PIXELS', env.IMAGE_MAX_PIXELS, 'pixels'),
      cacheMaxBytes: bytes('IMAGE_CACHE_MAX_BYTES', env.IMAGE_CACHE_MAX_BYTES),
    },
    seed,
    admin: adminEmail && adminPassword ? { email: adminEmail, password: adminPassword } : undefined,
    publicUrl: nonEmpty(env.PUBLIC_URL)?.replace(/\/+$/, ''),
    contentDomain: contentDomain(env.CONTENT_DOMAIN),
    allowedHosts: nonEmpty(env.ALLOWED_HOSTS)
      ?.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    monitoringDsn: nonEmpty(env.MONITORING_DSN) && new URL(nonEmpty(env.MONITORING_DSN)!).href,
    mediaOrigins: nonEmpty(env.MEDIA_ORIGINS)
      ?.split(',')
      .map((origin) => new URL(origin.trim()).origin),
    timeouts: {
      requestMs: bytes('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 'milliseconds'),
      idleMs: bytes('IDLE_TIMEOUT_MS', env.IDLE_TIMEOUT_MS, 'milliseconds'),
    },
    sessionCacheTtlMs: seconds('SESSION_CACHE_SECONDS', env.SESSION_CACHE_SECONDS),
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    overload: {
      maxEventLoopDelayMs: positive('MAX_EVENT_LOOP_DELAY_MS', env.MAX_EVENT_LOOP_DELAY_MS),
      maxEventLoopUtilization: positive('MAX_EVENT_LOOP_UTILIZATION', env.MAX_EVENT_LOOP_UTILIZATION, 1),
      maxHeapUsedBytes: positive('MAX_HEAP_USED_BYTES', env.MAX_HEAP_USED_BYTES),
      maxRssBytes: positive('MAX_RSS_BYTES', env.MAX_RSS_BYTES),
    },
    jobs: {
      // Never 0: a lease that is over at once would let a second process run the same job.
      leaseMs: secondsAbove0('JOB_LEASE_SECONDS', env.JOB_LEASE_SECONDS),
      holdMs: bytes('TEST_JOB_HOLD_MS', env.TEST_JOB_HOLD_MS, 'milliseconds'),
    },
    activity: { retentionDays: bytes('ACTIVITY_RETENTION_DAYS', env.ACTIVITY_RETENTION_DAYS, 'days') },
    trashRetentionDays: positive('TRASH_RETENTION_DAYS', env.TRASH_RETENTION_DAYS),
    listCacheBytes: listCacheBytes(env),
  };
}
