import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import { Link as RouterLink } from 'react-router';
import { useListActivity } from '@generated/api/activity/activity';
import { useCurrentTenant } from '@/api/session';
import { PageLoader } from '@/components/page-loader';
import { paths } from '@/entities/paths';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format-date';
import { entityLink } from './activity-links';
import { actorName, entityLabel, kindDetail, kindVerb, shopNamesOf } from './activity-text';

const RECENT = 6;

/** The dashboard's 'Recent activity' widget: the newest entries as sentences, and a link to the whole feed. */
export function RecentActivity() {
  const feed = useListActivity({ perPage: RECENT }, { query: { staleTime: 0, throwOnError: false } });
  const tenant = useCurrentTenant();
  const shops = useMemo(() => new Map((tenant.data?.apps ?? []).map((s) => [s.id, s.name])), [tenant.data]);
  const items = feed.data?.data ?? [];
  return (
    <Paper
      component="section"
      aria-labelledby="recent-activity-title"
      variant="outlined"
      data-testid="recent-activity"
      sx={{ p: 2 }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}>
        <Typography id="recent-activity-title" variant="h2" sx={{ fontSize: '1.25rem' }}>
          {t('activity.widget.title')}
        </Typography>
        <Link component={RouterLink} to={paths.activity}>
          {t('activity.widget.all')}
        </Link>
      </Box>
      {feed.isPending && <PageLoader py={3} />}
      {feed.isError && <Typography color="error">{t('activity.loadFailed')}</Typography>}
      {feed.isSuccess && items.length === 0 && (
        <Typography color="text.secondary">{t('activity.widget.empty')}</Typography>
      )}
      {items.length > 0 && (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => {
            const link = entityLink(item);
            const name = entityLabel(item);
            const where = shopNamesOf(item, shops);
            const detail = kindDetail(item);
            return (
              <Box
                component="li"
                key={item.id}
                data-testid="recent-activity-item"
                sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
              >
                <Typography variant="body2">
                  <strong>{actorName(item)}</strong> {kindVerb(item.kind)}{' '}
                  {name &&
                    (link ? (
                      <Link component={RouterLink} to={link}>
                        {name}
                      </Link>
                    ) : (
                      name
                    ))}
                  {where.length > 0 && ` ${t('activity.inShops', { shops: where.join(', ') })}`}
                  {detail && ` (${detail})`}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  <time dateTime={item.createdAt}>{formatDateTime(item.createdAt)}</time>
                </Typography>
              </Box>
            );
          })}
        </Box>
      )}
    </Paper>
  );
}
