import { describe, expect, it } from 'vitest';
import {
  orderByRecent,
  pushRecentShop,
  readRecentShops,
  rememberShop,
  RECENT_SHOPS_KEY,
} from '@/features/overview/recent-shops';

describe('recent shops', () => {
  it('puts the most recent first without duplicates', () => {
    expect(pushRecentShop([1, 2, 3], 3)).toEqual([3, 1, 2]);
    expect(pushRecentShop([], 5)).toEqual([5]);
  });

  it('keeps at most 10', () => {
    expect(pushRecentShop([1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 11)).toHaveLength(10);
  });

  it('orders apps by recency, the rest in their order', () => {
    const apps = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
    expect(orderByRecent(apps, [3, 1]).map((a) => a.id)).toEqual([3, 1, 2, 4]);
  });

  it('stores choices in local storage', () => {
    rememberShop(2);
    rememberShop(4);
    expect(readRecentShops()).toEqual([4, 2]);
    expect(JSON.parse(window.localStorage.getItem(RECENT_SHOPS_KEY) ?? '')).toEqual([4, 2]);
  });

  it('treats unreadable storage as empty', () => {
    window.localStorage.setItem(RECENT_SHOPS_KEY, '{oops');
    expect(readRecentShops()).toEqual([]);
  });
});
