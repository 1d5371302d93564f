import { describe, expect, it } from 'vitest';
import {
  countActiveFilters,
  filtersToParams,
  hasHierarchyBreakingFilters,
  parseFilterValue,
  readFilters,
  readPage,
  readPerPage,
  withDrawerFilters,
  withFilters,
  withNestedLevel,
  withoutFilters,
  withPage,
  clampedPage,
  withPerPage,
  withSearchTerm,
} from '@/features/overview/address-query';

const q = (text: string) => new URLSearchParams(text);

describe('address filter values', () => {
  it('turns numeric values into numbers, keeps "0" as text', () => {
    expect(parseFilterValue('12')).toBe(12);
    expect(parseFilterValue('0')).toBe('0');
    expect(parseFilterValue('online')).toBe('online');
    expect(parseFilterValue('1.5')).toBe(1.5);
  });

  it('reads f[...] keys only and splits multiple-value filters on commas', () => {
    const params = q('f[status]=online,offline&f[locale]=2&f[parentId]=0&page=3&sortBy=id&f[ids]=1,,2');
    expect(readFilters(params, new Set(['f[status]', 'f[ids]']))).toEqual({
      'f[status]': ['online', 'offline'],
      'f[locale]': 2,
      'f[parentId]': '0',
      'f[ids]': [1, 2],
    });
  });

  it('keeps a comma value whole when the filter is not multiple, and skips empty values', () => {
    expect(readFilters(q('f[term]=a,b&f[x]='))).toEqual({ 'f[term]': 'a,b' });
  });

  it('trims address values: an edited search term is sent without its spaces (issue 9)', () => {
    expect(readFilters(q('f[term]=%20%20Cashmere%20%20&f[x]=%20&f[locale]=%202%20'))).toEqual({
      'f[term]': 'Cashmere',
      'f[locale]': 2,
    });
  });

  it('serialises filters for calls, dropping empty ones', () => {
    expect(filtersToParams({ 'f[status]': ['online', 'draft'], 'f[locale]': 1, 'f[x]': [] })).toEqual({
      'f[status]': 'online,draft',
      'f[locale]': '1',
    });
  });
});

describe('page and per page', () => {
  it('defaults to page 1 and 20 per page; invalid values fall back', () => {
    expect(readPage(q(''))).toBe(1);
    expect(readPage(q('page=abc'))).toBe(1);
    expect(readPage(q('page=0'))).toBe(1);
    expect(readPage(q('page=4'))).toBe(4);
    expect(readPerPage(q(''))).toBe(20);
    expect(readPerPage(q('perPage=50'))).toBe(50);
    expect(readPerPage(q('perPage=33'))).toBe(20);
  });

  it('changing per page removes the page', () => {
    expect(withPerPage(q('page=3&f[term]=a'), 100).toString()).toBe('f%5Bterm%5D=a&perPage=100');
  });

  it('page 1 leaves the address, other pages are set', () => {
    expect(withPage(q('page=3'), 1).get('page')).toBeNull();
    expect(withPage(q(''), 2).get('page')).toBe('2');
  });
});

describe('filter changes', () => {
  it('changing any filter other than the page resets the page', () => {
    const next = withFilters(q('page=3&f[status]=online'), { 'f[status]': ['offline'] });
    expect(next.get('page')).toBeNull();
    expect(next.get('f[status]')).toBe('offline');
  });

  it('an unchanged filter keeps the page', () => {
    expect(withFilters(q('page=3&f[status]=online'), { 'f[status]': 'online' }).get('page')).toBe('3');
  });

  it('a page-only change keeps the page', () => {
    expect(withFilters(q('page=3'), { page: 4 }).get('page')).toBe('4');
  });

  it('empty values remove the filter', () => {
    expect(withFilters(q('f[status]=online'), { 'f[status]': [] }).has('f[status]')).toBe(false);
    expect(withFilters(q('f[status]=online'), { 'f[status]': null }).has('f[status]')).toBe(false);
  });

  it('apply replaces the drawer filters and removes those left empty', () => {
    const next = withDrawerFilters(
      q('f[status]=online&f[tagsAll]=1&f[term]=x'),
      ['f[status]', 'f[tagsAll]'],
      {
        'f[status]': ['draft'],
      },
    );
    expect(next.get('f[status]')).toBe('draft');
    expect(next.has('f[tagsAll]')).toBe(false);
    expect(next.get('f[term]')).toBe('x');
  });

  it('reset removes every filter and the page, keeping per page and sort', () => {
    expect(
      withoutFilters(q('f[status]=online&f[term]=x&page=2&perPage=50&sortBy=id&sortDir=asc')).toString(),
    ).toBe('perPage=50&sortBy=id&sortDir=asc');
  });

  it('counts the active drawer filters', () => {
    expect(
      countActiveFilters({ 'f[status]': ['online'], 'f[term]': 'x', 'f[tagsAll]': [] }, [
        'f[status]',
        'f[tagsAll]',
      ]),
    ).toBe(1);
  });

  it('knows when filters flatten the hierarchy (not parent, not shop)', () => {
    expect(hasHierarchyBreakingFilters({ 'f[parentId]': 3, 'f[locale]': 1 })).toBe(false);
    expect(hasHierarchyBreakingFilters({ 'f[term]': 'x' })).toBe(true);
    expect(hasHierarchyBreakingFilters({ 'f[status]': ['online'] })).toBe(true);
  });
});

describe('search', () => {
  it('trims the term and removes the page', () => {
    const next = withSearchTerm(q('page=2'), '  summer ');
    expect(next.get('f[term]')).toBe('summer');
    expect(next.has('page')).toBe(false);
  });

  it('an empty term removes the filter', () => {
    expect(withSearchTerm(q('f[term]=x'), '   ').has('f[term]')).toBe(false);
  });
});

describe('nested levels', () => {
  it('opening a level clears page, term and parent, then sets the parent id', () => {
    const next = withNestedLevel(q('page=2&f[term]=x&f[parentId]=4&f[locale]=1'), 9);
    expect(next.toString()).toBe('f%5Blocale%5D=1&f%5BparentId%5D=9');
  });

  it('opening the root clears the parent', () => {
    expect(withNestedLevel(q('f[parentId]=4'), undefined).has('f[parentId]')).toBe(false);
  });

  it('clamps a page past the last one to the last page (page 1 when nothing matches)', () => {
    expect(clampedPage(999, 2)).toBe(2);
    expect(clampedPage(5, 0)).toBe(1);
    expect(clampedPage(2, 2)).toBeUndefined();
    expect(clampedPage(1, 0)).toBeUndefined();
  });
});
