import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import { TriStateCheckbox } from '@/components/tri-state-checkbox';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TableSortLabel from '@mui/material/TableSortLabel';
import { memo, type ReactNode } from 'react';
import type { OverviewHeadline } from '@generated/model';
import { t } from '@/i18n';
import type { OverviewRow } from './entity-api';
import { OverviewCell } from './overview-cell';
import { rowName } from './row-value';
import { selectAllState } from './selection';
import type { SortState } from './sorting';
import { useProgressiveRows } from './use-progressive-rows';
import { visuallyHidden } from '@/lib/visually-hidden';

export const LIST_PLACEHOLDER_ROWS = 10;
/**
 * A placeholder row's height: about a real row's smallest (a few shops' status and product counts: 125 px and
 * up). Ten of them reach below the fold, so the rows arriving move nothing in view (layout shift), and the
 * footer does not jump from under a one-line table to the end of the page.
 */
export const LIST_PLACEHOLDER_ROW_HEIGHT = 125;

/**
 * A row's cell holds its headline's cells stacked, the second and later in the secondary text: plain `div`s
 * styled once by the table (`TABLE_SX`), not a Box each — two to three styled components fewer per column and
 * row (issue 28: the rows' passes).
 */
const CELL_CLASS = 'overview-cell';
const TABLE_SX = {
  [`& .${CELL_CLASS}`]: { display: 'flex', flexDirection: 'column', gap: 0.25 },
  [`& .${CELL_CLASS} > div + div`]: { color: 'text.secondary', fontSize: '0.8125rem' },
} as const;

export interface ListViewProps {
  rows: readonly OverviewRow[];
  headlines: readonly OverviewHeadline[];
  loading: boolean;
  sort?: SortState;
  onSort: (field: string) => void;
  /** Row selection (omit to render without checkboxes). */
  selection?: {
    selected: readonly number[];
    enabled: readonly number[];
    /** `range`: shift was held (select from the row clicked before). */
    onToggle: (id: number, range?: boolean) => void;
    onToggleAll: () => void;
  };
  onOpen: (row: OverviewRow) => void;
  renderActions?: (row: OverviewRow) => ReactNode;
  /** An extra first column (the nested view's "open level" button). */
  renderLead?: (row: OverviewRow) => ReactNode;
}

function headlineCells(headline: OverviewHeadline) {
  return headline.cells ?? (headline.cell ? [headline.cell] : []);
}

