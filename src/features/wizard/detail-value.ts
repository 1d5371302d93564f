// The text of one entity-details headline (the overview schema's detailedView cells, spec 2 §2.6).
import type { App, OverviewCell } from '@generated/model';
import { statusLabel } from '@/components/status-colours';
import { t } from '@/i18n';
import { formatDate, formatDateTime } from '@/lib/format-date';

export function valueAt(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

interface StreamConfig {
  appId?: unknown;
  status?: unknown;
  streamProductCount?: unknown;
  streamProductEstimate?: unknown;
}

/** Per shop: the actual stream product count when online, else 'estimated {count}' (spec 1 §4.1). */
export function streamProductLines(configs: unknown, apps: readonly App[]): string[] {
  if (!Array.isArray(configs)) return [];
  return (configs as StreamConfig[]).map((config) => {
    const shop = apps.find((app) => app.id === config.appId);
    const online = config.status === 'online';
    const count = online ? config.streamProductCount : config.streamProductEstimate;
    const text =
      typeof count === 'number'
        ? online
          ? count.toLocaleString('en')
          : t('overview.stream.estimated', { count: count.toLocaleString('en') })
        : '–';
    return `${shop?.localeCode ?? String(config.appId)}: ${text}`;
  });
}

function plain(value: unknown): string {
  if (value === null || value === undefined || value === '') return '–';
  if (Array.isArray(value)) return value.map(plain).join(', ') || '–';
  if (typeof value === 'object') {
    const record = value as Record<string, unknown>;
    return plain(record.name ?? record.internalName ?? record.label ?? JSON.stringify(value));
  }
  return String(value);
}

/** The lines a cell shows for the entity. */
export function detailLines(entity: unknown, cell: OverviewCell | undefined, apps: readonly App[]): string[] {
  if (!cell) return ['–'];
  const value = valueAt(entity, cell.field);
  switch (cell.component) {
    case 'StreamProductCount':
      return streamProductLines(value, apps);
    case 'Date':
      return [typeof value === 'string' ? formatDate(value) : '–'];
    case 'DateTime':
      return [typeof value === 'string' ? formatDateTime(value) : '–'];
    case 'Status':
      return [typeof value === 'string' ? statusLabel(value) : '–'];
    case 'AppStatuses':
      return Array.isArray(value)
        ? (value as StreamConfig[]).map(
            (config) =>
              `${apps.find((app) => app.id === config.appId)?.name ?? String(config.appId)}: ${statusLabel(String(config.status))}`,
          )
        : ['–'];
    default:
      if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) return [formatDateTime(value)];
      return [plain(value)];
  }
}
