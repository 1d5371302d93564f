import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useId } from 'react';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format-date';

interface DraftDialogProps {
  savedAt: string | undefined;
  onRestore: () => void;
  onDiscard: () => void;
}

/** 'Restore unsaved changes from {time}?' when a stored draft exists for the entity being opened. */
export function DraftDialog({ savedAt, onRestore, onDiscard }: DraftDialogProps) {
  const titleId = useId();
  return (
    <Dialog open={savedAt !== undefined} aria-labelledby={titleId} maxWidth="xs" fullWidth>
      <DialogTitle id={titleId}>{t('wizard.draft.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t('wizard.draft.prompt', { time: formatDateTime(savedAt) })}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onDiscard}>{t('wizard.draft.discard')}</Button>
        <Button variant="contained" onClick={onRestore}>
          {t('wizard.draft.restore')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
