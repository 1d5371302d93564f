import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import { Link as RouterLink } from 'react-router';
import type { App, Entity, OverviewHeadline } from '@generated/model';
import { rowEditPath } from '@/entities/paths';
import { WidgetCell } from './widget-cell';

/** The tile view: a card per entity (grid of at least 250 px per tile), each opening the entity. */
export function WidgetTileView({
  headlines,
  rows,
  shops,
  shopId,
}: {
  headlines: OverviewHeadline[];
  rows: Entity[];
  shops: App[];
  shopId: number | undefined;
}) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))', gap: 2, p: 2 }}>
      {rows.map((row) => {
        const path = rowEditPath(row, shopId);
        const body = (
          <CardContent>
            {headlines.map((headline, index) => (
              <Box
                key={headline.name}
                sx={index === 0 ? { fontWeight: 600, mb: 1 } : { color: 'text.secondary', mt: 0.5 }}
              >
                {(headline.cells ?? (headline.cell ? [headline.cell] : [])).map((cell, i) => (
                  <WidgetCell key={cell.field + i} cell={cell} row={row} shops={shops} />
                ))}
              </Box>
            ))}
          </CardContent>
        );
        return (
          <Card key={row.id} variant="outlined" data-testid="widget-row">
            {path ? (
              <CardActionArea component={RouterLink} to={path}>
                {body}
              </CardActionArea>
            ) : (
              body
            )}
          </Card>
        );
      })}
    </Box>
  );
}
