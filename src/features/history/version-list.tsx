import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import type { EntityCurrentState, EntityVersion } from '@generated/model';
import { EmptyState } from '@/components/empty-state';
import type { EntityFormValues } from '@/entities/editor-slots';
import { t } from '@/i18n';
import { formatDateTime } from '@/lib/format-date';
import { LoadFailed } from './load-failed';
import { savedByLine } from './saved-by';
import { versionSummary, type Naming } from './version-summary';

interface VersionListProps {
  /** Newest first; undefined while loading or after a failure. */
  versions: EntityVersion[] | undefined;
  loading: boolean;
  failed: boolean;
  /** The type keeps no versions. */
  notKept?: boolean;
  onRetry: () => void;
  /** The entity's current version heads the list (it is not a kept one): the server's, else the form's facts. */
  current: EntityCurrentState | undefined;
  values: EntityFormValues;
  dirty: boolean;
  naming: Naming;
  onSelect: (entry: EntityVersion) => void;
  /** The entry to focus (the one last opened). */
  focusId?: number | null;
}

const updatedBy = (values: EntityFormValues) => {
  const user = (values as { updatedByUser?: { name?: unknown } | null }).updatedByUser;
  return typeof user?.name === 'string' ? user.name : null;
};

/** The current version, then every kept version: who, when and what that save did; a kept one opens its diff. */
export function VersionList({
  versions,
  loading,
  failed,
  notKept = false,
  onRetry,
  current,
  values,
  dirty,
  naming,
  onSelect,
  focusId = null,
}: VersionListProps) {
  const updatedAt = current?.savedAt ?? (values as { updatedAt?: unknown }).updatedAt;
  const by = current ? (current.savedBy?.name ?? null) : updatedBy(values);
  // Without kept versions the latest save's changes are unknown: no summary then, unless it was the creation.
  const summary =
    current && (current.changes.length > 0 || current.version === 1) ? versionSummary(current, naming) : null;
  return (
    <>
      <Box
        component="section"
        aria-label={t('history.current')}
        sx={{ pb: 2, mb: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography variant="caption" color="text.secondary" component="p">
          {t('history.current')}
          {dirty ? ` (${t('history.current.unsaved')})` : ''}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {t('history.version', { version: current?.version ?? values.version ?? '' })}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {savedByLine(by, typeof updatedAt === 'string' ? formatDateTime(updatedAt) : '')}
        </Typography>
        {summary && <Typography variant="body2">{summary}</Typography>}
      </Box>
      {loading && (
        <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1, py: 2 }}>
          <CircularProgress size={20} aria-label={t('history.loading')} />
          <Typography variant="body2">{t('history.loading')}</Typography>
        </Box>
      )}
      {failed && <LoadFailed message={t('history.loadFailed')} onRetry={onRetry} />}
      {notKept && <EmptyState dense title={t('history.notKept.title')} text={t('history.notKept.text')} />}
      {versions && versions.length === 0 && (
        <EmptyState dense title={t('history.empty.title')} text={t('history.empty.text')} />
      )}
      {versions && versions.length > 0 && (
        <List aria-label={t('history.title')} disablePadding>
          {versions.map((entry) => (
            <ListItemButton
              key={entry.id}
              divider
              onClick={() => onSelect(entry)}
              autoFocus={entry.id === focusId}
              sx={{ px: 1, alignItems: 'flex-start' }}
            >
              <ListItemText
                primary={t('history.version', { version: entry.version })}
                slotProps={{ primary: { variant: 'body2', sx: { fontWeight: 600 } } }}
                secondary={
                  <>
                    <Box component="span" sx={{ display: 'block' }}>
                      {savedByLine(entry.savedBy?.name ?? null, formatDateTime(entry.savedAt))}
                    </Box>
                    <Box component="span" sx={{ display: 'block', color: 'text.primary' }}>
                      {versionSummary(entry, naming)}
                    </Box>
                  </>
                }
              />
            </ListItemButton>
          ))}
        </List>
      )}
    </>
  );
}
