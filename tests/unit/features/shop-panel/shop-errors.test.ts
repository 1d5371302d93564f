import { describe, expect, it } from 'vitest';
import { shopErrorLabel, withErrorCounts } from '@/features/shop-panel/shop-errors';
import { shopRows } from '@/features/shop-panel/shop-row-model';

describe('shop errors', () => {
  it('gives each row its error count, 0 for shops without errors', () => {
    const rows = shopRows([{ appId: 1 }, { appId: 2 }], []);
    expect(withErrorCounts(rows, { 2: 3 }).map((row) => row.errorCount)).toEqual([0, 3]);
    expect(withErrorCounts(rows, undefined).map((row) => row.errorCount)).toEqual([0, 0]);
  });

  it("labels the mark with the words 'error' and 'errors'", () => {
    expect(shopErrorLabel(1)).toBe('1 error');
    expect(shopErrorLabel(2)).toBe('2 errors');
  });
});
