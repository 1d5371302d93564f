import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { ValidationErrors } from '@generated/model';
import { StatusChip } from '@/components/status-chip';
import { statusLabel } from '@/components/status-colours';
import type { PublishFlags, PublishShop } from '@/entities';
import { t } from '@/i18n';
import {
  filterShops,
  keepSelected,
  publishAction,
  publishFlags,
  rowBlockers,
  STATUS_FILTERS,
  type RowBlocker,
  type StatusFilter,
} from './publish-rules';

/** The publish modal's width and its list's height (spec 2 §9). */
const MAX_WIDTH = 800;
const LIST_HEIGHT = 200;

const BLOCKER_TEXT = {
  shopErrors: 'publish.row.shopErrors',
  otherErrors: 'publish.row.otherErrors',
  expired: 'publish.row.expired',
} as const satisfies Record<RowBlocker, string>;

interface PublishDialogProps {
  shops: readonly PublishShop[];
  errors: ValidationErrors;
  onClose: () => void;
  /** Settles when the publish is done; the dialog stays busy until then. */
  onPublish: (flags: PublishFlags) => Promise<void>;
}

/**
 * The publish modal (spec 2 §4.2, §5.2, §9): the status filter, the shops (checkbox, name, status; a shop with
 * validation errors, or every shop when there are errors without a shop, cannot be selected and says why), and
 * the action the selection allows — Publish, Unpublish, or the blocker text. Mounted per opening, so every
 * opening starts with nothing selected.
 */
export function PublishDialog({ shops, errors, onClose, onPublish }: PublishDialogProps) {
  const titleId = useId();
  const listId = useId();
  const actionId = useId();
  const [filter, setFilter] = useState<StatusFilter>('all');
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const [submitting, setSubmitting] = useState(false);

  const blockers = useMemo(() => rowBlockers(errors, shops, Date.now()), [errors, shops]);
  const rows = useMemo(
    () => shops.map((shop, index) => ({ ...shop, blocker: blockers[index] ?? null })),
    [shops, blockers],
  );
  const shown = useMemo(() => filterShops(rows, filter), [rows, filter]);
  // Only shown, selectable rows count (a row can become blocked while selected).
  const chosen = shown.filter((row) => row.blocker === null && selected.has(row.appId));
  const action = publishAction(chosen.map((row) => row.status));

  const toggle = (appId: number) =>
    setSelected((previous) => {
      const next = new Set(previous);
      if (!next.delete(appId)) next.add(appId);
      return next;
    });
  const changeFilter = (next: StatusFilter) => {
    setFilter(next);
    setSelected((previous) => keepSelected(previous, filterShops(rows, next)));
  };
  const submit = async () => {
    if (action !== 'publish' && action !== 'unpublish') return;
    setSubmitting(true);
    try {
      await onPublish(publishFlags(shops, new Set(chosen.map((row) => row.appId)), action));
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Dialog
      open
      onClose={submitting ? undefined : onClose}
      aria-labelledby={titleId}
      fullWidth
      slotProps={{ paper: { sx: { maxWidth: MAX_WIDTH } } }}
    >
      <DialogTitle id={titleId}>{t('publish.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('publish.filter')}
          value={filter}
          onChange={(event) => changeFilter(event.target.value as StatusFilter)}
          sx={{ mt: 1, maxWidth: 240 }}
        >
          {STATUS_FILTERS.map((option) => (
            <MenuItem key={option} value={option}>
              {option === 'all' ? t('publish.filter.all') : statusLabel(option)}
            </MenuItem>
          ))}
        </TextField>
        <Box
          id={listId}
          role="group"
          aria-label={t('publish.shops')}
          sx={{
            height: LIST_HEIGHT,
            overflowY: 'auto',
            border: 1,
            borderColor: 'divider',
            borderRadius: 1,
          }}
        >
          {shown.length === 0 ? (
            <Typography variant="body2" color="text.secondary" sx={{ p: 2 }}>
              {t('publish.noShops')}
            </Typography>
          ) : (
            shown.map((row) => (
              <PublishRow
                key={row.appId}
                shop={row}
                blocker={row.blocker}
                checked={row.blocker === null && selected.has(row.appId)}
                disabled={submitting}
                onToggle={() => toggle(row.appId)}
              />
            ))
          )}
        </Box>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, gap: 1 }}>
        <Typography
          id={actionId}
          role="status"
          variant="body2"
          color="text.secondary"
          sx={{ flexGrow: 1, minWidth: 0 }}
        >
          {action === 'none'
            ? t('publish.blocker.none')
            : action === 'conflict'
              ? t('publish.blocker.conflict')
              : ''}
        </Typography>
        <Button onClick={onClose} disabled={submitting}>
          {t('publish.cancel')}
        </Button>
        {(action === 'publish' || action === 'unpublish') && (
          <Button
            variant="contained"
            color={action === 'unpublish' ? 'error' : 'primary'}
            onClick={() => void submit()}
            disabled={submitting}
            startIcon={submitting ? <CircularProgress size={16} color="inherit" aria-hidden /> : undefined}
          >
            {t(action === 'publish' ? 'publish.action.publish' : 'publish.action.unpublish')}
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

interface PublishRowProps {
  shop: PublishShop;
  blocker: RowBlocker | null;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}

/** One shop of the modal: its checkbox is labelled by the shop's name and described by why it is blocked. */
function PublishRow({ shop, blocker, checked, disabled, onToggle }: PublishRowProps) {
  const labelId = useId();
  const reasonId = useId();
  return (
    <Box
      component="label"
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 1,
        px: 1,
        py: 0.25,
        borderBottom: 1,
        borderColor: 'divider',
        cursor: blocker ? 'default' : 'pointer',
        '&:last-of-type': { borderBottom: 0 },
      }}
    >
      <Checkbox
        checked={checked}
        disabled={disabled || blocker !== null}
        onChange={onToggle}
        slotProps={{
          input: {
            'aria-labelledby': labelId,
            ...(blocker ? { 'aria-describedby': reasonId } : {}),
          },
        }}
      />
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>
        <Typography id={labelId} variant="body2" color={blocker ? 'text.secondary' : 'text.primary'}>
          {shop.name}
        </Typography>
        {blocker && (
          <Typography id={reasonId} variant="caption" color="error.main" sx={{ display: 'block' }}>
            {t(BLOCKER_TEXT[blocker])}
          </Typography>
        )}
      </Box>
      <StatusChip status={shop.status} />
    </Box>
  );
}
