import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { BulkActionKind } from '@generated/model';
import { t, type MessageKey } from '@/i18n';
import { visuallyHidden } from '@/lib/visually-hidden';
import { selectionText } from './bulk-summary';
import type { BulkController } from './use-bulk-actions';

export const ACTION_LABEL: Record<BulkActionKind, MessageKey> = {
  publish: 'bulk.action.publish',
  unpublish: 'bulk.action.unpublish',
  addTags: 'bulk.action.addTags',
  removeTags: 'bulk.action.removeTags',
  delete: 'bulk.action.delete',
};

/**
 * The bar above the list while rows are selected: the count (announced politely to screen readers), 'Select all
 * N matching' when the whole page is ticked, the actions and a way to clear the selection.
 */
export function BulkToolbar({
  bulk,
  total,
  onClear,
}: {
  bulk: BulkController;
  total: number;
  onClear: () => void;
}) {
  const active = bulk.count > 0;
  return (
    <Box
      role="toolbar"
      aria-label={t('bulk.toolbar')}
      sx={{
        display: active ? 'flex' : 'none',
        alignItems: 'center',
        flexWrap: 'wrap',
        gap: 1,
        px: 2,
        py: 1,
        bgcolor: 'action.selected',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600, mr: 1 }}>
        {selectionText(bulk.count, bulk.allMatching)}
      </Typography>
      {bulk.canSelectAllMatching && (
        <Button size="small" onClick={bulk.selectAllMatching}>
          {t('bulk.selection.selectAllMatching', { count: total })}
        </Button>
      )}
      {bulk.allMatching && (
        <Button size="small" onClick={bulk.clearAllMatching}>
          {t('bulk.selection.onlyPage')}
        </Button>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {bulk.actions.map((action) => (
        <Button
          key={action}
          size="small"
          variant="outlined"
          color={action === 'delete' ? 'error' : 'primary'}
          // The toolbar's selected background takes the plain red under 4.5:1: the dark red keeps AA (in the
          // dark scheme the light red does).
          sx={
            action === 'delete'
              ? (theme) => ({
                  color: 'error.dark',
                  borderColor: 'error.dark',
                  ...theme.applyStyles('dark', { color: 'error.light', borderColor: 'error.light' }),
                })
              : undefined
          }
          onClick={() => bulk.open(action)}
        >
          {t(ACTION_LABEL[action])}
        </Button>
      ))}
      <IconButton size="small" aria-label={t('bulk.selection.clear')} onClick={onClear}>
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}

/** The selection count for screen readers, always in the page so that changes are announced. */
export function BulkAnnouncer({ bulk }: { bulk: BulkController }) {
  return (
    <Box aria-live="polite" role="status" sx={visuallyHidden}>
      {bulk.count > 0 ? selectionText(bulk.count, bulk.allMatching) : ''}
    </Box>
  );
}
