// Builds the Fastify app: plugins (validation, errors, storage, multipart uploads, file delivery, jobs,
// mail, database, auth) → routes from the contract → SPA.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { SeedMode } from './config';
import { loadContract, type OpenApiDocument } from './contract';
import { pgliteDir, type DatabaseTarget } from './db/client';
import type { SeedResult } from './db/seed';
import { handlers } from './handlers/registry';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import fileDeliveryPlugin, { type FileDeliveryOptions } from './plugins/file-delivery';
import jobsPlugin from './plugins/jobs';
import jobRunnerPlugin, { type JobRunnerPluginOptions } from './plugins/job-runner';
import mailPlugin from './plugins/mail';
import routesPlugin from './plugins/routes';
import securityHeadersPlugin from './plugins/security-headers';
import spaPlugin from './plugins/spa';
import multipartPlugin, { type UploadLimits } from './plugins/multipart';
import storagePlugin from './plugins/storage';
import validationPlugin from './plugins/validation';
import {
  createLoginThrottle,
  DEFAULT_LOGIN_THROTTLE,
  type LoginThrottleSettings,
} from './services/login-throttle';
import { DEFAULT_ALLOWED_HOSTS } from './services/public-origin';
import { createPasswordHasher, type PasswordHashCost } from './services/passwords';
import './types';

export interface BuildAppOptions {
  /**
   * Data folder: the PGlite database (`{dataDir}/db`), files, image cache and mail outbox. Default `.data`
   * with an on-disk PGlite; with an in-memory or PostgreSQL database and no dataDir, a temporary folder
   * that is removed on close (tests).
   */
  dataDir?: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /** PGlite in memory instead of in `dataDir` (tests). Ignored when `databaseUrl` is set. */
  inMemoryDatabase?: boolean;
  /** What an empty database is seeded with. Default `demo`. */
  seed?: SeedMode;
  /** An account to create on first start (the only one with `seed: 'none'`). */
  admin?: { email: string; password: string };
  /** Origin for links the server hands out; see services/public-origin.ts when unset. */
  publicUrl?: string;
  /** Hosts whose request origin may stand in for publicUrl. Default localhost, 127.0.0.1, [::1]. */
  allowedHosts?: string[];
  logger?: FastifyServerOptions['logger'];
  trustProxy?: boolean;
  /** Failed sign-ins allowed per e-mail and address within the window. Default 5 per 15 minutes. */
  loginRateLimit?: Partial<LoginThrottleSettings>;
  /** argon2id cost; lower it in tests only. */
  passwordCost?: PasswordHashCost;
  /** The built SPA. Default `dist/` of the repository. */
  spaDir?: string;
  /** The contract. Default `generated/openapi.json`, read when the app is built. */
  spec?: OpenApiDocument;
  onSeeded?: (result: SeedResult) => void;
  /**
   * Image limits: pixels per upload and per decode (default 50 megapixels), renders at once (2), bytes of
   * the variant cache (1 GB).
   */
  images?: FileDeliveryOptions;
  /** Origins images and videos may come from besides this server (CSP img-src/media-src). */
  mediaOrigins?: string[];
  /**
   * Milliseconds a request may take from its first byte to its last (slow bodies), default 120 000, and a
   * connection may stay idle, default 30 000.
   */
  timeouts?: { requestMs?: number; idleMs?: number };
  /** Upload size limits in bytes. Default 20 MB images, 200 MB videos. */
  uploadLimits?: Partial<UploadLimits>;
  /** Mail by SMTP when set; otherwise `.eml` files in `{dataDir}/outbox`. */
  smtpUrl?: string;
  mailFrom?: string;
  /** Runs when the app closes, after its own clean-up (tests drop their database here). */
  onClose?: () => Promise<void> | void;
  /** Durable background jobs (report runs): polling, and the report definitions (tests). */
  jobs?: Omit<JobRunnerPluginOptions, 'dataDir'>;
}

const repoRoot = fileURLToPath(new URL('..', import.meta.url));

function databaseTarget(options: BuildAppOptions): DatabaseTarget {
  if (options.databaseUrl) return { kind: 'postgres', url: options.databaseUrl };
  if (options.inMemoryDatabase) return { kind: 'pglite-memory' };
  return { kind: 'pglite', dir: pgliteDir(options.dataDir ?? '.data') };
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const spec = options.spec ?? loadContract();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: options.trustProxy ?? false,
    // The first start seeds the database inside the db plugin: on a busy machine that outlasts the
    // default 10 s plugin timeout.
    pluginTimeout: 120_000,
    // Slow bodies (slowloris) are cut off: the whole request within requestMs, no idle socket past idleMs.
    requestTimeout: options.timeouts?.requestMs ?? 120_000,
    connectionTimeout: options.timeouts?.idleMs ?? 30_000,
  });

  app.decorate('passwords', createPasswordHasher(options.passwordCost));
  app.decorate(
    'loginThrottle',
    createLoginThrottle({ ...DEFAULT_LOGIN_THROTTLE, ...options.loginRateLimit }),
  );
  app.decorate('publicUrl', options.publicUrl);
  app.decorate('allowedHosts', options.allowedHosts ?? DEFAULT_ALLOWED_HOSTS);

  const target = databaseTarget(options);
  let dataDir = options.dataDir ?? '.data';
  if (!options.dataDir && target.kind !== 'pglite') {
    dataDir = mkdtempSync(join(tmpdir(), 'content-data-'));
    app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  }

  if (options.onClose) app.addHook('onClose', options.onClose);

  await app.register(securityHeadersPlugin, {
    mediaOrigins: [
      ...(options.publicUrl ? [new URL(options.publicUrl).origin] : []),
      ...(options.mediaOrigins ?? []),
    ],
  });
  await app.register(validationPlugin);
  await app.register(errorsPlugin);
  await app.register(storagePlugin, { dataDir });
  await app.register(multipartPlugin, { uploadLimits: options.uploadLimits });
  await app.register(fileDeliveryPlugin, options.images ?? {});
  await app.register(jobsPlugin);
  await app.register(mailPlugin, { dataDir, smtpUrl: options.smtpUrl, from: options.mailFrom });
  await app.register(dbPlugin, {
    target,
    seed: { mode: options.seed ?? 'demo', admin: options.admin },
    onSeeded: options.onSeeded,
    lockDir: target.kind === 'pglite' ? dataDir : undefined,
  });
  await app.register(jobRunnerPlugin, { dataDir, ...options.jobs });
  await app.register(authPlugin);
  await app.register(routesPlugin, { spec, handlers });
  await app.register(spaPlugin, {
    root: options.spaDir ?? join(repoRoot, 'dist'),
    apiPrefix: spec.servers?.[0]?.url ?? '/api/v2',
  });

  await app.ready();
  return app;
}
