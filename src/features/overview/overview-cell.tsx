import ImageIcon from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { OverviewCell as CellSchema } from '@generated/model';
import { AppStatusChips } from '@/components/app-status-chips';
import { StatusChip } from '@/components/status-chip';
import { t } from '@/i18n';
import { formatDate, formatDateTime } from '@/lib/format-date';
import { formatFileSize } from '@/lib/format-file-size';
import type { OverviewRow } from './entity-api';
import { useOverviewContext } from './overview-context';
import { appConfigsOf, cellText, imageHash, valueAt } from './row-value';
import { StreamProductCount } from './stream-product-count';

const MAX_TAGS = 5;

function Tags({ value }: { value: unknown }) {
  const tags = Array.isArray(value) ? (value as Array<{ id: number; name: string }>) : [];
  const rest = tags.length - MAX_TAGS;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, alignItems: 'center' }}>
      {tags.slice(0, MAX_TAGS).map((tag) => (
        <Chip key={tag.id} size="small" label={tag.name} />
      ))}
      {rest > 0 && (
        <Typography variant="caption" color="text.secondary">
          {t('overview.moreTags', { count: rest })}
        </Typography>
      )}
    </Box>
  );
}

function Thumbnail({ row, value, large }: { row: OverviewRow; value: unknown; large: boolean }) {
  const { mediaUrls } = useOverviewContext();
  const hash = imageHash(value);
  const [failed, setFailed] = useState<string | null>(null);
  const size = large ? { width: '100%', height: 'auto', aspectRatio: '4 / 3' } : { width: 48, height: 48 };
  const frame = {
    ...size,
    borderRadius: large ? 0 : 1,
    // action.hover: a faint tint of the text colour, light grey on white and dark grey in the dark scheme.
    bgcolor: 'action.hover',
    objectFit: 'cover' as const,
    display: 'block',
  };
  if (!hash || !mediaUrls || failed === hash) {
    return (
      <Box sx={{ ...frame, display: 'grid', placeItems: 'center', color: 'text.disabled' }} aria-hidden>
        <ImageIcon fontSize={large ? 'large' : 'small'} />
      </Box>
    );
  }
  const meta = (row as { meta?: { mimeType?: string } }).meta;
  const mimeType = typeof value === 'string' ? meta?.mimeType : undefined;
  return (
    <Box
      component="img"
      src={mediaUrls.imageThumbnailUrl({ hash, mimeType })}
      alt=""
      loading="lazy"
      onError={() => setFailed(hash)}
      sx={frame}
    />
  );
}

function VideoThumbnail({ value, large }: { value: unknown; large: boolean }) {
  const { mediaUrls } = useOverviewContext();
  const hash = imageHash(value);
  const size = large ? { width: '100%', aspectRatio: '16 / 9' } : { width: 64, height: 36 };
  const frame = { ...size, borderRadius: 1, bgcolor: 'grey.900', display: 'block' };
  if (!hash || !mediaUrls) return <Box sx={frame} aria-hidden />;
  return <Box component="video" src={mediaUrls.videoUrl(hash)} muted preload="metadata" sx={frame} />;
}

/** One cell of an overview row, rendered by the cell's `component` (spec 1 §3). */
export function OverviewCell({
  row,
  cell,
  large = false,
}: {
  row: OverviewRow;
  cell: CellSchema;
  large?: boolean;
}) {
  const { config, apps } = useOverviewContext();
  const value = valueAt(row, cell.field);
  switch (cell.component) {
    case 'Date':
      return <>{formatDate(value as string)}</>;
    case 'DateTime':
      return (
        <>{config.resourceType === 'media' ? formatDate(value as string) : formatDateTime(value as string)}</>
      );
    case 'Status':
      return typeof value === 'string' ? <StatusChip status={value} /> : null;
    case 'AppStatuses':
      return <AppStatusChips configs={appConfigsOf(value)} apps={apps} />;
    case 'StreamProductCount':
      return <StreamProductCount entityId={row.id} configs={appConfigsOf(value)} />;
    case 'Image':
      return <Thumbnail row={row} value={value} large={large} />;
    case 'Video':
      return <VideoThumbnail value={value ?? (row as { hash?: string }).hash} large={large} />;
    case 'Tags':
      return <Tags value={value} />;
    case 'FileSize':
      return <>{typeof value === 'number' ? formatFileSize(value) : ''}</>;
    case 'Resolution': {
      const resolution = value as { width?: number; height?: number } | undefined;
      return (
        <>{resolution?.width && resolution.height ? `${resolution.width} x ${resolution.height}` : ''}</>
      );
    }
    case 'Link':
      return typeof value === 'string' && value ? (
        <Link href={value} target="_blank" rel="noreferrer" onClick={(event) => event.stopPropagation()}>
          {value}
        </Link>
      ) : null;
    case 'User':
      return <>{value === null || value === undefined ? '' : `${t('overview.by')} ${String(value)}`}</>;
    default:
      return <>{cellText(value)}</>;
  }
}
