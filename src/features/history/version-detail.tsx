import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import type { EntityVersion } from '@generated/model';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format-date';
import type { DiffRow } from './diff-rows';
import { LoadFailed } from './load-failed';
import { savedByLine } from './saved-by';
import { versionSummary, type Naming } from './version-summary';

interface VersionDetailProps {
  entry: EntityVersion;
  naming: Naming;
  /** undefined while the version's data loads or after a failure. */
  rows: DiffRow[] | undefined;
  failed: boolean;
  onRetry: () => void;
  onBack: () => void;
  readOnly: boolean;
}

/** One kept version: who and when, what that save did, and each field that differs from the form now. */
export function VersionDetail({
  entry,
  naming,
  rows,
  failed,
  onRetry,
  onBack,
  readOnly,
}: VersionDetailProps) {
  return (
    <>
      {/* Focus follows the user into the version (the list it was opened from is gone). */}
      <Button startIcon={<ArrowBackIcon />} onClick={onBack} size="small" autoFocus sx={{ ml: -1, mb: 1 }}>
        {t('history.back')}
      </Button>
      <Typography variant="h3" component="h3" sx={{ fontSize: '1rem', fontWeight: 600 }}>
        {t('history.version', { version: entry.version })}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {savedByLine(entry.savedBy?.name ?? null, formatDateTime(entry.savedAt))}
      </Typography>
      <Typography variant="body2" sx={{ mb: 2 }}>
        {versionSummary(entry, naming)}
      </Typography>
      {readOnly && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('history.restore.readOnly')}
        </Alert>
      )}
      <Typography variant="subtitle2" component="h4" sx={{ mb: 1 }}>
        {t('history.diff.title')}
      </Typography>
      {failed && <LoadFailed message={t('history.diff.loadFailed')} onRetry={onRetry} />}
      {!failed && !rows && (
        <Box role="status" aria-label={t('history.loading')} sx={{ py: 2 }}>
          <CircularProgress size={20} aria-label={t('history.loading')} />
        </Box>
      )}
      {rows && rows.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          {t('history.diff.none')}
        </Typography>
      )}
      {rows && rows.length > 0 && (
        <Box component="dl" aria-label={t('history.diff.title')} sx={{ m: 0 }}>
          {rows.map((row) => (
            <Box key={row.key} sx={{ py: 1, borderBottom: 1, borderColor: 'divider' }}>
              <Typography component="dt" variant="caption" color="text.secondary" sx={{ display: 'block' }}>
                {row.shop ? `${row.label} · ${row.shop}` : row.label}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {t('history.diff.current')}:{' '}
                </Box>
                {row.current}
              </Typography>
              <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {t('history.diff.version')}:{' '}
                </Box>
                {row.version}
              </Typography>
            </Box>
          ))}
        </Box>
      )}
    </>
  );
}
