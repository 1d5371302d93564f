import AccountTreeIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import { memo, useCallback, useMemo } from 'react';
import { EmptyState } from '@/components/empty-state';
import { EmptyCollection } from './empty-collection';
import { t } from '@/i18n';
import type { OverviewRow } from './entity-api';
import { ListView } from './list-view';
import { RowActions } from './row-actions';
import { hasChildren, rowName } from './row-value';
import { TileView } from './tile-view';
import type { OverviewController } from './use-overview-controller';

/** The rows in the active view: empty state, tiles, the nested levels or the selectable list. */
export const OverviewBody = memo(function OverviewBody({ body }: { body: OverviewController['body'] }) {
  const { view, rows, headlines, loading, onOpen, onOpenLevel, rowActions, locale, parentFilter, onDelete } =
    body;
  // Stable while the actions and their context are: the memoised rows do not render again for another answer.
  const renderActions = useMemo(
    () =>
      rowActions.length
        ? (row: OverviewRow) => (
            <RowActions
              row={row}
              actions={rowActions}
              locale={locale}
              parentId={parentFilter}
              onDelete={onDelete}
            />
          )
        : undefined,
    [rowActions, locale, parentFilter, onDelete],
  );
  // A page with subpages opens its level; a leaf opens the page itself.
  const openNested = useCallback(
    (row: OverviewRow) => (hasChildren(row) ? onOpenLevel(row.id) : onOpen(row)),
    [onOpen, onOpenLevel],
  );
  const renderLead = useCallback(
    (row: OverviewRow) =>
      hasChildren(row) ? (
        <IconButton
          size="small"
          aria-label={t('overview.openLevel', { name: rowName(row) })}
          onClick={() => onOpenLevel(row.id)}
        >
          <AccountTreeIcon fontSize="small" />
        </IconButton>
      ) : null,
    [onOpenLevel],
  );

  if (view === 'empty' && body.emptyCollection) return <EmptyCollection {...body.emptyCollection} />;
  if (view === 'empty') return <EmptyState title={body.emptyTitle} text={body.emptyText} />;
  if (view === 'tile') {
    return (
      <TileView
        rows={rows}
        headlines={headlines}
        loading={loading}
        onOpen={onOpen}
        renderActions={renderActions}
      />
    );
  }
  const listProps = { rows, headlines, loading, sort: body.sort, onSort: body.onSort, renderActions };
  if (view === 'nested') return <ListView {...listProps} onOpen={openNested} renderLead={renderLead} />;
  return <ListView {...listProps} onOpen={onOpen} selection={body.selection} />;
});
