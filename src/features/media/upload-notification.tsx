import Alert from '@mui/material/Alert';
import Snackbar from '@mui/material/Snackbar';
import type { Notification } from './use-media-upload';

export interface UploadNotificationProps {
  /** The notification on screen (the first of the queue), or null. */
  notification: Notification | null;
  onClose: (id: number) => void;
}

/** The uploader's error notification (the shell has no shared one yet): one at a time, queued. */
export function UploadNotification({ notification, onClose }: UploadNotificationProps) {
  return (
    <Snackbar
      key={notification?.id}
      open={notification !== null}
      autoHideDuration={8000}
      onClose={(_event, reason) => reason !== 'clickaway' && notification && onClose(notification.id)}
      anchorOrigin={{ vertical: 'top', horizontal: 'center' }}
    >
      <Alert
        severity="error"
        variant="filled"
        onClose={() => notification && onClose(notification.id)}
        sx={{ width: '100%' }}
      >
        {notification?.message}
      </Alert>
    </Snackbar>
  );
}
