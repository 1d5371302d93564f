// The tenant configuration (GET /tenants/current, asked on every page load) kept in memory per tenant, with
// its JSON and a strong ETag per public origin, so the answer costs no database read. Reading it is four
// queries (tenant, shops, groups, members), ~2.5 ms of the event loop on PGlite, which ten concurrent page
// loads queue behind one another (22 ms p50); cached it is a map lookup.
// An entry lives until the tenant's configuration changes: whoever writes tenants, apps, app_groups or
// app_group_members calls `forget(tenantId)`, which clears this process and — over the invalidation bus
// (Redis pub/sub when REDIS_URL is set) — every other. `ttlMs` bounds what a change made behind every
// server's back (SQL by hand) can stay unseen. A load that started before an invalidation is not stored,
// so a read racing a change cannot put the old configuration back.
import { createHash } from 'node:crypto';
import type { Tenant } from '@generated/model';
import type { InvalidationBus } from './session-cache';

/** Invalidations as they travel between processes. */
export interface TenantInvalidation {
  tenantId: number;
}

export const TENANT_CHANNEL = 'content:tenant-invalidations';
/** At most this long a configuration changed behind the servers' back (no `forget`) stays cached. */
export const DEFAULT_TENANT_CACHE_TTL_MS = 60_000;

/** One answer as sent: the JSON of `{ data: tenant }` and its ETag. */
export interface TenantAnswer {
  json: string;
  etag: string;
}

export interface TenantCacheOptions {
  ttlMs?: number;
  bus?: InvalidationBus<TenantInvalidation>;
  /** Publishing failed: this process is cleared, others only when their entries' TTL runs out. */
  onError?: (error: Error) => void;
  now?: () => number;
}

export interface TenantCache {
  /**
   * The answer for this tenant and public origin: cached, or `load`ed (its urls still relative) and
   * `resolve`d against the origin; undefined when `load` finds no tenant (not cached).
   */
  answer(
    tenantId: number,
    origin: string,
    load: () => Promise<Tenant | undefined>,
    resolve: (tenant: Tenant, origin: string) => Tenant,
  ): Promise<TenantAnswer | undefined>;
  /** The tenant's configuration changed: forget it here and in every other process. */
  forget(tenantId: number): Promise<void>;
  close(): Promise<void>;
}

interface Entry {
  tenant: Tenant;
  storedAt: number;
  answers: Map<string, TenantAnswer>;
}

/** Origins answered per tenant at most (they come from PUBLIC_URL or ALLOWED_HOSTS, so few). */
const MAX_ORIGINS = 32;

export const etagOf = (json: string) => `"${createHash('sha1').update(json).digest('base64url')}"`;

export function createTenantCache(options: TenantCacheOptions = {}): TenantCache {
  const { ttlMs = DEFAULT_TENANT_CACHE_TTL_MS, bus } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<number, Entry>();
  let generation = 0;

  const drop = ({ tenantId }: TenantInvalidation) => {
    generation++;
    entries.delete(tenantId);
  };
  bus?.subscribe(drop);

  return {
    async answer(tenantId, origin, load, resolve) {
      let entry = entries.get(tenantId);
      if (entry && now() - entry.storedAt >= ttlMs) {
        entries.delete(tenantId);
        entry = undefined;
      }
      if (!entry) {
        const loadedAt = generation;
        const tenant = await load();
        if (!tenant) return undefined;
        entry = { tenant, storedAt: now(), answers: new Map() };
        if (ttlMs > 0 && loadedAt === generation) entries.set(tenantId, entry);
      }
      let answer = entry.answers.get(origin);
      if (!answer) {
        const json = JSON.stringify({ data: resolve(entry.tenant, origin) });
        answer = { json, etag: etagOf(json) };
        if (entry.answers.size >= MAX_ORIGINS) entry.answers.clear();
        entry.answers.set(origin, answer);
      }
      return answer;
    },
    async forget(tenantId) {
      drop({ tenantId });
      await bus?.publish({ tenantId }).catch((error: Error) => options.onError?.(error));
    },
    async close() {
      entries.clear();
      await bus?.close();
    },
  };
}
