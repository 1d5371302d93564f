import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { memo, type ReactNode } from 'react';
import type { App } from '@generated/model';
import { SearchField } from '@/components/search-field';
import { t } from '@/i18n';
import { ColumnMenu } from './column-menu';
import { ShopSelect } from './shop-select';
import type { OverviewController } from './use-overview-controller';
import { ViewSwitch } from './view-switch';

/** Spec 1 §9: filter button width 118 px. */
const FILTER_BUTTON_WIDTH = 118;

/** The controls above the list: search, shop, filter button (with the count of set filters), columns, views. */
export const OverviewToolbar = memo(function OverviewToolbar({
  toolbar,
  apps,
  exportSlot,
}: {
  toolbar: OverviewController['toolbar'];
  apps: readonly App[];
  /** The export configurator (rendered only where the type may be exported). */
  exportSlot: ReactNode;
}) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        flexWrap: 'wrap',
        p: 2,
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      {toolbar.hasSearch && (
        <SearchField
          label={t('overview.search')}
          sx={{ minWidth: 240, flexGrow: 1, maxWidth: 420 }}
          value={toolbar.term}
          onSearch={toolbar.onSearch}
        />
      )}
      {toolbar.hasShop && <ShopSelect apps={apps} value={toolbar.shopId} onChange={toolbar.onShop} />}
      {toolbar.hasFilterToggle && (
        <Badge badgeContent={toolbar.activeFilterCount} color="primary" overlap="rectangular">
          <Button
            variant="outlined"
            startIcon={<FilterListIcon />}
            onClick={toolbar.onOpenFilters}
            sx={{ width: FILTER_BUTTON_WIDTH }}
            aria-label={t('overview.filter')}
            aria-haspopup="dialog"
          >
            {t('overview.filter')}
          </Button>
        </Badge>
      )}
      <Box sx={{ flexGrow: 1 }} />
      {toolbar.showColumns && (
        <ColumnMenu headlines={toolbar.headlines} hidden={toolbar.hidden} onToggle={toolbar.onToggleColumn} />
      )}
      {toolbar.showViewSwitch && (
        <ViewSwitch
          views={toolbar.views}
          value={toolbar.chosenView}
          nestedDisabled={toolbar.nestedDisabled}
          onChange={toolbar.onView}
        />
      )}
      {toolbar.showExport && exportSlot}
    </Box>
  );
});
