import { describe, expect, it } from 'vitest';
import { fittingCount } from '@/app/layout/nav-overflow';

describe('fittingCount', () => {
  it('shows every entry when all fit', () => {
    expect(fittingCount([100, 100, 100], 304, 80, 2)).toBe(3);
  });

  it('keeps room for the More button when not all fit, so no entry is cut off', () => {
    // 100 + 2 + 100 + 2 + 80 (More) = 284 ≤ 300; a third entry would need 386.
    expect(fittingCount([100, 100, 100], 300, 80, 2)).toBe(2);
    expect(fittingCount([100, 100, 100], 150, 80, 2)).toBe(0);
  });
});
