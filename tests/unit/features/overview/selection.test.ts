import { describe, expect, it } from 'vitest';
import { enabledIds, selectAllState, toggleRow, toggleSelectAll } from '@/features/overview/selection';

describe('selection', () => {
  const rows = [{ id: 1 }, { id: 2, disabled: true }, { id: 3 }];
  const enabled = enabledIds(rows, (row) => !('disabled' in row));

  it('select-all covers enabled rows only', () => {
    expect(enabled).toEqual([1, 3]);
    expect(toggleSelectAll([], enabled)).toEqual([1, 3]);
    expect(selectAllState([1, 3], enabled)).toBe('all');
    expect(toggleSelectAll([1, 3], enabled)).toEqual([]);
  });

  it('knows a partial selection', () => {
    expect(selectAllState([1], enabled)).toBe('some');
    expect(selectAllState([], enabled)).toBe('none');
    expect(selectAllState([], [])).toBe('none');
    expect(toggleSelectAll([1], enabled)).toEqual([1, 3]);
  });

  it('toggles one row', () => {
    expect(toggleRow([1], 3)).toEqual([1, 3]);
    expect(toggleRow([1, 3], 1)).toEqual([3]);
  });
});
