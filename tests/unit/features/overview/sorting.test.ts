import { describe, expect, it } from 'vitest';
import { nextSort, readSort, sortableFields, withSort } from '@/features/overview/sorting';

const headlines = [
  { name: 'id', label: 'ID', sortingField: 'id' },
  { name: 'name', label: 'Name', sortingField: 'internalName' },
  { name: 'status', label: 'Status' },
  { name: 'x', label: 'X', sortingField: null },
];

describe('sorting', () => {
  const sortable = sortableFields(headlines);

  it('collects sortable headline fields', () => {
    expect([...sortable]).toEqual(['id', 'internalName']);
  });

  it('accepts an address sort only with a known direction and a sortable field', () => {
    expect(readSort(new URLSearchParams('sortBy=id&sortDir=asc'), sortable)).toEqual({
      field: 'id',
      direction: 'asc',
    });
    expect(readSort(new URLSearchParams('sortBy=id&sortDir=up'), sortable)).toBeUndefined();
    expect(readSort(new URLSearchParams('sortBy=status&sortDir=asc'), sortable)).toBeUndefined();
    expect(readSort(new URLSearchParams('sortBy=id'), sortable)).toBeUndefined();
  });

  it('toggles the active column and starts an inactive one descending', () => {
    expect(nextSort({ field: 'id', direction: 'asc' }, 'id')).toEqual({ field: 'id', direction: 'desc' });
    expect(nextSort({ field: 'id', direction: 'desc' }, 'id')).toEqual({ field: 'id', direction: 'asc' });
    expect(nextSort({ field: 'id', direction: 'asc' }, 'internalName')).toEqual({
      field: 'internalName',
      direction: 'desc',
    });
    expect(nextSort(undefined, 'id')).toEqual({ field: 'id', direction: 'desc' });
  });

  it('writes the sort to the address', () => {
    expect(withSort(new URLSearchParams('page=2'), { field: 'id', direction: 'asc' }).toString()).toBe(
      'page=2&sortBy=id&sortDir=asc',
    );
  });
});
