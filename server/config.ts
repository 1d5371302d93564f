// Settings from the environment, read once by server.ts and handed to buildApp.
export type SeedMode = 'demo' | 'none';

export interface Config {
  port: number;
  host: string;
  /** PGlite database (`{dataDir}/db`), uploads and the mail outbox live here. */
  dataDir: string;
  /** PostgreSQL instead of PGlite when set. */
  databaseUrl?: string;
  /** Shared store for rate limits and the socket.io adapter when set (optional). */
  redisUrl?: string;
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
  /** Without PUBLIC_URL: hosts whose request origin may be used in links (ALLOWED_HOSTS, comma list). */
  allowedHosts?: string[];
  /** Origins of images and videos besides this server (MEDIA_ORIGINS, comma list), for the CSP. */
  mediaOrigins?: string[];
  /** REQUEST_TIMEOUT_MS and IDLE_TIMEOUT_MS. */
  timeouts: { requestMs?: number; idleMs?: number };
  /** Trust X-Forwarded-* from a load balancer, so rate limits see the real client address. */
  trustProxy: boolean;
}

const nonEmpty = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

function bytes(name: string, value: string | undefined, unit = 'bytes'): number | undefined {
  const text = nonEmpty(value);
  if (text === undefined) return undefined;
  const n = Number(text);
  if (!Number.isInteger(n) || n < 1)
    throw new Error(`${name} must be a positive number of ${unit}, not "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const seed = nonEmpty(env.SEED) ?? 'demo';
  if (seed !== 'demo' && seed !== 'none') throw new Error(`SEED must be "demo" or "none", not "${seed}"`);
  const port = Number(nonEmpty(env.PORT) ?? 3000);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT is not a port: ${env.PORT}`);
  const adminEmail = nonEmpty(env.ADMIN_EMAIL);
  const adminPassword = env.ADMIN_PASSWORD;
  if (Boolean(adminEmail) !== Boolean(adminPassword)) {
    throw new Error('ADMIN_EMAIL and ADMIN_PASSWORD must be set together');
  }
  return {
    port,
    host: nonEmpty(env.HOST) ?? '0.0.0.0',
    dataDir: nonEmpty(env.DATA_DIR) ?? '.data',
    databaseUrl: nonEmpty(env.DATABASE_URL),
    redisUrl: nonEmpty(env.REDIS_URL),
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
    allowedHosts: nonEmpty(env.ALLOWED_HOSTS)
      ?.split(',')
      .map((host) => host.trim())
      .filter(Boolean),
    mediaOrigins: nonEmpty(env.MEDIA_ORIGINS)
      ?.split(',')
      .map((origin) => new URL(origin.trim()).origin),
    timeouts: {
      requestMs: bytes('REQUEST_TIMEOUT_MS', env.REQUEST_TIMEOUT_MS, 'milliseconds'),
      idleMs: bytes('IDLE_TIMEOUT_MS', env.IDLE_TIMEOUT_MS, 'milliseconds'),
    },
    trustProxy: ['1', 'true', 'yes'].includes((env.TRUST_PROXY ?? '').toLowerCase()),
  };
}
