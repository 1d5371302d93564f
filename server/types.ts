// What the plugins add to Fastify's instance and request, for handlers to use.
import type { Db } from './db/client';
import type { DomainEvents } from './services/domain-events';
import type { ListCache } from './services/entities/list-cache';
import type { PasswordHasher } from './services/passwords';
import type { SessionCache } from './services/session-cache';
import type { SessionUser } from './services/sessions';
import type { TenantCache } from './services/tenant-cache';

export interface Authenticated {
  user: SessionUser;
  token: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    passwords: PasswordHasher;
    /** Live sessions by token hash (plugins/auth.ts); sign-out and user changes clear them. */
    sessionCache: SessionCache;
    /**
     * Tenant configurations (plugins/tenant-cache.ts): every write to tenants, apps, app_groups or
     * app_group_members calls `tenantCache.forget(tenantId)`.
     */
    tenantCache: TenantCache;
    /** DSN of the back office's monitoring service (GET /client-config); undefined when off. */
    monitoringDsn: string | undefined;
    /** Production mode (NODE_ENV=production): the demo account is never announced (GET /client-config). */
    production: boolean;
    /** Origin of links the server hands out; the request's own origin when unset. */
    publicUrl: string | undefined;
    /** CONTENT_DOMAIN as an origin: entities' public API endpoints are on `{tenant key}.{its host}`. */
    contentDomain: string | undefined;
    /** Hosts whose request origin may be used in links when PUBLIC_URL is unset (ALLOWED_HOSTS). */
    allowedHosts: readonly string[];
    /** Content changes for listeners (services/domain-events.ts): notifications, realtime. */
    domainEvents: DomainEvents;
    /** The server's clock (BuildAppOptions.now; tests set it): derived statuses, the public API. */
    now: () => Date;
    /** This installation's prefix of Redis keys and channels (services/installation.ts); '' without Redis. */
    redisPrefix: string;
    /** Days a deleted item stays in the trash before the purge job removes it (TRASH_RETENTION_DAYS). */
    trashRetentionDays: number;
    /** Kept list answers (services/entities/list-cache.ts); undefined when turned off (LIST_CACHE=0). */
    listCache: ListCache | undefined;
  }
  interface FastifyRequest {
    /** Set by the auth hook on protected operations. */
    auth: Authenticated | null;
  }
}
