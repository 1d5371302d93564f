import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import Close from '@mui/icons-material/Close';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import InsertDriveFileOutlined from '@mui/icons-material/InsertDriveFileOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import ListItem from '@mui/material/ListItem';
import ListItemIcon from '@mui/material/ListItemIcon';
import Typography from '@mui/material/Typography';
import { t } from '@/i18n';
import { formatFileSize } from '@/lib/format-file-size';
import type { UploadItem } from '@/forms/media/use-media-upload';

function StatusIcon({ status }: { status: UploadItem['status'] }) {
  if (status === 'done') return <CheckCircleOutlined color="success" fontSize="small" />;
  if (status === 'failed') return <ErrorOutlined color="error" fontSize="small" />;
  return <InsertDriveFileOutlined color="action" fontSize="small" />;
}

export interface UploadListItemProps {
  item: UploadItem;
  onRemove: (id: number) => void;
}

/** One file in the uploader's list: name, size, progress while uploading, then done or the error. */
export function UploadListItem({ item, onRemove }: UploadListItemProps) {
  const busy = item.status === 'checking' || item.status === 'uploading';
  const statusText =
    item.status === 'done'
      ? t('media.upload.done')
      : item.status === 'failed'
        ? t('media.upload.failed')
        : item.progress === null
          ? t('media.upload.inProgress')
          : t('media.upload.uploading', { percent: item.progress });
  return (
    <ListItem
      dense
      disableGutters
      secondaryAction={
        busy ? (
          <Box sx={{ width: 28 }} />
        ) : (
          <IconButton
            edge="end"
            size="small"
            aria-label={t('media.upload.remove', { name: item.name })}
            onClick={() => onRemove(item.id)}
          >
            <Close fontSize="small" />
          </IconButton>
        )
      }
    >
      <ListItemIcon sx={{ minWidth: 32 }}>
        <StatusIcon status={item.status} />
      </ListItemIcon>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography variant="body2" noWrap title={item.name} sx={{ flex: 1, minWidth: 0, fontWeight: 500 }}>
            {item.name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
            {formatFileSize(item.size)} · {statusText}
          </Typography>
        </Box>
        {busy && (
          <LinearProgress
            variant={item.progress === null ? 'indeterminate' : 'determinate'}
            value={item.progress ?? undefined}
            aria-label={t('media.upload.progressLabel', { name: item.name })}
            sx={{ mt: 0.5, borderRadius: 1 }}
          />
        )}
        {item.error && (
          <Typography variant="caption" color="error" component="p" sx={{ mt: 0.25 }}>
            {item.error}
          </Typography>
        )}
      </Box>
    </ListItem>
  );
}
