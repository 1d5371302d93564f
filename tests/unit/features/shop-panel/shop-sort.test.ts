import { describe, expect, it } from 'vitest';
import {
  readShopSort,
  SHOP_SORTS,
  SORT_STORAGE_KEY,
  sortShops,
  storeShopSort,
  type SortableShop,
} from '@/features/shop-panel/shop-sort';

const shops: SortableShop[] = [
  { appId: 4, name: 'france', status: 'offline', translationStatus: 'none' },
  { appId: 2, name: 'Austria', status: 'draft', translationStatus: 'in_translation' },
  { appId: 9, name: 'Italy', status: 'online', translationStatus: 'confirmed' },
  { appId: 3, name: 'Switzerland', status: 'scheduled', translationStatus: 'open' },
  { appId: 7, name: 'Belgium', status: 'online', translationStatus: 'none' },
  { appId: 5, name: 'Empty', status: 'empty', translationStatus: 'confirmed' },
];
const ids = (sorted: SortableShop[]) => sorted.map((shop) => shop.appId);

describe('sortShops', () => {
  it('offers the five options of the spec', () => {
    expect(SHOP_SORTS).toEqual(['default', 'contentStatus', 'translationStatus', 'nameAsc', 'nameDesc']);
  });

  it('Default sorts by id ascending', () => {
    expect(ids(sortShops(shops, 'default'))).toEqual([2, 3, 4, 5, 7, 9]);
  });

  it('Content Status puts the most live first, ties by id', () => {
    expect(ids(sortShops(shops, 'contentStatus'))).toEqual([7, 9, 3, 2, 4, 5]);
  });

  it('Translation Status puts confirmed first, shops without a translation last', () => {
    expect(ids(sortShops(shops, 'translationStatus'))).toEqual([5, 9, 2, 3, 4, 7]);
  });

  it('A - Z and Z - A sort by name, ignoring case', () => {
    expect(sortShops(shops, 'nameAsc').map((shop) => shop.name)).toEqual([
      'Austria',
      'Belgium',
      'Empty',
      'france',
      'Italy',
      'Switzerland',
    ]);
    expect(ids(sortShops(shops, 'nameDesc'))).toEqual([3, 9, 4, 5, 7, 2]);
  });

  it('does not change its input', () => {
    const copy = [...shops];
    sortShops(shops, 'nameAsc');
    expect(shops).toEqual(copy);
  });
});

describe('the stored sort', () => {
  it('is kept under appsActiveSort', () => {
    storeShopSort('nameDesc');
    expect(window.localStorage.getItem('appsActiveSort')).toBe('nameDesc');
    expect(SORT_STORAGE_KEY).toBe('appsActiveSort');
    expect(readShopSort()).toBe('nameDesc');
  });

  it('falls back to Default when missing or unknown', () => {
    expect(readShopSort()).toBe('default');
    window.localStorage.setItem('appsActiveSort', 'byColour');
    expect(readShopSort()).toBe('default');
  });

  it('falls back to Default when storage cannot be read', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
    } as unknown as Storage;
    expect(readShopSort(broken)).toBe('default');
  });
});
