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
import type { ReactNode } from 'react';
import type { OverviewHeadline } from '@generated/model';
import { t } from '@/i18n';
import type { OverviewRow } from './entity-api';
import { OverviewCell } from './overview-cell';
import { rowName } from './row-value';
import { selectAllState } from './selection';
import type { SortState } from './sorting';
import { visuallyHidden } from '@/lib/visually-hidden';

export const LIST_PLACEHOLDER_ROWS = 10;

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
    onToggle: (id: number) => void;
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
  return (
    <TableContainer>
      <Table size="small" aria-busy={loading || undefined}>
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
          {loading
            ? Array.from({ length: LIST_PLACEHOLDER_ROWS }, (_, index) => (
                <TableRow key={index} data-testid="list-placeholder">
                  {selection && <TableCell padding="checkbox" />}
                  {renderLead && <TableCell padding="checkbox" />}
                  {headlines.map((headline) => (
                    <TableCell key={headline.name}>
                      <Skeleton variant="text" />
                    </TableCell>
                  ))}
                  {renderActions && <TableCell />}
                </TableRow>
              ))
            : rows.map((row) => {
                const checked = selection?.selected.includes(row.id) ?? false;
                return (
                  <TableRow
                    key={row.id}
                    hover
                    selected={checked}
                    onClick={() => onOpen(row)}
                    sx={{ cursor: 'pointer' }}
                  >
                    {selection && (
                      <TableCell padding="checkbox" onClick={(event) => event.stopPropagation()}>
                        <Checkbox
                          size="small"
                          checked={checked}
                          disabled={!selection.enabled.includes(row.id)}
                          onChange={() => selection.onToggle(row.id)}
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
                        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 0.25 }}>
                          {headlineCells(headline).map((cell, index) => (
                            <Box
                              key={`${cell.field}-${index}`}
                              sx={index > 0 ? { color: 'text.secondary', fontSize: '0.8125rem' } : undefined}
                            >
                              <OverviewCell row={row} cell={cell} />
                            </Box>
                          ))}
                        </Box>
                      </TableCell>
                    ))}
                    {renderActions && <TableCell align="right">{renderActions(row)}</TableCell>}
                  </TableRow>
                );
              })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
