import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputLabel from '@mui/material/InputLabel';
import MenuItem from '@mui/material/MenuItem';
import Pagination from '@mui/material/Pagination';
import Paper from '@mui/material/Paper';
import Select from '@mui/material/Select';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import { useListNotifications } from '@generated/api/notifications/notifications';
import { ListNotificationsFilterType, type ListNotificationsParams } from '@generated/model';
import { PageLoader } from '@/components/page-loader';
import { t, type MessageKey } from '@/i18n';
import { NotificationItem } from './notification-item';
import { notificationPaging } from './paging';

const TYPE_KEY = 'filter[type]';
const READ_KEY = 'filter[isRead]';
const TYPES = Object.values(ListNotificationsFilterType);

/** The filters of the address that the call knows; anything else is ignored. */
function filtersOf(
  search: URLSearchParams,
): Pick<ListNotificationsParams, 'filter[type]' | 'filter[isRead]'> {
  const type = TYPES.find((value) => value === search.get(TYPE_KEY));
  const read = search.get(READ_KEY);
  return {
    ...(type ? { [TYPE_KEY]: type } : {}),
    ...(read === '0' || read === '1' ? { [READ_KEY]: Number(read) as 0 | 1 } : {}),
  };
}

/**
 * All notifications of the user (spec 1 §2.11): paged with `page` (default 1) and `perPage` (default 50) in
 * the address, filtered by type and read state.
 */
export function NotificationsOverview() {
  const [search, setSearch] = useSearchParams();
  const { page, perPage } = notificationPaging(search);
  const filters = filtersOf(search);
  const list = useListNotifications({ page, perPage, include: 'resource', ...filters });
  const change = (key: string, value: string | undefined, resetPage = true) => {
    const next = new URLSearchParams(search);
    if (value) next.set(key, value);
    else next.delete(key);
    if (resetPage) next.delete('page');
    next.set('perPage', String(perPage));
    setSearch(next);
  };
  const pagination = list.data?.meta.pagination;
  const items = list.data?.data ?? [];

  return (
    <Box>
      <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap', mb: 2 }}>
        <FormControl size="small" sx={{ minWidth: 220 }}>
          <InputLabel id="notification-type-label" shrink>
            {t('notifications.filter.type')}
          </InputLabel>
          <Select
            labelId="notification-type-label"
            displayEmpty
            notched
            label={t('notifications.filter.type')}
            value={filters[TYPE_KEY] ?? ''}
            onChange={(event) => change(TYPE_KEY, event.target.value || undefined)}
          >
            <MenuItem value="">{t('notifications.filter.all')}</MenuItem>
            {TYPES.map((type) => (
              <MenuItem key={type} value={type}>
                {t(`notifications.type.${type}` as MessageKey)}
              </MenuItem>
            ))}
          </Select>
        </FormControl>
        <FormControl size="small" sx={{ minWidth: 180 }}>
          <InputLabel id="notification-read-label" shrink>
            {t('notifications.filter.read')}
          </InputLabel>
          <Select
            labelId="notification-read-label"
            displayEmpty
            notched
            label={t('notifications.filter.read')}
            value={filters[READ_KEY] === undefined ? '' : String(filters[READ_KEY])}
            onChange={(event) => change(READ_KEY, event.target.value || undefined)}
          >
            <MenuItem value="">{t('notifications.filter.all')}</MenuItem>
            <MenuItem value="0">{t('notifications.filter.unread')}</MenuItem>
            <MenuItem value="1">{t('notifications.filter.readOnly')}</MenuItem>
          </Select>
        </FormControl>
      </Box>
      <Paper variant="outlined">
        {list.isPending && <PageLoader py={6} />}
        {list.isError && (
          <Typography color="error" sx={{ p: 2 }}>
            {t('notifications.loadFailed')}
          </Typography>
        )}
        {list.isSuccess && items.length === 0 && (
          <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
            {t('notifications.empty')}
          </Typography>
        )}
        {items.length > 0 && (
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} />
            ))}
          </Box>
        )}
      </Paper>
      {pagination && pagination.totalPages > 1 && (
        <Pagination
          sx={{ mt: 2, display: 'flex', justifyContent: 'center' }}
          page={pagination.currentPage}
          count={pagination.totalPages}
          onChange={(_event, next) => change('page', String(next), false)}
          getItemAriaLabel={(type, itemPage) =>
            type === 'page'
              ? t('notifications.page', { page: itemPage ?? '' })
              : t(
                  `notifications.${type === 'next' ? 'nextPage' : type === 'previous' ? 'previousPage' : type === 'first' ? 'firstPage' : 'lastPage'}`,
                )
          }
        />
      )}
    </Box>
  );
}
