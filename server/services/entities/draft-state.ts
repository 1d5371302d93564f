// A shop config's saved state as the published snapshot holds it, and whether the two differ (ARCHITECTURE:
// "isDraft is true while the saved draft differs from the published snapshot"). Saves derive isDraft with
// it; publishing copies `savedState` to the snapshot.
import type { appConfigs } from '@server/db/schema';

type ConfigState = Pick<
  typeof appConfigs.$inferSelect,
  'name' | 'slug' | 'path' | 'contentElements' | 'draft'
>;

/** What a snapshot of this config holds (the seed writes snapshots the same way). */
export const savedState = (config: ConfigState): Record<string, unknown> => ({
  name: config.name,
  slug: config.slug,
  path: config.path,
  contentElements: config.contentElements,
  ...config.draft,
});

/** Deep equality of JSON values; object key order does not count (jsonb reorders keys). */
export function sameJson(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a)) {
    const other = b as unknown[];
    return a.length === other.length && a.every((item, i) => sameJson(item, other[i]));
  }
  const left = Object.entries(a).filter(([, v]) => v !== undefined);
  const right = b as Record<string, unknown>;
  const rightKeys = Object.keys(right).filter((key) => right[key] !== undefined);
  return left.length === rightKeys.length && left.every(([key, value]) => sameJson(value, right[key]));
}

/** True without a snapshot, or while the saved state differs from it. */
export const isDraftOf = (config: ConfigState, published: Record<string, unknown> | null): boolean =>
  published === null || !sameJson(savedState(config), published);
