import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import type { ReactNode } from 'react';
import { t } from '../../i18n';

interface ConfirmDialogProps {
  open: boolean;
  children: ReactNode;
  onConfirm: () => void;
  onClose: () => void;
  busy?: boolean;
  title?: string;
  confirmLabel?: string;
  cancelLabel?: string;
}

/** The confirmation modal with the spec's defaults: 'Are you sure?', "I'm sure", 'Close' (spec 1 §9). */
export function ConfirmDialog({
  open,
  children,
  onConfirm,
  onClose,
  busy = false,
  title = t('overview.confirm.title'),
  confirmLabel = t('overview.confirm.confirm'),
  cancelLabel = t('overview.confirm.cancel'),
}: ConfirmDialogProps) {
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      aria-labelledby="confirm-dialog-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="confirm-dialog-title">{title}</DialogTitle>
      <DialogContent>
        <DialogContentText component="div">{children}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {cancelLabel}
        </Button>
        <Button onClick={onConfirm} variant="contained" color="error" disabled={busy}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
