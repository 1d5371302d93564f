import { describe, expect, it } from 'vitest';
import type { App, AppGroup } from '@generated/model';
import {
  addableApps,
  appsInCluster,
  chosenIds,
  selectAllState,
  toggleAllShown,
  toggleOne,
} from '@/features/shop-panel/add-shop-selection';

const app = (id: number): App => ({
  id,
  name: `Shop ${id}`,
  localeCode: 'de-DE',
  languageCode: 'de',
  shopUrls: { desktop: '', mobile: '' },
});
const apps = [app(3), app(1), app(2), app(4), app(5)];
const groups: AppGroup[] = [
  { id: 1, name: 'DACH', appIds: [1, 2, 3] },
  { id: 2, name: 'Benelux', appIds: [5] },
];

describe('add shop selection', () => {
  it('offers the shops not yet added, by id', () => {
    expect(addableApps(apps, [1, 4]).map((a) => a.id)).toEqual([2, 3, 5]);
  });

  it('filters by cluster: ALL shows every shop, a group its members', () => {
    expect(appsInCluster(apps, groups, 'all')).toHaveLength(5);
    expect(appsInCluster(apps, groups, 1).map((a) => a.id)).toEqual([3, 1, 2]);
    expect(appsInCluster(apps, groups, 42)).toEqual([]);
  });

  it('select-all selects every shown shop, then clears them again', () => {
    const some = toggleOne(new Set([5]), 1);
    expect(selectAllState(some, [1, 2, 3])).toBe('some');
    const all = toggleAllShown(some, [1, 2, 3]);
    expect([...all].sort()).toEqual([1, 2, 3, 5]);
    expect(selectAllState(all, [1, 2, 3])).toBe('all');
    // Clearing the cluster's shops keeps a selection made outside it.
    expect([...toggleAllShown(all, [1, 2, 3])]).toEqual([5]);
    expect(selectAllState(new Set(), [1])).toBe('none');
  });

  it('adds only shops that are still addable, in id order', () => {
    expect(chosenIds(new Set([5, 2, 1]), addableApps(apps, [1]))).toEqual([2, 5]);
  });
});
