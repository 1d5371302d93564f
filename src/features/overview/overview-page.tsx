import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import { useMemo, type ReactNode } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import type { EntityType } from '@/entities';
import { FilterDrawer } from '@/forms/filter-drawer';
import { t } from '@/i18n';
import { OverviewBulk } from './bulk/overview-bulk';
import { NestedBreadcrumbs } from './nested-breadcrumbs';
import { OverviewBody } from './overview-body';
import { OverviewContext, type MediaUrls } from './overview-context';
import { OverviewFooter } from './overview-footer';
import { OverviewHeader } from './overview-header';
import { OverviewToolbar } from './overview-toolbar';
import { RefusedFiltersAlert } from './refused-filters-alert';
import { rowName } from './row-value';
import { useOverviewController } from './use-overview-controller';

export interface OverviewPageProps {
  type: EntityType;
  /** Rendered above the card (the media uploader on image and video overviews). */
  headerExtra?: ReactNode;
  /** The export configurator, given the address filters and the selected ids (hidden when export is disallowed). */
  renderExport?: (props: { filters: Record<string, string>; selectedIds: number[] }) => ReactNode;
  /** Media URL builders of the tenant (thumbnails, open in a new tab). */
  mediaUrls?: MediaUrls | null;
}

/** The schema-driven overview page of an entity type (spec 1 §2.7, §4.1): the controller's state, rendered. */
export function OverviewPage({ type, headerExtra, renderExport, mediaUrls = null }: OverviewPageProps) {
  const overview = useOverviewController(type, mediaUrls);
  const { config, toolbar, deletion, body } = overview;
  // Elements memoised on what they show: a query answer that changes neither renders neither (issue 28).
  const exportSlot = useMemo(
    () => renderExport?.({ filters: toolbar.exportFilters, selectedIds: toolbar.selected }),
    [renderExport, toolbar.exportFilters, toolbar.selected],
  );
  const bodyElement = useMemo(() => <OverviewBody body={body} />, [body]);
  const confirmDelete = useMemo(
    () => (
      <ConfirmDialog
        open={deletion.pending !== null}
        busy={deletion.busy}
        onClose={deletion.cancel}
        onConfirm={deletion.confirm}
      >
        {deletion.pending ? t('overview.delete.text', { name: rowName(deletion.pending) }) : null}
      </ConfirmDialog>
    ),
    [deletion],
  );
  return (
    <OverviewContext.Provider value={overview.context}>
      <OverviewHeader
        title={overview.header.title}
        entity={config.singular}
        createPath={overview.header.createPath}
      />
      {headerExtra && <Box sx={{ mb: 3 }}>{headerExtra}</Box>}
      <Card variant="outlined">
        <OverviewToolbar toolbar={toolbar} apps={overview.apps} exportSlot={exportSlot} />
        {overview.refused && <RefusedFiltersAlert refused={overview.refused} />}
        {overview.breadcrumbs && <NestedBreadcrumbs {...overview.breadcrumbs} />}
        <OverviewBulk options={overview.bulk} apps={overview.apps} onSelectAll={body.selection?.onSelectAll}>
          {bodyElement}
        </OverviewBulk>
        <OverviewFooter {...overview.footer} />
      </Card>
      <FilterDrawer
        {...overview.filterDrawer}
        formId="overview-filters"
        noFieldsText={t('overview.filters.none')}
      />
      {confirmDelete}
    </OverviewContext.Provider>
  );
}
