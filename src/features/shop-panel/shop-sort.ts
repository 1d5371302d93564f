// The sort of the Shop Overview (spec 2 §2.5): five options, the choice kept in local storage under
// appsActiveSort. Pure functions over the panel's rows, so the rules are testable without rendering.
import type { ContentStatus } from '@generated/model';
import type { TranslationStatus } from './shop-row-model';

export const SORT_STORAGE_KEY = 'appsActiveSort';

export const SHOP_SORTS = ['default', 'contentStatus', 'translationStatus', 'nameAsc', 'nameDesc'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];
export const DEFAULT_SHOP_SORT: ShopSort = 'default';

/** What a sort needs of a row. */
export interface SortableShop {
  appId: number;
  name: string;
  status: ContentStatus;
  translationStatus: TranslationStatus;
}

// Most live first: online, scheduled, draft, offline, empty (the order in which the server ranks them).
const CONTENT_RANK: Record<ContentStatus, number> = {
  online: 0,
  scheduled: 1,
  draft: 2,
  offline: 3,
  empty: 4,
};
// Confirmed first (spec 2 §4.3), then the ones under way, shops without a translation last.
const TRANSLATION_RANK: Record<TranslationStatus, number> = {
  confirmed: 0,
  in_translation: 1,
  open: 2,
  none: 3,
};

const byId = (a: SortableShop, b: SortableShop) => a.appId - b.appId;
const byName = (a: SortableShop, b: SortableShop) =>
  a.name.localeCompare(b.name, undefined, { sensitivity: 'base' }) || byId(a, b);

const COMPARATORS: Record<ShopSort, (a: SortableShop, b: SortableShop) => number> = {
  default: byId,
  contentStatus: (a, b) => CONTENT_RANK[a.status] - CONTENT_RANK[b.status] || byId(a, b),
  translationStatus: (a, b) =>
    TRANSLATION_RANK[a.translationStatus] - TRANSLATION_RANK[b.translationStatus] || byId(a, b),
  nameAsc: byName,
  nameDesc: (a, b) => byName(b, a),
};

/** A sorted copy of `shops`; ties fall back to the id so the order never jumps. */
export function sortShops<T extends SortableShop>(shops: readonly T[], sort: ShopSort): T[] {
  return [...shops].sort(COMPARATORS[sort]);
}

export function isShopSort(value: unknown): value is ShopSort {
  return typeof value === 'string' && (SHOP_SORTS as readonly string[]).includes(value);
}

/** The stored choice; a missing, unknown or unreadable value gives Default. */
export function readShopSort(storage: Storage = window.localStorage): ShopSort {
  try {
    const value = storage.getItem(SORT_STORAGE_KEY);
    return isShopSort(value) ? value : DEFAULT_SHOP_SORT;
  } catch {
    return DEFAULT_SHOP_SORT;
  }
}

export function storeShopSort(sort: ShopSort, storage: Storage = window.localStorage): void {
  try {
    storage.setItem(SORT_STORAGE_KEY, sort);
  } catch {
    // storage unavailable (private mode, quota): the choice lasts for this page only
  }
}
