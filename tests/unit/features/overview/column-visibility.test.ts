import { describe, expect, it } from 'vitest';
import {
  columnStorageKey,
  defaultHiddenColumns,
  readHiddenColumns,
  toggleColumn,
  toggleableHeadlines,
  visibleHeadlines,
  writeHiddenColumns,
} from '@/features/overview/column-visibility';

const headlines = [
  { name: 'id', label: 'ID', isStaticColumn: true },
  { name: 'status', label: 'Status' },
  { name: 'tags', label: 'Tags', defaultHidden: true },
  { name: 'odd', label: 'Odd', defaultHidden: true, isStaticColumn: true },
];

describe('column visibility', () => {
  it('hides defaultHidden columns at first, never static ones', () => {
    expect(defaultHiddenColumns(headlines)).toEqual(['tags']);
  });

  it('toggles non-static columns only', () => {
    expect(toggleColumn([], 'status', headlines)).toEqual(['status']);
    expect(toggleColumn(['status'], 'status', headlines)).toEqual([]);
    expect(toggleColumn([], 'id', headlines)).toEqual([]);
  });

  it('shows static columns even when listed as hidden', () => {
    expect(visibleHeadlines(headlines, ['id', 'status', 'tags']).map((h) => h.name)).toEqual(['id', 'odd']);
  });

  it('offers only non-static columns in the dropdown', () => {
    expect(toggleableHeadlines(headlines).map((h) => h.name)).toEqual(['status', 'tags']);
  });

  it('persists per entity and view', () => {
    expect(columnStorageKey('bundle', 'list')).toBe('content.overview.columns.bundle.list');
    expect(readHiddenColumns('bundle', 'list', headlines)).toEqual(['tags']);
    writeHiddenColumns('bundle', 'list', ['status']);
    expect(readHiddenColumns('bundle', 'list', headlines)).toEqual(['status']);
    expect(readHiddenColumns('bundle', 'tile', headlines)).toEqual(['tags']);
    expect(readHiddenColumns('story', 'list', headlines)).toEqual(['tags']);
  });
});
