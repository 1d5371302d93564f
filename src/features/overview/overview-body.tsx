import AccountTreeIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
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
export function OverviewBody({ body }: { body: OverviewController['body'] }) {
  const { view, rows, headlines, loading, onOpen, onOpenLevel } = body;
  const renderActions = body.rowActions.length
    ? (row: OverviewRow) => (
        <RowActions
          row={row}
          actions={body.rowActions}
          locale={body.locale}
          parentId={body.parentFilter}
          onDelete={body.onDelete}
        />
      )
    : undefined;

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
  if (view === 'nested') {
    return (
      <ListView
        {...listProps}
        // A page with subpages opens its level; a leaf opens the page itself.
        onOpen={(row) => (hasChildren(row) ? onOpenLevel(row.id) : onOpen(row))}
        renderLead={(row) =>
          hasChildren(row) ? (
            <IconButton
              size="small"
              aria-label={t('overview.openLevel', { name: rowName(row) })}
              onClick={() => onOpenLevel(row.id)}
            >
              <AccountTreeIcon fontSize="small" />
            </IconButton>
          ) : null
        }
      />
    );
  }
  return <ListView {...listProps} onOpen={onOpen} selection={body.selection} />;
}
