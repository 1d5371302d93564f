import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format-date';
import type { SaveConflict } from './conflict';

interface ConflictDialogProps {
  conflict: SaveConflict | null;
  busy: boolean;
  onLoadTheirs: () => void;
  onKeepEditing: () => void;
}

/** A stale save (409): who saved in between and when; their version can be loaded, ours stays visible. */
export function ConflictDialog({ conflict, busy, onLoadTheirs, onKeepEditing }: ConflictDialogProps) {
  const titleId = useId();
  const by =
    conflict?.userName !== undefined
      ? t('wizard.conflict.by', {
          name: conflict.userName,
          time: conflict.at ? formatDateTime(conflict.at) : '–',
        })
      : t('wizard.conflict.byUnknown');
  return (
    <Dialog
      open={conflict !== null}
      onClose={busy ? undefined : onKeepEditing}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>{t('wizard.conflict.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <DialogContentText>{by}</DialogContentText>
        <DialogContentText>{t('wizard.conflict.hint')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onKeepEditing} disabled={busy}>
          {t('wizard.conflict.keep')}
        </Button>
        <Button variant="contained" onClick={onLoadTheirs} disabled={busy}>
          {t('wizard.conflict.load')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
