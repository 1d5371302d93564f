import { describe, expect, it } from 'vitest';
import { addIds, idsOf, parseIdList } from '@/forms/widgets/data/parse-id-list';

describe('parseIdList (spec 1 §5 comma id input)', () => {
  it('splits on commas, trims and parses integers', () => {
    expect(parseIdList('152, 173 ,  9')).toEqual([152, 173, 9]);
  });

  it('drops what is not a whole number', () => {
    expect(parseIdList('152, 173, abc')).toEqual([152, 173]);
    expect(parseIdList('1.5, -3, 12abc, 0x10, 7')).toEqual([7]);
    expect(parseIdList('152 173')).toEqual([]);
  });

  it('ignores empty parts and an empty input', () => {
    expect(parseIdList('')).toEqual([]);
    expect(parseIdList(' , ,, ')).toEqual([]);
    expect(parseIdList(',4,,5,')).toEqual([4, 5]);
  });

  it('keeps each id once and refuses ids outside the contract range', () => {
    expect(parseIdList('3, 3, 4')).toEqual([3, 4]);
    expect(parseIdList('2147483647, 2147483648')).toEqual([2147483647]);
  });
});

describe('addIds', () => {
  it('appends new ids and reports the ones already selected', () => {
    expect(addIds([1, 2], [2, 3])).toEqual({ ids: [1, 2, 3], duplicates: [2] });
    expect(addIds([], [5])).toEqual({ ids: [5], duplicates: [] });
  });
});

describe('idsOf', () => {
  it('reads a list of integers from a form value', () => {
    expect(idsOf([1, '2', 3.5, 4])).toEqual([1, 4]);
    expect(idsOf(undefined)).toEqual([]);
    expect(idsOf('1,2')).toEqual([]);
  });
});
