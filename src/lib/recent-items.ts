// The recent items of the search palette: the entities (media files, tags …) the user opened — from the
// palette or anywhere else (an editor records what it opens) — newest first, kept per user in localStorage
// (this browser only; a failing storage — private mode, quota — just keeps nothing). Shared: the editor writes,
// the palette reads.
import type { EntityType } from '@generated/model';

/** An entity (or media file, tag) the user opened: what the palette's recent list shows. */
export interface RecentItem {
  type: EntityType;
  id: number;
  name: string;
}

export const RECENT_LIMIT = 8;
export const recentKey = (userId: number | string) => `content.searchPalette.recent.${userId}`;

const isRecent = (value: unknown): value is RecentItem =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as RecentItem).type === 'string' &&
  typeof (value as RecentItem).id === 'number' &&
  typeof (value as RecentItem).name === 'string';

export function readRecent(userId: number | string, storage: Storage = localStorage): RecentItem[] {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(recentKey(userId)) ?? '[]');
    return Array.isArray(parsed) ? parsed.filter(isRecent).slice(0, RECENT_LIMIT) : [];
  } catch {
    return [];
  }
}

/** Puts `item` first (once), keeps the newest RECENT_LIMIT; answers the new list. */
export function rememberRecent(
  userId: number | string,
  item: RecentItem,
  storage: Storage = localStorage,
): RecentItem[] {
  const next = [
    { type: item.type, id: item.id, name: item.name },
    ...readRecent(userId, storage).filter((r) => !(r.type === item.type && r.id === item.id)),
  ].slice(0, RECENT_LIMIT);
  try {
    storage.setItem(recentKey(userId), JSON.stringify(next));
  } catch {
    // Storage full or unavailable: the list is just not kept.
  }
  return next;
}
