import { describe, expect, it } from 'vitest';
import { rowLink } from '@/features/overview/row-actions';
import {
  cellFields,
  cellText,
  imageHash,
  listConfigFields,
  listIncludes,
  parentIdOf,
  rowName,
  showingRange,
  streamProductDisplay,
  valueAt,
} from '@/features/overview/row-value';
import type { OverviewRow } from '@/features/overview/entity-api';

describe('row values', () => {
  it('reads dotted paths with indexes', () => {
    const row = { updatedByUser: { name: 'Eda' }, appConfigs: [{ preview: { hash: 'h1' } }] };
    expect(valueAt(row, 'updatedByUser.name')).toBe('Eda');
    expect(valueAt(row, 'appConfigs.0.preview.hash')).toBe('h1');
    expect(valueAt(row, 'missing.deep')).toBeUndefined();
  });

  it('names a row by internalName, name, file name or id', () => {
    expect(rowName({ id: 1, internalName: 'Summer' } as OverviewRow)).toBe('Summer');
    expect(rowName({ id: 2, name: 'Tag' } as OverviewRow)).toBe('Tag');
    expect(rowName({ id: 3, meta: { name: 'a.jpg' } } as unknown as OverviewRow)).toBe('a.jpg');
    expect(rowName({ id: 4 } as OverviewRow)).toBe('#4');
  });

  it('shows the actual count online and the estimate otherwise', () => {
    expect(
      streamProductDisplay({ status: 'online', streamProductCount: 12, streamProductEstimate: 10 }),
    ).toEqual({
      kind: 'actual',
      count: 12,
    });
    expect(
      streamProductDisplay({ status: 'offline', streamProductCount: 12, streamProductEstimate: 10 }),
    ).toEqual({
      kind: 'estimated',
      count: 10,
    });
    expect(streamProductDisplay({ status: 'scheduled' })).toEqual({ kind: 'estimated', count: null });
  });

  it('computes the "Showing" range', () => {
    expect(showingRange(1, 20, 20, 41)).toEqual({ from: 1, until: 20, total: 41 });
    expect(showingRange(3, 20, 1, 41)).toEqual({ from: 41, until: 41, total: 41 });
    expect(showingRange(1, 20, 0, 0)).toEqual({ from: 0, until: 0, total: 0 });
  });

  it('reads image hashes and parent ids', () => {
    expect(imageHash('abc')).toBe('abc');
    expect(imageHash({ hash: 'def' })).toBe('def');
    expect(imageHash(null)).toBeUndefined();
    expect(parentIdOf('0')).toBe(0);
    expect(parentIdOf(7)).toBe(7);
    expect(parentIdOf('x')).toBeUndefined();
  });

  it('links media to their files and entities to their detail page', () => {
    const urls = {
      imageUrl: ({ hash }: { hash: string }) => `https://dam/file/${hash}`,
      imageThumbnailUrl: ({ hash }: { hash: string }) => `https://dam/file/${hash}?quality=30`,
      videoUrl: (hash: string) => `https://videos/${hash}`,
    };
    expect(rowLink({ id: 1, hash: 'h' } as OverviewRow, 'image', urls, 'https://app')).toBe(
      'https://dam/file/h',
    );
    expect(rowLink({ id: 1, hash: 'v' } as OverviewRow, 'video', urls, 'https://app')).toBe(
      'https://videos/v',
    );
    expect(rowLink({ id: 5 } as OverviewRow, 'bundle', urls, 'https://app')).toBe('https://app/bundles/5');
  });
});

describe('cell data', () => {
  it('shows a rootline as its names, root first; other objects blank', () => {
    expect(
      cellText([
        { id: 1, name: 'Women' },
        { id: 2, name: 'Shoes' },
      ]),
    ).toBe('Women / Shoes');
    expect(cellText('Summer')).toBe('Summer');
    expect(cellText(3)).toBe('3');
    expect(cellText({ name: 'x' })).toBe('');
    expect(cellText(null)).toBe('');
  });

  it('asks the list for every relation a column shows, once per relation', () => {
    const fields = cellFields([
      { name: 'internalName', label: 'Name', cell: { field: 'internalName' } },
      { name: 'rootline', label: 'Path', cell: { field: 'rootline', component: 'Text' } },
      { name: 'tags', label: 'Tags', cell: { field: 'tags', component: 'Tags' } },
      {
        name: 'updated',
        label: 'Updated',
        cells: [{ field: 'updatedAt' }, { field: 'updatedByUser.name', component: 'User' }],
      },
      { name: 'status', label: 'Status', cell: { field: 'appConfigs', component: 'AppStatuses' } },
    ]);
    expect(listIncludes(['appConfigs.preview'], fields)).toEqual([
      'appConfigs.preview',
      'rootline',
      'tags',
      'updatedByUser',
    ]);
  });
});

describe('listConfigFields', () => {
  const cell = (field: string, component = 'Text') => ({ field, component }) as const;

  it('names the paths below appConfigs the cells read, required fields left to the server', () => {
    expect(
      listConfigFields([
        cell('internalName'),
        cell('appConfigs.0.preview.imagesByType.desktop_default.hash', 'Image'),
        cell('appConfigs', 'StreamProductCount'),
        cell('appConfigs', 'AppStatuses'),
        cell('updatedByUser.name', 'User'),
      ]),
    ).toEqual(['0.preview.imagesByType.desktop_default.hash', 'streamProductCount', 'streamProductEstimate']);
    expect(listConfigFields([cell('appConfigs', 'AppStatuses'), cell('appConfigs.0.pages')])).toEqual([
      '0.pages',
    ]);
    expect(listConfigFields([cell('appConfigs', 'AppStatuses')])).toEqual([]);
  });

  it('asks for every field when a cell reads the configs in a way it does not know', () => {
    expect(listConfigFields([cell('appConfigs', 'Text')])).toBeUndefined();
    expect(listConfigFields([cell('appConfigs.0', 'Text')])).toBeUndefined();
  });
});
