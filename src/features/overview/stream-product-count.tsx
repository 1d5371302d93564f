import RefreshIcon from '@mui/icons-material/Refresh';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { useMutation } from '@tanstack/react-query';
import { recalculatePageStreamProductCount } from '@generated/api/pages/pages';
import type { AppConfig } from '@generated/model';
import { t } from '@/i18n';
import { useOverviewContext } from './overview-context';
import { streamProductDisplay } from './row-value';

/**
 * Counts as `toLocaleString('en')` writes them (1,284), with one formatter: `toLocaleString` with a locale
 * builds a new one per call, which took ~190 ms of a 20-row story overview's first render at 4× CPU slowdown.
 */
const COUNT_FORMAT = new Intl.NumberFormat('en');

/**
 * The stream product count per shop (spec 1 §4.1): online shows the actual count, any other status the estimate
 * prefixed 'estimated'. Page types can recalculate a shop's count; the list refetches on success.
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
    <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
      {configs.map((appConfig) => {
        const shop = apps.find((app) => app.id === appConfig.appId);
        const shopName = shop?.name ?? String(appConfig.appId);
        const display = streamProductDisplay(appConfig);
        const count = display.count === null ? null : COUNT_FORMAT.format(display.count);
        const busy = recalculation.isPending && recalculation.variables === appConfig.appId;
        return (
          <Box component="li" key={appConfig.id} sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <Typography variant="body2" component="span" sx={{ whiteSpace: 'nowrap', fontSize: '0.8125rem' }}>
              {shop?.localeCode ?? shopName}:{' '}
              {count === null
                ? '–'
                : display.kind === 'estimated'
                  ? t('overview.stream.estimated', { count })
                  : count}
            </Typography>
            {canRecalculate && (
              <IconButton
                size="small"
                aria-label={t('overview.stream.recalculate', { shop: shopName })}
                disabled={recalculation.isPending}
                onClick={(event) => {
                  event.stopPropagation();
                  recalculation.mutate(appConfig.appId);
                }}
              >
                {busy ? <CircularProgress size={14} /> : <RefreshIcon fontSize="inherit" />}
              </IconButton>
            )}
          </Box>
        );
      })}
    </Box>
  );
}
