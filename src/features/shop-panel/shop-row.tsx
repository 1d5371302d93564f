import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import Box from '@mui/material/Box';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { StatusChip } from '@/components/status-chip';
import { t } from '@/i18n';
import { shopErrorLabel } from './shop-errors';
import type { ShopRowModel } from './shop-row-model';

interface ShopRowProps {
  row: ShopRowModel;
  selected: boolean;
  onSelect: (appId: number) => void;
  /** The row's actions menu (beside the row's button, not inside it). */
  actions: ReactNode;
  /** The translation badge (when the entity type has translations). */
  badge?: ReactNode;
}

/**
 * One shop of the panel (spec 2 §2.5): name, draft dot, hidden icon, translation badge (with the translation
 * issue), the error mark of server validation and status label. Clicking selects the shop; the selected row is marked with aria-current.
 */
export function ShopRow({ row, selected, onSelect, actions, badge }: ShopRowProps) {
  return (
    <ListItem disablePadding secondaryAction={actions}>
      <ListItemButton
        selected={selected}
        aria-current={selected ? 'true' : undefined}
        onClick={() => onSelect(row.appId)}
        sx={{ pr: 7, gap: 1 }}
      >
        <Typography component="span" variant="body2" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {row.name}
        </Typography>
        {row.isDraft && (
          <Tooltip title={t('shopPanel.row.draft')}>
            <Box
              component="span"
              role="img"
              aria-label={t('shopPanel.row.draft')}
              sx={{ width: 8, height: 8, borderRadius: '50%', bgcolor: 'primary.main', flexShrink: 0 }}
            />
          </Tooltip>
        )}
        {row.hidden && (
          <Tooltip title={t('shopPanel.row.hidden')}>
            <Box
              component="span"
              role="img"
              aria-label={t('shopPanel.row.hidden')}
              sx={{ display: 'inline-flex', color: 'text.secondary' }}
            >
              <VisibilityOffIcon fontSize="small" aria-hidden />
            </Box>
          </Tooltip>
        )}
        {row.errorCount ? (
          <Tooltip title={shopErrorLabel(row.errorCount)}>
            <Box
              component="span"
              role="img"
              aria-label={shopErrorLabel(row.errorCount)}
              sx={{ display: 'inline-flex', color: 'error.main' }}
            >
              <ErrorOutlineIcon fontSize="small" aria-hidden />
            </Box>
          </Tooltip>
        ) : null}
        {badge}
        <StatusChip status={row.status} />
      </ListItemButton>
    </ListItem>
  );
}
