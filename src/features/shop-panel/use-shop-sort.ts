import { useCallback, useState } from 'react';
import { readShopSort, storeShopSort, type ShopSort } from './shop-sort';

/** The Shop Overview's sort, read once from local storage and written on every change (spec 2 §2.5). */
export function useShopSort(): [ShopSort, (sort: ShopSort) => void] {
  const [sort, setSort] = useState<ShopSort>(() => readShopSort());
  const change = useCallback((next: ShopSort) => {
    storeShopSort(next);
    setSort(next);
  }, []);
  return [sort, change];
}
