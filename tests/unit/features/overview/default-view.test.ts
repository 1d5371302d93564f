import { describe, expect, it } from 'vitest';
import {
  availableViews,
  defaultView,
  resolveActiveView,
  resolveChosenView,
  usesHierarchy,
} from '@/features/overview/default-view';

describe('views', () => {
  it('lists the switchable views of a schema', () => {
    expect(availableViews({ listView: {}, emptyView: {}, tileView: {} })).toEqual(['list', 'tile']);
    expect(availableViews(undefined)).toEqual([]);
  });

  it('defaults to tile, else nested, else list', () => {
    expect(defaultView(['list', 'tile', 'nested'])).toBe('tile');
    expect(defaultView(['list', 'nested'])).toBe('nested');
    expect(defaultView(['list'])).toBe('list');
    expect(defaultView([])).toBe('list');
  });

  it('keeps an available requested view, else switches to the first available', () => {
    expect(resolveChosenView({ requested: 'list', available: ['list', 'tile'], filtersApplied: false })).toBe(
      'list',
    );
    expect(
      resolveChosenView({ requested: 'nested', available: ['tile', 'list'], filtersApplied: false }),
    ).toBe('tile');
    expect(
      resolveChosenView({ requested: 'nested', available: ['list', 'tile'], filtersApplied: false }),
    ).toBe('list');
    expect(resolveChosenView({ requested: 'tile', available: ['list'], filtersApplied: false })).toBe('list');
  });

  it('switches nested to list while filters apply', () => {
    expect(
      resolveChosenView({ requested: undefined, available: ['list', 'nested'], filtersApplied: true }),
    ).toBe('list');
    expect(
      resolveChosenView({ requested: undefined, available: ['list', 'nested'], filtersApplied: false }),
    ).toBe('nested');
  });

  it('shows the empty view when nothing is loading and there are no entities', () => {
    const base = { requested: undefined, available: ['list' as const], filtersApplied: false };
    expect(resolveActiveView({ ...base, loading: false, entityCount: 0 })).toBe('empty');
    expect(resolveActiveView({ ...base, loading: true, entityCount: 0 })).toBe('list');
    expect(resolveActiveView({ ...base, loading: false, entityCount: 3 })).toBe('list');
  });

  it('uses the hierarchy only for default-nested types in the nested view without filters', () => {
    expect(usesHierarchy(['list', 'nested'], 'nested', false)).toBe(true);
    expect(usesHierarchy(['list', 'nested'], 'nested', true)).toBe(false);
    expect(usesHierarchy(['list', 'nested'], 'list', false)).toBe(false);
    expect(usesHierarchy(['list', 'tile', 'nested'], 'nested', false)).toBe(false);
  });
});
