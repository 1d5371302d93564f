import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useGetNotificationCount } from '@generated/api/notifications/notifications';
import { HintTooltip } from '@/components/hint-tooltip';
import { t } from '@/i18n';
import { useHasBeenTrue } from '@/lib/use-has-been-true';
import { visuallyHidden } from '@/lib/visually-hidden';
import { NOTIFICATION_COUNT_REFETCH_MS } from './constants';
import { invalidateNotificationLists } from './queries';

/** The flyout (its list, items and dates) loads with the first click on the bell. */
const NotificationFlyout = lazy(async () => ({
  default: (await import('./notification-flyout')).NotificationFlyout,
}));

/**
 * The bell of the navigation bar (spec 1 §2.2, §4.5): the unread count, polled every 60 s (a socket event
 * sets it at once); when it changes, the lists are stale. A click opens the flyout.
 */
export function NotificationBell() {
  const queryClient = useQueryClient();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const count = useGetNotificationCount({
    query: { refetchInterval: NOTIFICATION_COUNT_REFETCH_MS, select: (response) => response.data.count },
  });
  const unread = count.data ?? 0;
  const opened = useHasBeenTrue(anchor !== null);
  const previous = useRef<number | undefined>(undefined);
  useEffect(() => {
    if (count.data === undefined) return;
    if (previous.current !== undefined && previous.current !== count.data)
      void invalidateNotificationLists(queryClient);
    previous.current = count.data;
  }, [count.data, queryClient]);

  // Named by its text, not an aria-label, so the visible count is part of the name (WCAG 2.5.3).
  return (
    <>
      <HintTooltip title={t('nav.notifications')} describeChild>
        <IconButton
          aria-haspopup="dialog"
          aria-expanded={anchor !== null}
          color="inherit"
          onClick={(event) => setAnchor(event.currentTarget)}
        >
          <Box component="span" sx={visuallyHidden}>
            {unread > 0 ? t('notifications.bellUnreadBefore') : t('nav.notifications')}
          </Box>
          {unread > 0 ? (
            <Badge badgeContent={unread} color="error" max={99} data-testid="notification-count">
              <NotificationsNoneOutlined aria-hidden />
            </Badge>
          ) : (
            <NotificationsNoneOutlined aria-hidden />
          )}
          {unread > 0 && (
            <Box component="span" sx={visuallyHidden}>
              {t('notifications.bellUnreadAfter')}
            </Box>
          )}
        </IconButton>
      </HintTooltip>
      {opened && (
        <Suspense fallback={null}>
          <NotificationFlyout anchor={anchor} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
