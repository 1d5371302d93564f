// Builds the Fastify app: plugins (validation, errors, storage, multipart uploads, file delivery, mail,
// database, durable jobs, login limits, auth, socket.io, notifications), with compression, request bounds and overload protection → routes from the contract → SPA.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance, type FastifyReply, type FastifyServerOptions } from 'fastify';
import type { ErrorMessage } from '../generated/model';
import { fastifyTrustProxy, type SeedMode, type TrustProxy } from './config';
import { loadContract, type OpenApiDocument } from './contract';
import { pgliteDir, type DatabaseTarget } from './db/client';
import type { SeedResult } from './db/seed';
import { handlers } from './handlers/registry';
import authPlugin from './plugins/auth';
import tenantCachePlugin from './plugins/tenant-cache';
import compressionPlugin from './plugins/compression';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import fileDeliveryPlugin, { type FileDeliveryOptions } from './plugins/file-delivery';
import activityPlugin, { type ActivityPluginOptions } from './plugins/activity';
import jobRunnerPlugin, { type JobRunnerPluginOptions } from './plugins/job-runner';
import mailPlugin from './plugins/mail';
import notificationsPlugin, { type NotificationsPluginOptions } from './plugins/notifications';
import previewPagesPlugin from './plugins/preview-pages';
import editLocksPlugin from './plugins/edit-locks';
import presencePlugin from './plugins/presence';
import realtimePlugin from './plugins/realtime';
import routesPlugin from './plugins/routes';
import securityHeadersPlugin from './plugins/security-headers';
import serializationPlugin from './plugins/serialization';
import spaPlugin from './plugins/spa';
import { SPA_DIR } from './paths';
import multipartPlugin, { type UploadLimits } from './plugins/multipart';
import storagePlugin from './plugins/storage';
import validationPlugin from './plugins/validation';
import requestBoundsPlugin from './plugins/request-bounds';
import overloadPlugin, { type OverloadLimits } from './plugins/overload';
import apiReferencePlugin from './plugins/api-reference';
import bulkActionsPlugin from './plugins/bulk-actions';
import { echoRequestId, genReqId } from './request-id';
import loginLimitsPlugin from './plugins/login-limits';
import type { LoginLimitSettings } from './services/login-limits';
import { createDomainEvents } from './services/domain-events';
import { setClock } from './services/clock';
import { DEFAULT_LIST_CACHE_BYTES, ListCache } from './services/entities/list-cache';
import { DEFAULT_ALLOWED_HOSTS } from './services/public-origin';
import { installationPrefix, redisNames } from './services/installation';
import { createPasswordHasher, type PasswordHashCost } from './services/passwords';
import { fileExchangeProvider, type TranslationProvider } from './services/translations/provider';
import './types';
import { DEFAULT_TRASH_RETENTION_DAYS } from './services/trash/trash';

