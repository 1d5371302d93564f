// Kept list answers (the JSON text as sent) per tenant and normalized request, so that editors opening the
// same overview pages cost one tiny statement instead of a page read and hydration. An answer is reused only
// while both hold:
//  - the tenant's change counter (list_versions, bumped by the triggers of migration 0022 in every transaction
//    that writes data a list shows) is the one the answer was built under — whichever process wrote;
//  - the clock has not reached the next schedule boundary (a published shop config's activeFrom or
//    activeUntil), where statuses change without a write.
// The counter is read before the answer is built, so a kept answer is never older than its counter (a write
// that commits in between makes the answer newer, and the counter moves on anyway). Concurrent requests of a
// tenant share counter reads, but only a read that starts after the request arrived: one in flight when it
// arrives may have missed a write committed just before, so the request waits for the next read.
// Memory: at most `maxBytes` of kept text (keys and bodies, one byte per character as V8 keeps ASCII text),
// least recently used first out. LIST_CACHE=0 turns the cache off; LIST_CACHE_MB sets the bound.
import { sql } from 'drizzle-orm';
import type { Db } from '@server/db/client';
import { queryPrepared } from '@server/db/prepared';
import { nowOf } from '../clock';

/** Default bound of kept answer text: ~1,500 first pages of 20 bundles with their shop configs. */
export const DEFAULT_LIST_CACHE_BYTES = 32 * 1024 * 1024;

interface KeptAnswer {
  version: number;
  body: string;
  bytes: number;
}

/** A tenant's counter read in flight, and the one queued to start when it is done. */
interface VersionReads {
  current?: Promise<number>;
  queued?: Promise<number>;
}

interface TenantState {
  version: number;
  /** Epoch ms of the next schedule boundary under this version (Infinity: none). */
  boundary: number;
}

export interface ListCacheStats {
  hits: number;
  misses: number;
  entries: number;
  bytes: number;
}

/** Where the cache reads the counter and the next schedule boundary (tests put a stand-in here). */
export interface ListCacheSource {
  version(db: Db, tenantId: number): Promise<number>;
  boundary(db: Db, now: Date): Promise<number>;
}

export class ListCache {
  private readonly answers = new Map<string, KeptAnswer>();
  private readonly tenants = new Map<number, TenantState>();
  private readonly reads = new Map<number, VersionReads>();
  private keptBytes = 0;
  private hits = 0;
  private misses = 0;

  constructor(
    private readonly maxBytes: number = DEFAULT_LIST_CACHE_BYTES,
    private readonly source: ListCacheSource = { version: readVersion, boundary: nextBoundary },
  ) {}

  /**
   * The answer of `key` for `tenantId`: the kept one when still valid, else `build()`'s (then kept).
   * `key` must name everything the answer depends on besides the tenant (operation, types, whole query).
   */
  async answer(db: Db, tenantId: number, key: string, build: () => Promise<string>): Promise<string> {
    const version = await this.version(db, tenantId);
    const fullKey = `${tenantId}\u0000${key}`;
    const now = nowOf(db).getTime();
    const kept = this.answers.get(fullKey);
    const state = this.tenants.get(tenantId);
    if (kept && kept.version === version && state?.version === version && now < state.boundary) {
      this.hits += 1;
      // Map order is the eviction order: a hit moves to the end.
      this.answers.delete(fullKey);
      this.answers.set(fullKey, kept);
      return kept.body;
    }
    this.misses += 1;
    if (!state || state.version !== version || now >= state.boundary) {
      const boundary = await this.source.boundary(db, new Date(now));
      const latest = this.tenants.get(tenantId);
      if (!latest || latest.version <= version) this.tenants.set(tenantId, { version, boundary });
    }
    const body = await build();
    this.keep(fullKey, { version, body, bytes: body.length + fullKey.length });
    return body;
  }

  /** The tenant's counter as read by a statement that started after this call. */
  private version(db: Db, tenantId: number): Promise<number> {
    let reads = this.reads.get(tenantId);
    if (!reads) this.reads.set(tenantId, (reads = {}));
    const begin = (): Promise<number> => {
      const read: Promise<number> = this.source.version(db, tenantId).finally(() => {
        if (reads.current === read) reads.current = undefined;
      });
      reads.current = read;
      return read;
    };
    if (!reads.current) return begin();
    reads.queued ??= reads.current
      .catch(() => undefined)
      .then(() => {
        reads.queued = undefined;
        return begin();
      });
    return reads.queued;
  }

  private keep(key: string, answer: KeptAnswer): void {
    const previous = this.answers.get(key);
    if (previous) {
      this.answers.delete(key);
      this.keptBytes -= previous.bytes;
    }
    if (answer.bytes > this.maxBytes) return;
    this.answers.set(key, answer);
    this.keptBytes += answer.bytes;
    for (const [oldest, kept] of this.answers) {
      if (this.keptBytes <= this.maxBytes) break;
      this.answers.delete(oldest);
      this.keptBytes -= kept.bytes;
    }
  }

  stats(): ListCacheStats {
    return { hits: this.hits, misses: this.misses, entries: this.answers.size, bytes: this.keptBytes };
  }
}

/** The tenant's change counter (0 before its first counted write). */
async function readVersion(db: Db, tenantId: number): Promise<number> {
  const [row] = await queryPrepared<{ version: unknown }>(
    db,
    sql`select version from list_versions where tenant_id = ${tenantId}`,
  );
  return row ? Number(row.version) : 0;
}

/**
 * The first activeFrom or activeUntil after `now` of any published shop config: two index lookups
 * (app_configs_scheduled_idx, app_configs_expiring_idx of 0022). Other tenants' boundaries count too — an
 * earlier boundary only costs a rebuild, never a stale answer.
 */
async function nextBoundary(db: Db, now: Date): Promise<number> {
  const at = now.toISOString();
  const [row] = await queryPrepared<{ next: unknown }>(
    db,
    sql`select least(
        (select min(active_from) from app_configs
          where is_published and active_from is not null and active_from > ${at}::timestamptz),
        (select min(active_until) from app_configs
          where is_published and active_until is not null and active_until > ${at}::timestamptz)) as next`,
  );
  const next = row?.next;
  if (next === null || next === undefined) return Infinity;
  return (next instanceof Date ? next : new Date(String(next))).getTime();
}

/**
 * The key of a parsed list query: every part, sets in their given order (include and configFields orders
 * may order the answer's keys, so "a,b" and "b,a" are kept apart rather than assumed equal).
 */
export function listQueryKey(operationId: string, types: readonly string[], query: object): string {
  return JSON.stringify([operationId, types, query], (_name, value: unknown) =>
    value instanceof Set ? [...(value as Set<string>)] : value,
  );
}
