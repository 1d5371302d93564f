import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import { TriStateCheckbox } from '@/components/tri-state-checkbox';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useMemo, useState } from 'react';
import type { App, AppGroup } from '@generated/model';
import { t } from '@/i18n';
import {
  ALL_CLUSTERS,
  appsInCluster,
  chosenIds,
  selectAllState,
  toggleAllShown,
  toggleOne,
  type ClusterFilter,
} from './add-shop-selection';

interface AddShopDialogProps {
  /** The tenant's shops not yet added. */
  apps: readonly App[];
  groups: readonly AppGroup[];
  onClose: () => void;
  onConfirm: (appIds: number[]) => void;
}

/**
 * The 'Add Shop' multi-select (spec 2 §2.5): the Cluster filter (ALL plus each shop group), select-all over
 * the shops it shows, checkboxes in 4 columns. Mounted per opening, so every opening starts empty.
 */
export function AddShopDialog({ apps, groups, onClose, onConfirm }: AddShopDialogProps) {
  const titleId = useId();
  const listId = useId();
  const [cluster, setCluster] = useState<ClusterFilter>(ALL_CLUSTERS);
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  const shown = useMemo(() => appsInCluster(apps, groups, cluster), [apps, groups, cluster]);
  const shownIds = useMemo(() => shown.map((app) => app.id), [shown]);
  const allState = selectAllState(selected, shownIds);
  const ids = chosenIds(selected, apps);

  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="md" fullWidth>
      <DialogTitle id={titleId}>{t('shopPanel.add.title')}</DialogTitle>
      <DialogContent sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
        <TextField
          select
          size="small"
          label={t('shopPanel.add.cluster')}
          value={cluster === ALL_CLUSTERS ? ALL_CLUSTERS : String(cluster)}
          onChange={(event) =>
            setCluster(event.target.value === ALL_CLUSTERS ? ALL_CLUSTERS : Number(event.target.value))
          }
          sx={{ mt: 1, maxWidth: 280 }}
        >
          <MenuItem value={ALL_CLUSTERS}>{t('shopPanel.add.allClusters')}</MenuItem>
          {groups.map((group) => (
            <MenuItem key={group.id} value={String(group.id)}>
              {group.name}
            </MenuItem>
          ))}
        </TextField>
        {shown.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t('shopPanel.add.noneInCluster')}
          </Typography>
        ) : (
          <>
            <FormControlLabel
              label={t('shopPanel.add.selectAll')}
              control={
                <TriStateCheckbox
                  checked={allState === 'all'}
                  indeterminate={allState === 'some'}
                  onChange={() => setSelected(toggleAllShown(selected, shownIds))}
                  slotProps={{ input: { 'aria-controls': listId } }}
                />
              }
            />
            <Box
              id={listId}
              role="group"
              aria-label={t('shopPanel.add.shops')}
              sx={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', columnGap: 2 }}
            >
              {shown.map((app) => (
                <FormControlLabel
                  key={app.id}
                  label={app.name}
                  sx={{ minWidth: 0, '& .MuiFormControlLabel-label': { overflowWrap: 'anywhere' } }}
                  control={
                    <Checkbox
                      checked={selected.has(app.id)}
                      onChange={() => setSelected(toggleOne(selected, app.id))}
                    />
                  }
                />
              ))}
            </Box>
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('shopPanel.add.cancel')}</Button>
        <Button variant="contained" disabled={ids.length === 0} onClick={() => onConfirm(ids)}>
          {t('shopPanel.add.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
