import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { useCurrentTenant } from '@/api/session';
import { EmptyState } from '@/components/empty-state';
import { PageLoader } from '@/components/page-loader';
import { t } from '@/i18n';
import { activityParams, hasActivityFilters } from './activity-address';
import { ActivityFilters } from './activity-filters';
import { ActivityTable } from './activity-table';
import { useActivityFeed } from './use-activity-feed';

/** The Activity page (issue 29): the tenant's activity, newest first, filtered by the address, paged on demand. */
export function ActivityPage() {
  const [search, setSearch] = useSearchParams();
  const params = useMemo(() => activityParams(search), [search]);
  const feed = useActivityFeed(params);
  const tenant = useCurrentTenant();
  const shops = useMemo(() => tenant.data?.apps ?? [], [tenant.data]);
  const shopNames = useMemo(() => new Map(shops.map((shop) => [shop.id, shop.name])), [shops]);
  const items = useMemo(() => feed.data?.pages.flatMap((page) => page.data) ?? [], [feed.data]);
  const filtered = hasActivityFilters(search);

  return (
    <>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {t('activity.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('activity.introShort')}
      </Typography>
      <ActivityFilters
        search={search}
        onChange={(next) => setSearch(next, { replace: true })}
        shops={shops}
      />
      <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
        {feed.isPending && <PageLoader py={6} />}
        {feed.isError && (
          <Box role="alert" sx={{ p: 3, display: 'flex', gap: 2, alignItems: 'center' }}>
            <Typography color="error">{t('activity.loadFailed')}</Typography>
            <Button onClick={() => void feed.refetch()}>{t('activity.retry')}</Button>
          </Box>
        )}
        {feed.isSuccess && items.length === 0 && (
          <EmptyState
            title={filtered ? t('activity.emptyFiltered.title') : t('activity.empty.title')}
            text={filtered ? t('activity.emptyFiltered.text') : t('activity.empty.text')}
          />
        )}
        {items.length > 0 && <ActivityTable items={items} shops={shopNames} />}
      </Paper>
      {feed.hasNextPage && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 2 }}>
          <Button
            variant="outlined"
            onClick={() => void feed.fetchNextPage()}
            loading={feed.isFetchingNextPage}
          >
            {t('activity.loadMore')}
          </Button>
        </Box>
      )}
    </>
  );
}
