import type { ExportRequest } from '@generated/model';

export type ExportMode = ExportRequest['mode'];
export type ExportFormat = ExportRequest['format'];

/** Export defaults: scope all, format csv (spec 1 §9). */
export const DEFAULT_EXPORT_MODE: ExportMode = 'all';
export const DEFAULT_EXPORT_FORMAT: ExportFormat = 'csv';

/**
 * The export body: scope and format, the selected ids for a 'selected' export, the address filters and the
 * type's includes; stories, brand stories, idol stories and drop pages also send their type filter.
 */
export function buildExportRequest({
  mode,
  format,
  selectedIds,
  filters,
  includes,
  pageType,
}: {
  mode: ExportMode;
  format: ExportFormat;
  selectedIds: readonly number[];
  filters: Readonly<Record<string, string>>;
  includes: readonly string[];
  pageType?: string;
}): ExportRequest {
  const body: ExportRequest = {
    mode,
    format,
    filters: { ...filters, ...(pageType ? { 'f[type]': pageType } : {}) },
  };
  if (mode === 'selected') body.ids = [...selectedIds];
  if (includes.length) body.include = includes.join(',');
  return body;
}
