import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import NotificationsNoneOutlined from '@mui/icons-material/NotificationsNoneOutlined';
import { t } from '@/i18n';

/** Placeholder of the bell that opens the notification flyout (spec 1 §2.11, a later issue). */
export function NotificationsButton() {
  return (
    <Tooltip title={t('nav.notifications')}>
      <IconButton aria-label={t('nav.notifications')} color="inherit">
        <NotificationsNoneOutlined />
      </IconButton>
    </Tooltip>
  );
}
