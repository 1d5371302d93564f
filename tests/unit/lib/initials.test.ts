import { describe, expect, it } from 'vitest';
import { initials } from '@/lib/initials';

describe('avatar initials (spec 1 §2.10: first two name parts)', () => {
  it.each([
    ['Eda Editor', 'EE'],
    ['mara lind', 'ML'],
    ['Anna Maria von Berg', 'AM'],
    ['  Cher  ', 'C'],
    ['', ''],
    [null, ''],
  ])('%j → %j', (name, expected) => {
    expect(initials(name)).toBe(expected);
  });
});
