import List from '@mui/material/List';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { memo, useId, type ReactNode } from 'react';
import { t } from '@/i18n';
import { ShopRow } from './shop-row';
import type { ShopRowModel } from './shop-row-model';

interface MainShopSectionProps {
  /** The entity's config of the tenant's main shop; undefined when the entity lacks it. */
  row: ShopRowModel | undefined;
  selectedAppId: number;
  onSelect: (appId: number) => void;
  renderActions: (row: ShopRowModel) => ReactNode;
  /** The translation badge of a row, when the entity type has translations. */
  renderBadge?: (row: ShopRowModel) => ReactNode;
}

/** The 'Main Shop' section: the tenant's mainAppId, above the Shop Overview (spec 2 §2.5). */
export const MainShopSection = memo(function MainShopSection({
  row,
  selectedAppId,
  onSelect,
  renderActions,
  renderBadge,
}: MainShopSectionProps) {
  const headingId = useId();
  return (
    <Stack component="section" aria-labelledby={headingId} spacing={1}>
      <Typography id={headingId} component="h2" variant="subtitle2">
        {t('shopPanel.mainShop')}
      </Typography>
      {row ? (
        <List dense disablePadding aria-labelledby={headingId}>
          <ShopRow
            row={row}
            selected={row.appId === selectedAppId}
            onSelect={onSelect}
            actions={renderActions(row)}
            badge={renderBadge?.(row)}
          />
        </List>
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('shopPanel.mainShop.missing')}
        </Typography>
      )}
    </Stack>
  );
});
