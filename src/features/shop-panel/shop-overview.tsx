import List from '@mui/material/List';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { memo, useId, useMemo, type ReactNode } from 'react';
import { t, type MessageKey } from '@/i18n';
import { ShopRow } from './shop-row';
import type { ShopRowModel } from './shop-row-model';
import { isShopSort, SHOP_SORTS, sortShops, type ShopSort } from './shop-sort';
import { useShopSort } from './use-shop-sort';

interface ShopOverviewProps {
  /** The entity's shops other than the main shop. */
  rows: readonly ShopRowModel[];
  selectedAppId: number;
  onSelect: (appId: number) => void;
  renderActions: (row: ShopRowModel) => ReactNode;
  /** The translation badge of a row, when the entity type has translations. */
  renderBadge?: (row: ShopRowModel) => ReactNode;
}

const SORT_LABELS: Record<ShopSort, MessageKey> = {
  default: 'shopPanel.sort.default',
  contentStatus: 'shopPanel.sort.contentStatus',
  translationStatus: 'shopPanel.sort.translationStatus',
  nameAsc: 'shopPanel.sort.nameAsc',
  nameDesc: 'shopPanel.sort.nameDesc',
};

/** The 'Shop Overview' panel: the secondary shops in the sort the user chose last (spec 2 §2.5). */
export const ShopOverview = memo(function ShopOverview({
  rows,
  selectedAppId,
  onSelect,
  renderActions,
  renderBadge,
}: ShopOverviewProps) {
  const [sort, setSort] = useShopSort();
  const headingId = useId();
  const sorted = useMemo(() => sortShops(rows, sort), [rows, sort]);

  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={headingId} component="h2" variant="subtitle2">
          {t('shopPanel.overview')}
        </Typography>
        <TextField
          select
          size="small"
          label={t('shopPanel.sort.label')}
          value={sort}
          onChange={(event) => {
            if (isShopSort(event.target.value)) setSort(event.target.value);
          }}
          sx={{ minWidth: 170 }}
        >
          {SHOP_SORTS.map((option) => (
            <MenuItem key={option} value={option}>
              {t(SORT_LABELS[option])}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      {sorted.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('shopPanel.overview.empty')}
        </Typography>
      ) : (
        <List dense disablePadding aria-labelledby={headingId}>
          {sorted.map((row) => (
            <ShopRow
              key={row.appId}
              row={row}
              selected={row.appId === selectedAppId}
              onSelect={onSelect}
              actions={renderActions(row)}
              badge={renderBadge?.(row)}
            />
          ))}
        </List>
      )}
    </Stack>
  );
});