export interface BuildAppOptions {
  /**
   * Data folder: the PGlite database (`{dataDir}/db`), files, image cache and mail outbox. Default `.data`
   * with an on-disk PGlite; with an in-memory or PostgreSQL database and no dataDir, a temporary folder
   * that is removed on close (tests).
   */
  dataDir?: string;
  /** PostgreSQL connection string; when set, PGlite is not used. */
  databaseUrl?: string;
  /**
   * PGlite in memory instead of in `dataDir` (tests); `{ loadDataDir }` starts it from a dump, e.g. the seeded
   * template of the server tests. Ignored when `databaseUrl` is set.
   */
  inMemoryDatabase?: boolean | { loadDataDir: Blob };
  /** What an empty database is seeded with. Default `demo`. */
  seed?: SeedMode;
  /** An account to create on first start (the only one with `seed: 'none'`). */
  admin?: { email: string; password: string };
  /** Origin for links the server hands out; see services/public-origin.ts when unset. */
  publicUrl?: string;
  /** This environment's content domain (origin): public API endpoints are `{tenant}.{domain}`. */
  contentDomain?: string;
  /** Hosts whose request origin may stand in for publicUrl. Default localhost, 127.0.0.1, [::1]. */
  allowedHosts?: string[];
  /** DSN of the monitoring service the back office reports to (GET /client-config); off when unset. */
  monitoringDsn?: string;
  /** Production mode (NODE_ENV=production): the sign-in screen never names the demo account. */
  production?: boolean;
  logger?: FastifyServerOptions['logger'];
  /** Proxies whose X-Forwarded-For is believed: their addresses or a hop count, never "all". */
  trustProxy?: TrustProxy;
  /** Failed sign-in limits (services/login-limits.ts); tests lower them. */
  loginRateLimit?: Partial<LoginLimitSettings>;
  /**
   * Redis shared by several server processes: login limits, session invalidations and the socket.io adapter;
   * per process when unset.
   */
  redisUrl?: string;
  /**
   * Prefix of every Redis key and channel of this installation (REDIS_PREFIX): login limits, session
   * invalidations, the socket.io adapter. Default derived from the database's identity
   * (services/installation.ts), so installations sharing one Redis never meet.
   */
  redisKeyPrefix?: string;
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
  /** Overload protection (503 past a limit); off unless a limit is given. */
  overload?: OverloadLimits;
  /** How often each process checks the sessions of its sockets (closing ended ones). Default 30 s. */
  socketSessionSweepMs?: number;
  /** How long a checked session is trusted before the database is asked again. Default 10 s; 0 = off. */
  sessionCacheTtlMs?: number;
  /** Longest life of a cached tenant configuration changed behind the servers' back. Default 60 s. */
  tenantCacheTtlMs?: number;
  /** Durable background jobs (exports, report runs): polling, retries, report definitions (tests). */
  jobs?: Omit<JobRunnerPluginOptions, 'dataDir'>;
  /** The clock of derived statuses and the public API (tests set it). Default the system clock. */
  now?: () => Date;
  /** The schedule scan's clock and interval (tests). */
  notifications?: NotificationsPluginOptions;
  /** Who translates (services/translations/provider.ts). Default the file exchange. */
  translationProvider?: TranslationProvider;
  /** The activity log: its retention (ACTIVITY_RETENTION_DAYS). */
  activity?: ActivityPluginOptions;
  /** Days a deleted item stays in the trash before it is purged (TRASH_RETENTION_DAYS). Default 30. */
  trashRetentionDays?: number;
  /** Bytes of kept list answers (LIST_CACHE_MB); 0 turns the list answer cache off (LIST_CACHE=0). */
  listCacheBytes?: number;
}

function databaseTarget(options: BuildAppOptions): DatabaseTarget {
  if (options.databaseUrl) return { kind: 'postgres', url: options.databaseUrl };
  if (options.inMemoryDatabase === true) return { kind: 'pglite-memory' };
  if (options.inMemoryDatabase)
    return { kind: 'pglite-memory', loadDataDir: options.inMemoryDatabase.loadDataDir };
  return { kind: 'pglite', dir: pgliteDir(options.dataDir ?? '.data') };
}

