// A short-lived cache of list answers, keyed by the query and the database's content revision (a sequence
// that triggers bump on every write to entities, app configs, tags, tag groups, media, users and shops;
// migrations 0003, 0005). A write anywhere makes every cached answer stale at once; otherwise an answer lives at
// most TTL_MS, which also bounds how late a time-derived status (scheduled → online) can show, and the
// rare read that raced a not-yet-committed write.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

export const TTL_MS = 2_000;
const MAX_ENTRIES = 500;

interface Entry {
  revision: string;
  at: number;
  value: unknown;
}

const caches = new WeakMap<Db, Map<string, Entry>>();

export async function contentRevision(db: Db): Promise<string> {
  const answer = await db.execute(sql`select last_value, is_called from content_revision`);
  const [row] = (answer as unknown as { rows: { last_value: number | string; is_called: boolean }[] }).rows;
  return `${row?.last_value}:${row?.is_called}`;
}

/** `compute()` unless an answer for `key` exists from this revision and is younger than TTL_MS. */
export async function cached<T>(
  db: Db,
  key: string,
  compute: () => Promise<T>,
  now = Date.now(),
): Promise<T> {
  if (process.env.LIST_CACHE === 'off') return compute(); // measuring the uncached path (bench:api)
  let cache = caches.get(db);
  if (!cache) {
    cache = new Map();
    caches.set(db, cache);
  }
  const revision = await contentRevision(db);
  const hit = cache.get(key);
  if (hit && hit.revision === revision && now - hit.at < TTL_MS) return hit.value as T;
  const value = await compute();
  cache.delete(key);
  cache.set(key, { revision, at: now, value });
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!);
  return value;
}
