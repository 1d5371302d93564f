import Alert from '@mui/material/Alert';
import Link from '@mui/material/Link';
import { t } from '@/i18n';

interface ViewOnlyNoticeProps {
  /** Who holds the lock now (after a take-over). */
  holder: string | null;
  takenOver: boolean;
  onTakeOver: () => void;
}

/** The persistent notice of view-only mode: saving is not possible; refresh (or take over) to edit. */
export function ViewOnlyNotice({ holder, takenOver, onTakeOver }: ViewOnlyNoticeProps) {
  return (
    <Alert severity="info" role="status" sx={{ mb: 2 }}>
      {takenOver && holder ? `${t('lock.takenOverBy', { user: holder })} ` : ''}
      {t('lock.viewOnly')}{' '}
      <Link
        component="button"
        type="button"
        onClick={() => window.location.reload()}
        sx={{ verticalAlign: 'baseline' }}
      >
        {t('lock.refresh')}
      </Link>
      {' · '}
      <Link component="button" type="button" onClick={onTakeOver} sx={{ verticalAlign: 'baseline' }}>
        {t('lock.takeOver')}
      </Link>
    </Alert>
  );
}