/** The list view: a table of the visible headlines (group columns stack their cells), sortable headers. */
export function ListView({
  rows,
  headlines,
  loading,
  sort,
  onSort,
  selection,
  onOpen,
  renderActions,
  renderLead,
}: ListViewProps) {
  const allState = selection ? selectAllState(selection.selected, selection.enabled) : 'none';
  // The placeholders stay until the rows render (in passes, see the hook); the table is busy until all show.
  const { shown, complete } = useProgressiveRows(rows, loading);
  return (
    <TableContainer>
      <Table size="small" aria-busy={!complete || undefined} sx={TABLE_SX}>
        <TableHead>
          <TableRow>
            {selection && (
              <TableCell padding="checkbox">
                <TriStateCheckbox
                  size="small"
                  checked={allState === 'all'}
                  indeterminate={allState === 'some'}
                  disabled={loading || selection.enabled.length === 0}
                  onChange={selection.onToggleAll}
                  slotProps={{ input: { 'aria-label': t('overview.selectAll') } }}
                />
              </TableCell>
            )}
            {renderLead && <TableCell padding="checkbox" />}
            {headlines.map((headline) => {
              const field = headline.sortingField;
              const active = !!field && sort?.field === field;
              return (
                <TableCell key={headline.name} sortDirection={active ? sort?.direction : false}>
                  {field ? (
                    <TableSortLabel
                      active={active}
                      direction={active ? sort?.direction : 'desc'}
                      onClick={() => onSort(field)}
                    >
                      {headline.label}
                    </TableSortLabel>
                  ) : (
                    headline.label
                  )}
                </TableCell>
              );
            })}
            {renderActions && (
              <TableCell align="right">
                <Box component="span" sx={visuallyHidden}>
                  {t('overview.actions')}
                </Box>
              </TableCell>
            )}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown === null ? (
            <PlaceholderRows
              columns={headlines.map((headline) => headline.name).join('\n')}
              selectable={!!selection}
              lead={!!renderLead}
              actions={!!renderActions}
            />
          ) : (
            shown.map((row) => (
              <ListRow
                key={row.id}
                row={row}
                headlines={headlines}
                selectable={!!selection}
                checked={selection?.selected.includes(row.id) ?? false}
                disabled={!selection?.enabled.includes(row.id)}
                onToggle={selection?.onToggle}
                onOpen={onOpen}
                renderActions={renderActions}
                renderLead={renderLead}
              />
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface ListRowProps {
  row: OverviewRow;
  headlines: readonly OverviewHeadline[];
  selectable: boolean;
  checked: boolean;
  disabled: boolean;
  onToggle?: (id: number, range?: boolean) => void;
  onOpen: (row: OverviewRow) => void;
  renderActions?: (row: OverviewRow) => ReactNode;
  renderLead?: (row: OverviewRow) => ReactNode;
}

/** One row; memoised, so a pass that adds rows (or ticks one) does not render the rows already shown again. */
const ListRow = memo(function ListRow({
  row,
  headlines,
  selectable,
  checked,
  disabled,
  onToggle,
  onOpen,
  renderActions,
  renderLead,
}: ListRowProps) {
  return (
    <TableRow hover selected={checked} onClick={() => onOpen(row)} sx={{ cursor: 'pointer' }}>
      {selectable && (
        <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
          <Checkbox
            size="small"
            checked={checked}
            disabled={disabled}
            onChange={(event) => onToggle?.(row.id, (event.nativeEvent as MouseEvent).shiftKey)}
            slotProps={{
              input: { 'aria-label': t('overview.selectRow', { name: rowName(row) }) },
            }}
          />
        </TableCell>
      )}
      {renderLead && (
        <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
          {renderLead(row)}
        </TableCell>
      )}
      {headlines.map((headline) => (
        <TableCell key={headline.name}>
          <div className={CELL_CLASS}>
            {headlineCells(headline).map((cell, index) => (
              <div key={`${cell.field}-${index}`}>
                <OverviewCell row={row} cell={cell} />
              </div>
            ))}
          </div>
        </TableCell>
      ))}
      {renderActions && <TableCell align="right">{renderActions(row)}</TableCell>}
    </TableRow>
  );
});

/**
 * The loading rows; memoised on what shapes them (the column names, the extra columns), so the renders while
 * the page loads (the schema, the shops, the user arriving one after another) do not render them again.
 */
const PlaceholderRows = memo(function PlaceholderRows({
  columns,
  selectable,
  lead,
  actions,
}: {
  /** The visible columns' names, one per line ('' before the columns are known). */
  columns: string;
  selectable: boolean;
  lead: boolean;
  actions: boolean;
}) {
  const names = columns ? columns.split('\n') : [];
  return Array.from({ length: LIST_PLACEHOLDER_ROWS }, (_, index) => (
    <TableRow key={index} data-testid="list-placeholder" sx={{ height: LIST_PLACEHOLDER_ROW_HEIGHT }}>
      {selectable && <TableCell padding="checkbox" />}
      {lead && <TableCell padding="checkbox" />}
      {names.map((name) => (
        <TableCell key={name}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
      {/* Before the columns are known (the overview schema loads beside the rows), one wide cell. */}
      {names.length === 0 && (
        <TableCell>
          <Skeleton variant="text" />
        </TableCell>
      )}
      {actions && <TableCell />}
    </TableRow>
  ));
});
