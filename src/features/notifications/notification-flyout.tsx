import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import type { UIEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { listNotifications, useMarkAllNotificationsRead } from '@generated/api/notifications/notifications';
import { paths } from '@/entities/paths';
import { t } from '@/i18n';
import { showToast } from '@/lib/toasts';
import {
  FLYOUT_EMPTY_HEIGHT,
  FLYOUT_MAX_HEIGHT,
  FLYOUT_PAGE_SIZE,
  FLYOUT_SCROLL_THRESHOLD,
  FLYOUT_WIDTH,
} from './constants';
import { NotificationItem } from './notification-item';
import { FLYOUT_KEY, invalidateNotifications } from './queries';

/** True once the list is scrolled past `threshold` of its height: time to load the next page. */
export function scrolledPast(
  element: { scrollTop: number; clientHeight: number; scrollHeight: number },
  threshold = FLYOUT_SCROLL_THRESHOLD,
): boolean {
  return element.scrollTop + element.clientHeight >= element.scrollHeight * threshold;
}

interface NotificationFlyoutProps {
  anchor: HTMLElement | null;
  onClose: () => void;
}

/**
 * The flyout of the bell (spec 1 §2.11): 320 wide, at most 520 high (320 when empty), newest first, ten at a
 * time with more loaded when scrolled past 90 %; mark all as read; 'View all' leads to the overview.
 */
export function NotificationFlyout({ anchor, onClose }: NotificationFlyoutProps) {
  const open = anchor !== null;
  const queryClient = useQueryClient();
  const list = useInfiniteQuery({
    queryKey: [FLYOUT_KEY],
    enabled: open,
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) =>
      listNotifications(
        { page: pageParam, perPage: FLYOUT_PAGE_SIZE, include: 'resource' },
        undefined,
        signal,
      ),
    getNextPageParam: (last) =>
      last.meta.pagination.currentPage < last.meta.pagination.totalPages
        ? last.meta.pagination.currentPage + 1
        : undefined,
  });
  const markAll = useMarkAllNotificationsRead({
    mutation: {
      onSettled: () => invalidateNotifications(queryClient),
      onError: () => showToast({ severity: 'error', message: t('notifications.updateFailed') }),
    },
  });
  const items = list.data?.pages.flatMap((page) => page.data) ?? [];
  const empty = list.isSuccess && items.length === 0;
  const onScroll = (event: UIEvent<HTMLElement>) => {
    if (list.hasNextPage && !list.isFetchingNextPage && scrolledPast(event.currentTarget))
      void list.fetchNextPage();
  };

  return (
    <Popover
      open={open}
      anchorEl={anchor}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-label': t('notifications.title'),
          sx: {
            width: FLYOUT_WIDTH,
            maxHeight: FLYOUT_MAX_HEIGHT,
            ...(empty ? { height: FLYOUT_EMPTY_HEIGHT } : {}),
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
    >
      <Box
        sx={{ display: 'flex', alignItems: 'center', px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="subtitle1" component="h2" sx={{ flex: 1 }}>
          {t('notifications.title')}
        </Typography>
        <Button
          size="small"
          disabled={markAll.isPending || empty}
          onClick={() => markAll.mutate({ data: { isRead: true } })}
        >
          {t('notifications.markAllRead')}
        </Button>
      </Box>
      <Box
        onScroll={onScroll}
        sx={{ flex: 1, overflowY: 'auto', minHeight: 0 }}
        data-testid="notification-flyout-list"
      >
        {list.isPending && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 4 }}>
            <CircularProgress size={24} aria-label={t('notifications.loading')} />
          </Box>
        )}
        {list.isError && (
          <Typography color="error" sx={{ p: 2 }}>
            {t('notifications.loadFailed')}
          </Typography>
        )}
        {empty && (
          <Typography color="text.secondary" sx={{ p: 2, textAlign: 'center', mt: 10 }}>
            {t('notifications.empty')}
          </Typography>
        )}
        {items.length > 0 && (
          <Box component="ul" sx={{ m: 0, p: 0 }}>
            {items.map((notification) => (
              <NotificationItem key={notification.id} notification={notification} onFollow={onClose} />
            ))}
          </Box>
        )}
        {list.isFetchingNextPage && (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 1 }}>
            <CircularProgress size={20} aria-label={t('notifications.loading')} />
          </Box>
        )}
      </Box>
      <Box sx={{ px: 2, py: 1, borderTop: 1, borderColor: 'divider', textAlign: 'center' }}>
        <Link component={RouterLink} to={paths.userNotifications} onClick={onClose}>
          {t('notifications.viewAll')}
        </Link>
      </Box>
    </Popover>
  );
}
