import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { memo, useMemo, type ReactNode } from 'react';
import type { OverviewHeadline } from '@generated/model';
import type { OverviewRow } from './entity-api';
import { OverviewCell } from './overview-cell';

export const TILE_PLACEHOLDERS = 20;
const MEDIA_COMPONENTS = new Set(['Image', 'Video']);

const grid = {
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(250px, 1fr))',
  gap: 2,
  p: 2,
} as const;

/** Media headlines (image, video) go on top of a tile, the others into its caption. */
function splitHeadlines(headlines: readonly OverviewHeadline[]) {
  const media = headlines.filter((h) => h.cell && MEDIA_COMPONENTS.has(h.cell.component ?? ''));
  return { media, caption: headlines.filter((h) => !media.includes(h)) };
}

/** The tile view: an auto-fill grid (min 250 px); media cells on top, the other headlines as caption. */
export function TileView({
  rows,
  headlines,
  loading,
  onOpen,
  renderActions,
}: {
  rows: readonly OverviewRow[];
  headlines: readonly OverviewHeadline[];
  loading: boolean;
  onOpen: (row: OverviewRow) => void;
  renderActions?: (row: OverviewRow) => ReactNode;
}) {
  const { media, caption } = useMemo(() => splitHeadlines(headlines), [headlines]);
  if (loading) {
    return (
      <Box sx={grid} aria-busy>
        {Array.from({ length: TILE_PLACEHOLDERS }, (_, index) => (
          <Card key={index} variant="outlined" data-testid="tile-placeholder">
            <Skeleton variant="rectangular" sx={{ width: '100%', height: 'auto', aspectRatio: '4 / 3' }} />
            <CardContent>
              <Skeleton variant="text" width="70%" />
              <Skeleton variant="text" width="40%" />
            </CardContent>
          </Card>
        ))}
      </Box>
    );
  }
  return (
    <Box component="ul" sx={{ ...grid, listStyle: 'none', m: 0 }}>
      {rows.map((row) => (
        <Tile
          key={row.id}
          row={row}
          media={media}
          caption={caption}
          onOpen={onOpen}
          renderActions={renderActions}
        />
      ))}
    </Box>
  );
}

interface TileProps {
  row: OverviewRow;
  media: readonly OverviewHeadline[];
  caption: readonly OverviewHeadline[];
  onOpen: (row: OverviewRow) => void;
  renderActions?: (row: OverviewRow) => ReactNode;
}

/** One tile; memoised, so an answer that changes nothing it shows does not render it again. */
const Tile = memo(function Tile({ row, media, caption, onOpen, renderActions }: TileProps) {
  return (
    <Card component="li" variant="outlined" sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardActionArea
        onClick={() => onOpen(row)}
        sx={{
          flexGrow: 1,
          display: 'flex',
          flexDirection: 'column',
          alignItems: 'stretch',
          justifyContent: 'flex-start',
        }}
      >
        {media.map((headline) => (
          <OverviewCell key={headline.name} row={row} cell={headline.cell!} large />
        ))}
        <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 0.5 }}>
          {caption.map((headline, index) => (
            <Typography
              key={headline.name}
              component="div"
              variant={index === 0 ? 'subtitle2' : 'body2'}
              color={index === 0 ? 'text.primary' : 'text.secondary'}
              sx={{ overflowWrap: 'anywhere' }}
            >
              {(headline.cells ?? (headline.cell ? [headline.cell] : [])).map((cell, cellIndex) => (
                <Box component="span" key={`${cell.field}-${cellIndex}`} sx={{ display: 'block' }}>
                  <OverviewCell row={row} cell={cell} />
                </Box>
              ))}
            </Typography>
          ))}
        </CardContent>
      </CardActionArea>
      {renderActions && (
        <CardActions sx={{ justifyContent: 'flex-end', pt: 0 }}>{renderActions(row)}</CardActions>
      )}
    </Card>
  );
});
