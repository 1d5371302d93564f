import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { t } from '@/i18n';

/** A failed load in the History drawer: what failed, and Retry. */
export function LoadFailed({ message, onRetry }: { message: string; onRetry: () => void }) {
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          {t('history.retry')}
        </Button>
      }
    >
      {message}
    </Alert>
  );
}
