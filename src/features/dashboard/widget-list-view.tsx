import Link from '@mui/material/Link';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { Link as RouterLink } from 'react-router';
import type { App, Entity, OverviewHeadline } from '@generated/model';
import { rowEditPath } from '@/entities/paths';
import { t } from '@/i18n';
import { WidgetCell } from './widget-cell';

interface WidgetListViewProps {
  headlines: OverviewHeadline[];
  rows: Entity[];
  shops: App[];
  shopId: number | undefined;
}

/** The list view: one row per entity; the first column opens the entity. */
export function WidgetListView({ headlines, rows, shops, shopId }: WidgetListViewProps) {
  return (
    <Table size="small">
      <TableHead>
        <TableRow>
          {headlines.map((headline) => (
            <TableCell key={headline.name}>{headline.label}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <TableRow key={row.id} hover data-testid="widget-row">
            {headlines.map((headline, index) => {
              const cells = headline.cells ?? (headline.cell ? [headline.cell] : []);
              const content = cells.map((cell, i) => (
                <span key={cell.field + i} style={{ display: 'block' }}>
                  <WidgetCell cell={cell} row={row} shops={shops} />
                </span>
              ));
              const path = index === 0 ? rowEditPath(row, shopId) : undefined;
              return (
                <TableCell key={headline.name}>
                  {path ? (
                    <Link
                      component={RouterLink}
                      to={path}
                      aria-label={t('dashboard.widget.open', { name: row.internalName })}
                      sx={{ fontWeight: 500 }}
                    >
                      {content}
                    </Link>
                  ) : (
                    content
                  )}
                </TableCell>
              );
            })}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
