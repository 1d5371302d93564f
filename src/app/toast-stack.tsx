import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import CloseIcon from '@mui/icons-material/Close';
import Snackbar from '@mui/material/Snackbar';
import { t } from '../i18n';
import { dismissToast, holdToast, MAX_VISIBLE_TOASTS, releaseToast, type Toast } from '../lib/toasts';

export interface ToastStackProps {
  /** The store's queue; the first `MAX_VISIBLE_TOASTS` are shown, the rest wait. */
  toasts: readonly Toast[];
}

/** Spec 1 §9: notification width 360. */
const TOAST_WIDTH = 360;

/**
 * The visible toasts, stacked at the bottom left (newest at the bottom), each a filled MUI Alert in a Snackbar.
 * Errors are announced at once (`role="alert"`), the rest politely (`role="status"`). Pointer over a toast or
 * focus in it holds its clock; Escape or the close button dismisses it. Lazy-loaded by the toaster.
 */
export default function ToastStack({ toasts }: ToastStackProps) {
  return (
    <Box
      aria-label={t('app.toast.region')}
      component="section"
      sx={{
        position: 'fixed',
        left: { xs: 8, sm: 24 },
        right: { xs: 8, sm: 'auto' },
        bottom: { xs: 8, sm: 24 },
        zIndex: 'snackbar',
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        pointerEvents: 'none',
      }}
    >
      {toasts.slice(0, MAX_VISIBLE_TOASTS).map((toast) => (
        <Snackbar
          key={toast.id}
          open
          anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
          onClose={(_event, reason) => reason === 'escapeKeyDown' && dismissToast(toast.id)}
          sx={{ position: 'static', pointerEvents: 'auto' }}
        >
          <Alert
            role={toast.severity === 'error' ? 'alert' : 'status'}
            severity={toast.severity}
            variant="filled"
            closeText={t('app.toast.close')}
            action={
              toast.action ? (
                <>
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      dismissToast(toast.id);
                      toast.action!.onAction();
                    }}
                  >
                    {toast.action.label}
                  </Button>
                  <IconButton
                    aria-label={t('app.toast.close')}
                    color="inherit"
                    size="small"
                    onClick={() => dismissToast(toast.id)}
                  >
                    <CloseIcon fontSize="small" />
                  </IconButton>
                </>
              ) : undefined
            }
            onClose={() => dismissToast(toast.id)}
            onMouseEnter={() => holdToast(toast.id)}
            onMouseLeave={() => releaseToast(toast.id)}
            onFocus={() => holdToast(toast.id)}
            onBlur={() => releaseToast(toast.id)}
            sx={{ width: { xs: '100%', sm: TOAST_WIDTH } }}
          >
            {toast.title ? <AlertTitle>{toast.title}</AlertTitle> : null}
            {toast.message}
          </Alert>
        </Snackbar>
      ))}
    </Box>
  );
}
