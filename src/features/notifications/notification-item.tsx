import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import MarkEmailReadOutlined from '@mui/icons-material/MarkEmailReadOutlined';
import MarkEmailUnreadOutlined from '@mui/icons-material/MarkEmailUnreadOutlined';
import { useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router';
import { useUpdateNotification } from '@generated/api/notifications/notifications';
import type { Notification } from '@generated/model';
import { t } from '@/i18n';
import { showToast } from '@/lib/toasts';
import { NotificationIcon } from './notification-icon';
import { notificationLink } from './notification-link';
import { notificationTime } from './notification-time';
import { invalidateNotifications } from './queries';
import { useDelayedToggle } from './use-delayed-toggle';

/**
 * One notification: icon, title, text, time and the read toggle (a click waits 3 s with a progress bar and a
 * disabled button, then sends the new state). The title links through /redirect to its resource.
 */
export function NotificationItem({
  notification,
  onFollow,
}: {
  notification: Notification;
  onFollow?: () => void;
}) {
  const queryClient = useQueryClient();
  const update = useUpdateNotification({
    mutation: {
      onSettled: () => invalidateNotifications(queryClient),
      onError: () => showToast({ severity: 'error', message: t('notifications.updateFailed') }),
    },
  });
  const toggle = useDelayedToggle(() =>
    update.mutate({ id: notification.id, data: { isRead: !notification.isRead } }),
  );
  const link = notificationLink(notification);
  const label = t(notification.isRead ? 'notifications.markUnread' : 'notifications.markRead');
  return (
    <Box
      component="li"
      data-testid="notification-item"
      data-read={notification.isRead}
      sx={{
        listStyle: 'none',
        borderBottom: 1,
        borderColor: 'divider',
        bgcolor: notification.isRead ? 'transparent' : 'action.hover',
      }}
    >
      <Box sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', px: 2, py: 1.5 }}>
        <Box sx={{ pt: 0.25 }}>
          <NotificationIcon icon={notification.icon} />
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Typography
            variant="subtitle2"
            {...(link ? { component: RouterLink, to: link, onClick: onFollow } : { component: 'p' })}
            sx={{
              color: 'text.primary',
              textDecoration: 'none',
              overflowWrap: 'anywhere',
              '&:hover': { textDecoration: link ? 'underline' : 'none' },
            }}
          >
            {notification.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
            {notification.text}
          </Typography>
          <Typography
            variant="caption"
            color="text.secondary"
            component="time"
            dateTime={notification.createdAt}
          >
            {notificationTime(notification.createdAt)}
          </Typography>
        </Box>
        <Tooltip title={label}>
          <span>
            <IconButton
              size="small"
              aria-label={`${label}: ${notification.title}`}
              disabled={toggle.waiting || update.isPending}
              onClick={toggle.start}
            >
              {notification.isRead ? (
                <MarkEmailUnreadOutlined fontSize="small" />
              ) : (
                <MarkEmailReadOutlined fontSize="small" />
              )}
            </IconButton>
          </span>
        </Tooltip>
      </Box>
      {toggle.waiting && <LinearProgress variant="determinate" value={toggle.progress} aria-label={label} />}
    </Box>
  );
}
