import { describe, expect, it } from 'vitest';
import { canExport, exportCall } from '@/features/export/export-api';
import {
  buildExportRequest,
  DEFAULT_EXPORT_FORMAT,
  DEFAULT_EXPORT_MODE,
} from '@/features/export/export-request';

describe('export request', () => {
  it('defaults to all and csv', () => {
    expect(DEFAULT_EXPORT_MODE).toBe('all');
    expect(DEFAULT_EXPORT_FORMAT).toBe('csv');
  });

  it('sends the address filters and the includes; ids only for a selected export', () => {
    expect(
      buildExportRequest({
        mode: 'all',
        format: 'xls',
        selectedIds: [1, 2],
        filters: { 'f[locale]': '1' },
        includes: ['appConfigs.preview', 'updatedByUser'],
      }),
    ).toEqual({
      mode: 'all',
      format: 'xls',
      filters: { 'f[locale]': '1' },
      include: 'appConfigs.preview,updatedByUser',
    });
    expect(
      buildExportRequest({ mode: 'selected', format: 'csv', selectedIds: [3], filters: {}, includes: [] }),
    ).toEqual({ mode: 'selected', format: 'csv', ids: [3], filters: {} });
  });

  it('adds the type filter for page kinds', () => {
    expect(
      buildExportRequest({
        mode: 'all',
        format: 'csv',
        selectedIds: [],
        filters: {},
        includes: [],
        pageType: 'story',
      }).filters,
    ).toEqual({ 'f[type]': 'story' });
  });

  it('knows which types export; an unknown one is a developer error', () => {
    expect(canExport('bundle')).toBe(true);
    expect(canExport('hotdrop')).toBe(true);
    expect(canExport('image')).toBe(false);
    expect(() => exportCall('scb-ruleset')).toThrow('Unknown resource type for export: scb-ruleset');
  });
});
