import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import { useId } from 'react';
import { t } from '@/i18n';

interface LockPromptProps {
  open: boolean;
  holder: string;
  onViewMode: () => void;
  onTakeOver: () => void;
}

/** '{user} is currently editing this content.' with 'Enter View Mode' and the danger-styled 'Take Over'. */
export function LockPrompt({ open, holder, onViewMode, onTakeOver }: LockPromptProps) {
  const textId = useId();
  return (
    <Dialog open={open} aria-describedby={textId} maxWidth="xs" fullWidth onClose={onViewMode}>
      <DialogContent>
        <DialogContentText id={textId}>
          {t('lock.prompt', { user: holder || t('lock.someone') })}
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onViewMode}>{t('lock.enterViewMode')}</Button>
        <Button variant="contained" color="error" onClick={onTakeOver}>
          {t('lock.takeOver')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
