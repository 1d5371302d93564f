import { describe, expect, it } from 'vitest';
import { isSelectAllKey, rangeToggle, selectAllRows } from '@/features/overview/bulk/selection-range';

const order = [10, 11, 12, 13, 14, 15];

describe('shift-click ranges', () => {
  it('selects every row between the row clicked before and this one, in either direction', () => {
    expect(rangeToggle([11], order, 11, 14)).toEqual([11, 12, 13, 14]);
    expect(rangeToggle([14], order, 14, 11).sort()).toEqual([11, 12, 13, 14]);
  });

  it('keeps rows selected outside the range', () => {
    expect(rangeToggle([10, 15, 12], order, 12, 13)).toEqual([10, 15, 12, 13]);
  });

  it('clears the range when the clicked row was selected', () => {
    expect(rangeToggle([10, 11, 12, 13, 14], order, 11, 13)).toEqual([10, 14]);
  });

  it('is a plain toggle without a row clicked before (or when that row left the page)', () => {
    expect(rangeToggle([], order, undefined, 12)).toEqual([12]);
    expect(rangeToggle([12], order, 99, 12)).toEqual([]);
  });

  it('ignores a row that is not on the page', () => {
    expect(rangeToggle([10], order, 10, 99)).toEqual([10]);
  });
});

describe('Ctrl/⌘+A', () => {
  const key = (init: Partial<Parameters<typeof isSelectAllKey>[0]>) =>
    isSelectAllKey({ key: 'a', ctrlKey: false, metaKey: false, altKey: false, target: null, ...init });

  it('selects every row of the page besides what was selected', () => {
    expect(selectAllRows([99], [10, 11])).toEqual([99, 10, 11]);
  });

  it('is Ctrl+A or ⌘+A, not A alone nor with Alt', () => {
    expect(key({ ctrlKey: true })).toBe(true);
    expect(key({ metaKey: true, key: 'A' })).toBe(true);
    expect(key({})).toBe(false);
    expect(key({ ctrlKey: true, altKey: true })).toBe(false);
    expect(key({ ctrlKey: true, key: 'c' })).toBe(false);
  });

  it('leaves text fields their own Ctrl+A (select the text), but not checkboxes', () => {
    const input = document.createElement('input');
    expect(key({ ctrlKey: true, target: input })).toBe(false);
    const checkbox = document.createElement('input');
    checkbox.type = 'checkbox';
    expect(key({ ctrlKey: true, target: checkbox })).toBe(true);
    expect(key({ ctrlKey: true, target: document.createElement('textarea') })).toBe(false);
    expect(key({ ctrlKey: true, target: document.createElement('tr') })).toBe(true);
  });
});