export async function buildApp(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const spec = options.spec ?? loadContract();
  const app = Fastify({
    logger: options.logger ?? false,
    trustProxy: fastifyTrustProxy(options.trustProxy ?? false),
    // The first start seeds the database inside the db plugin: on a busy machine that outlasts the
    // default 10 s plugin timeout.
    pluginTimeout: 120_000,
    genReqId,
    // A path that is not valid URL encoding never reaches a route: answer it in the contract's shape.
    // It never passes the hooks, so it carries the security headers itself.
    frameworkErrors: (error, request, reply) => {
      const badUrl = error.code === 'FST_ERR_BAD_URL';
      const message = badUrl ? 'The request address is not valid.' : 'The request could not be routed.';
      const body: ErrorMessage = { message };
      void (reply as FastifyReply)
        .headers(request.server.securityHeaderValues ?? {})
        .code(400)
        .send(body);
    },
    // Slow bodies (slowloris) are cut off: the whole request within requestMs, no idle socket past idleMs.
    requestTimeout: options.timeouts?.requestMs ?? 120_000,
    connectionTimeout: options.timeouts?.idleMs ?? 30_000,
  });
  echoRequestId(app);

  app.decorate('passwords', createPasswordHasher(options.passwordCost));
  app.decorate('publicUrl', options.publicUrl);
  app.decorate('contentDomain', options.contentDomain);
  app.decorate('now', options.now ?? (() => new Date()));
  app.decorate('translationProvider', options.translationProvider ?? fileExchangeProvider);
  app.decorate('allowedHosts', options.allowedHosts ?? DEFAULT_ALLOWED_HOSTS);
  app.decorate('monitoringDsn', options.monitoringDsn);
  app.decorate('production', options.production ?? false);
  app.decorate('trashRetentionDays', options.trashRetentionDays ?? DEFAULT_TRASH_RETENTION_DAYS);
  const listCacheBytes = options.listCacheBytes ?? DEFAULT_LIST_CACHE_BYTES;
  app.decorate('listCache', listCacheBytes > 0 ? new ListCache(listCacheBytes) : undefined);
  app.decorate(
    'domainEvents',
    createDomainEvents((error, event) =>
      app.log.error({ err: error, event: event.type }, 'domain event listener failed'),
    ),
  );

  const target = databaseTarget(options);
  let dataDir = options.dataDir ?? '.data';
  if (!options.dataDir && target.kind !== 'pglite') {
    dataDir = mkdtempSync(join(tmpdir(), 'content-data-'));
    app.addHook('onClose', async () => rmSync(dataDir, { recursive: true, force: true }));
  }

  if (options.onClose) app.addHook('onClose', options.onClose);

  await app.register(overloadPlugin, options.overload ?? {});
  const mediaOrigins = [
    ...(options.publicUrl ? [new URL(options.publicUrl).origin] : []),
    ...(options.mediaOrigins ?? []),
  ];
  await app.register(securityHeadersPlugin, {
    mediaOrigins,
    // The preview panel frames the storefront preview page, which this server serves (preview-pages.ts).
    frameOrigins: ["'self'"],
    ...(options.monitoringDsn ? { monitoringOrigin: new URL(options.monitoringDsn).origin } : {}),
  });
  await app.register(validationPlugin);
  await app.register(serializationPlugin);
  await app.register(errorsPlugin);
  await app.register(compressionPlugin);
  await app.register(requestBoundsPlugin);
  await app.register(storagePlugin, { dataDir });
  await app.register(multipartPlugin, { uploadLimits: options.uploadLimits });
  await app.register(fileDeliveryPlugin, options.images ?? {});
  await app.register(mailPlugin, { dataDir, smtpUrl: options.smtpUrl, from: options.mailFrom });
  await app.register(dbPlugin, {
    target,
    seed: { mode: options.seed ?? 'demo', admin: options.admin },
    onSeeded: options.onSeeded,
    lockDir: target.kind === 'pglite' ? dataDir : undefined,
  });
  setClock(app.db, app.now);
  const redisPrefix = options.redisUrl
    ? (options.redisKeyPrefix ?? (await installationPrefix(app.db, { kind: target.kind, dataDir })))
    : '';
  if (options.redisUrl) app.log.info({ redisPrefix }, 'Redis keys and channels of this installation');
  app.decorate('redisPrefix', redisPrefix);
  const redis = redisNames(redisPrefix);
  await app.register(jobRunnerPlugin, { dataDir, ...options.jobs });
  await app.register(loginLimitsPlugin, {
    redisUrl: options.redisUrl,
    settings: options.loginRateLimit,
    keyPrefix: redis.loginLimits,
  });
  await app.register(authPlugin, {
    sessionCacheTtlMs: options.sessionCacheTtlMs,
    redisUrl: options.redisUrl,
    redisChannel: redis.sessionInvalidations,
  });
  await app.register(realtimePlugin, {
    redisUrl: options.redisUrl,
    adapterKey: redis.socketIo,
    sessionSweepMs: options.socketSessionSweepMs,
  });
  await app.register(tenantCachePlugin, {
    redisUrl: options.redisUrl,
    redisKeyPrefix: redisPrefix,
    ttlMs: options.tenantCacheTtlMs,
  });
  await app.register(notificationsPlugin, { now: app.now, ...options.notifications });
  await app.register(activityPlugin, options.activity ?? {});
  await app.register(editLocksPlugin, { spec });
  await app.register(presencePlugin);
  await app.register(bulkActionsPlugin);
  await app.register(routesPlugin, { spec, handlers });
  await app.register(apiReferencePlugin, { spec, apiPrefix: spec.servers?.[0]?.url ?? '/api/v2' });
  await app.register(previewPagesPlugin, { root: options.spaDir ?? SPA_DIR, spec, mediaOrigins });
  await app.register(spaPlugin, {
    root: options.spaDir ?? SPA_DIR,
    apiPrefix: spec.servers?.[0]?.url ?? '/api/v2',
  });

  await app.ready();
  return app;
}
