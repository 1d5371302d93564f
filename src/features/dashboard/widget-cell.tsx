import type { App, AppConfig, Entity, OverviewCell } from '@generated/model';
import { AppStatusChips } from '@/components/app-status-chips';
import { isEntityType } from '@/entities';
import { t, type MessageKey } from '@/i18n';
import { formatDateTime } from '@/lib/format-date';

function valueAt(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || current === undefined) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The soonest future go-live of a row's shop configs. */
function nextActiveFrom(configs: AppConfig[] | undefined, now = new Date()): string | undefined {
  const future = (configs ?? [])
    .filter(
      (config) => config.isPublished && config.activeFrom && Date.parse(config.activeFrom) > now.getTime(),
    )
    .map((config) => config.activeFrom!)
    .sort();
  return future[0];
}

const entityTypeLabel = (type: string) =>
  isEntityType(type) ? t(`entity.${type}.singular` as MessageKey) : type;

/** One cell of a widget row, by the cell component the widget schema names. */
export function WidgetCell({ cell, row, shops }: { cell: OverviewCell; row: Entity; shops: App[] }) {
  const value = valueAt(row, cell.field);
  switch (cell.component) {
    case 'EntityType':
      return <>{entityTypeLabel(String(value ?? ''))}</>;
    case 'DateTime':
      return <span style={{ whiteSpace: 'nowrap' }}>{formatDateTime(value as string | undefined)}</span>;
    case 'NextActiveFrom':
      return (
        <>
          {formatDateTime(nextActiveFrom(value as AppConfig[] | undefined)) ||
            t('dashboard.widget.noSchedule')}
        </>
      );
    case 'AppStatuses':
      return <AppStatusChips configs={(value as AppConfig[] | undefined) ?? []} apps={shops} withTooltip />;
    default:
      return <>{value === undefined || value === null ? '' : String(value)}</>;
  }
}
