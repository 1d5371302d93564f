/** The recently chosen shops (app ids), most recent first, kept in local storage (spec 1 §4.1). */

export const RECENT_SHOPS_KEY = 'content.overview.recentShops';
const MAX_RECENT = 10;

/** `appId` moved to the front of `recent` (no duplicates, at most 10 entries). */
export function pushRecentShop(recent: readonly number[], appId: number): number[] {
  return [appId, ...recent.filter((id) => id !== appId)].slice(0, MAX_RECENT);
}

/** Orders `apps` by recency: recently chosen ones first (most recent first), then the rest in their order. */
export function orderByRecent<T extends { id: number }>(apps: readonly T[], recent: readonly number[]): T[] {
  const rank = (id: number) => {
    const index = recent.indexOf(id);
    return index === -1 ? recent.length : index;
  };
  return apps
    .map((app, index) => ({ app, index }))
    .sort((a, b) => rank(a.app.id) - rank(b.app.id) || a.index - b.index)
    .map(({ app }) => app);
}

/** The stored list; an unreadable value counts as empty. */
export function readRecentShops(storage: Storage = window.localStorage): number[] {
  try {
    const value: unknown = JSON.parse(storage.getItem(RECENT_SHOPS_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((id): id is number => Number.isInteger(id)) : [];
  } catch {
    return [];
  }
}

/** Records a choice and answers the new list. */
export function rememberShop(appId: number, storage: Storage = window.localStorage): number[] {
  const next = pushRecentShop(readRecentShops(storage), appId);
  storage.setItem(RECENT_SHOPS_KEY, JSON.stringify(next));
  return next;
}
