import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import type { Theme } from '@mui/material/styles';
import { useMutation } from '@tanstack/react-query';
import { recalculatePageStreamProductCount } from '@generated/api/pages/pages';
import type { AppConfig } from '@generated/model';
import { t } from '@/i18n';
import { useOverviewContext } from './overview-context';
import { ROW_BUTTON_CLASS, rowButtonCss, rowIcon, rowIconCss } from './row-icons';
import { streamProductDisplay } from './row-value';

/**
 * Counts as `toLocaleString('en')` writes them (1,284), with one formatter: `toLocaleString` with a locale
 * builds a new one per call, which took ~190 ms of a 20-row story overview's first render at 4× CPU slowdown.
 */
const COUNT_FORMAT = new Intl.NumberFormat('en');

/**
 * The list and its lines styled once, from the list: a line is a plain `li` with a `span` in the body2 type of
 * a Typography (0.8125rem, no wrap), not a Box and a Typography of their own. A story overview shows ~9 shops
 * per row, so this is ~360 styled components fewer to render per 20 rows (the first screen's blocking time).
 */
const LIST_SX = (theme: Theme) =>
  ({
    listStyle: 'none',
    m: 0,
    p: 0,
    '& > li': { display: 'flex', alignItems: 'center', gap: 0.5 },
    '& > li > span': { typography: 'body2', m: 0, whiteSpace: 'nowrap', fontSize: '0.8125rem' },
    '& > li > button': rowButtonCss(theme),
    '& .MuiSvgIcon-root': rowIconCss(theme),
  }) as const;

/** The recalculate icon, one element for every button (see `rowIcon`). */
const REFRESH_ICON = rowIcon('refresh', 'inherit');

/**
 * The stream product count per shop (spec 1 §4.1): online shows the actual count, any other status the estimate
 * prefixed 'estimated'. Page types can recalculate a shop's count; the list refetches on success. The buttons are
 * plain `button`s styled by the list (`rowButtonCss`).
 */
export function StreamProductCount({ entityId, configs }: { entityId: number; configs: AppConfig[] }) {
  const { apps, config, notify, refetchList } = useOverviewContext();
  const recalculation = useMutation({
    mutationFn: (appId: number) => recalculatePageStreamProductCount(entityId, { 'filter[shopId]': appId }),
    onSuccess: ({ data }) => {
      // Say what came out, also when it equals what was shown (otherwise the click seems to do nothing).
      const shop = apps.find((app) => app.id === data.appId)?.name ?? String(data.appId);
      const shown = configs.find((appConfig) => appConfig.appId === data.appId);
      const display = streamProductDisplay({ ...data, status: shown?.status ?? 'offline' });
      const count = COUNT_FORMAT.format(display.count ?? 0);
      const text = display.kind === 'estimated' ? t('overview.stream.estimated', { count }) : count;
      notify(t('overview.stream.recalculated', { shop, count: text }), 'success');
      return refetchList();
    },
    onError: () => notify(t('overview.stream.failed'), 'error'),
  });
  const canRecalculate = config.resourceType === 'page';
  return (
    <Box component="ul" sx={LIST_SX}>
      {configs.map((appConfig) => {
        const shop = apps.find((app) => app.id === appConfig.appId);
        const shopName = shop?.name ?? String(appConfig.appId);
        const display = streamProductDisplay(appConfig);
        const count = display.count === null ? null : COUNT_FORMAT.format(display.count);
        const busy = recalculation.isPending && recalculation.variables === appConfig.appId;
        return (
          <li key={appConfig.id}>
            <span>
              {shop?.localeCode ?? shopName}:{' '}
              {count === null
                ? '–'
                : display.kind === 'estimated'
                  ? t('overview.stream.estimated', { count })
                  : count}
            </span>
            {canRecalculate && (
              <button
                type="button"
                className={ROW_BUTTON_CLASS}
                aria-label={t('overview.stream.recalculate', { shop: shopName })}
                disabled={recalculation.isPending}
                onClick={(event) => {
                  event.stopPropagation();
                  recalculation.mutate(appConfig.appId);
                }}
              >
                {busy ? <CircularProgress size={14} aria-hidden /> : REFRESH_ICON}
              </button>
            )}
          </li>
        );
      })}
    </Box>
  );
}
