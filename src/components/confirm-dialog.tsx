import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId, type ReactNode } from 'react';
import { t } from '../i18n';

interface ConfirmDialogProps {
  open: boolean;
  /** A text is shown as the dialog's message; anything else (a small form) is rendered as it is. */
  children: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  /** While busy both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
  /** A destructive confirmation is red (the default); a plain submit is the primary colour. */
  confirmColor?: 'error' | 'primary';
}

/** The confirmation modal with the spec's defaults: 'Are you sure?', "I'm sure", 'Close' (spec 1 §9, 2 §9). */
export function ConfirmDialog({
  open,
  children,
  onConfirm,
  onClose,
  busy = false,
  title = t('confirm.title'),
  confirmLabel = t('confirm.confirm'),
  cancelLabel = t('confirm.cancel'),
  confirmColor = 'error',
}: ConfirmDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby={titleId}
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        {typeof children === 'string' ? (
          <DialogContentText component="div">{children}</DialogContentText>
        ) : (
          children
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} variant="contained" color={confirmColor} disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
