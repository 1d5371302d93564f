import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useId } from 'react';
import { t } from '@/i18n';

/** After 30 minutes without activity: only a refresh button (spec 2 §4.4). */
export function InactivityDialog({ open }: { open: boolean }) {
  const textId = useId();
  return (
    <Dialog open={open} aria-describedby={textId} maxWidth="xs" fullWidth>
      <DialogContent>
        <DialogContentText id={textId}>{t('lock.inactive')}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={() => window.location.reload()}>
          {t('lock.refresh')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
