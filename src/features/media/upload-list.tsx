import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { t } from '@/i18n';
import { UploadListItem } from './upload-list-item';
import type { UploadItem } from '@/forms/media/use-media-upload';

export interface UploadListProps {
  items: UploadItem[];
  onRemove: (id: number) => void;
  onClearFinished: () => void;
}

/** The files of this session's uploads, newest first: in progress, finished and failed. */
export function UploadList({ items, onRemove, onClearFinished }: UploadListProps) {
  const titleId = useId();
  if (items.length === 0) return null;
  const anyFinished = items.some((item) => item.status === 'done' || item.status === 'failed');
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 1.5 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography id={titleId} variant="subtitle2" component="h2">
          {t('media.upload.listLabel')}
        </Typography>
        {anyFinished && (
          <Button size="small" onClick={onClearFinished}>
            {t('media.upload.clearFinished')}
          </Button>
        )}
      </Box>
      <List dense disablePadding aria-labelledby={titleId}>
        {items.map((item) => (
          <UploadListItem key={item.id} item={item} onRemove={onRemove} />
        ))}
      </List>
    </Box>
  );
}
