// The memory of list pages: kept per entity under a state signature, least recently used first out.
import { describe, expect, it } from 'vitest';
import { deepFreeze, RowCache } from '@server/services/entities/row-cache';

describe('RowCache', () => {
  it('answers a value only in the state it was kept in', () => {
    const cache = new RowCache<string>(10);
    cache.set(1, '5.7.2', 'five');
    expect(cache.get(1, '5.7.2')).toBe('five');
    expect(cache.get(1, '5.8.2')).toBeUndefined();
    expect(cache.get(2, '5.7.2')).toBeUndefined();
    cache.set(1, '9.9.1', 'nine');
    expect(cache.get(1, '5.7.2')).toBeUndefined();
    expect(cache.get(1, '9.9.1')).toBe('nine');
    expect(cache.size).toBe(1);
  });

  it('drops the least recently used entry beyond its capacity', () => {
    const cache = new RowCache<number>(2);
    cache.set(1, 'a', 1);
    cache.set(2, 'a', 2);
    expect(cache.get(1, 'a')).toBe(1); // 2 is now the least recently used
    cache.set(3, 'a', 3);
    expect(cache.get(2, 'a')).toBeUndefined();
    expect(cache.get(1, 'a')).toBe(1);
    expect(cache.get(3, 'a')).toBe(3);
    expect(cache.size).toBe(2);
  });
});

describe('deepFreeze', () => {
  it('freezes nested objects and arrays so that a shared row cannot be changed', () => {
    const kept = deepFreeze({
      row: { fields: { tags: [1, 2] } },
      configs: [{ draft: { seodata: { title: 'x' } } }],
    });
    expect(() => {
      (kept.configs[0]!.draft.seodata as { title: string }).title = 'y';
    }).toThrow(TypeError);
    expect(() => (kept.row.fields.tags as number[]).push(3)).toThrow(TypeError);
  });
});
