import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { App, AppConfig, Entity, OverviewCell } from '../../../generated/model';
import { isEntityType } from '../../entities';
import { t, type MessageKey } from '../../i18n';
import { formatDateTime } from '../../lib/format-date';

const STATUS_COLOR = {
  online: 'success',
  scheduled: 'info',
  offline: 'default',
  draft: 'warning',
} as const;

function valueAt(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || current === undefined) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/** The soonest future go-live of a row's shop configs. */
export function nextActiveFrom(configs: AppConfig[] | undefined, now = new Date()): string | undefined {
  const future = (configs ?? [])
    .filter(
      (config) => config.isPublished && config.activeFrom && Date.parse(config.activeFrom) > now.getTime(),
    )
    .map((config) => config.activeFrom!)
    .sort();
  return future[0];
}

export const entityTypeLabel = (type: string) =>
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
    case 'AppStatuses': {
      const configs = (value as AppConfig[] | undefined) ?? [];
      return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {configs.map((config) => {
            const shop = shops.find((s) => s.id === config.appId);
            const status = t(`overview.status.${config.status}` as MessageKey);
            return (
              <Tooltip key={config.id} title={`${shop?.name ?? config.appId}: ${status}`}>
                <Chip
                  size="small"
                  variant="outlined"
                  color={STATUS_COLOR[config.status as keyof typeof STATUS_COLOR] ?? 'default'}
                  label={`${shop?.localeCode ?? config.appId} · ${status}`}
                />
              </Tooltip>
            );
          })}
        </Box>
      );
    }
    default:
      return <>{value === undefined || value === null ? '' : String(value)}</>;
  }
}
