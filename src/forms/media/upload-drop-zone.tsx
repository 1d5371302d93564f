import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRef, useState, type ChangeEvent, type DragEvent } from 'react';
import { t } from '@/i18n';
import type { MediaKind } from '@generated/model/mediaKind';

export interface UploadDropZoneProps {
  kind: MediaKind;
  /** The file input's `accept`. */
  accept: string;
  multiple?: boolean;
  disabled?: boolean;
  onFiles: (files: File[]) => void;
}

/** A drop target plus an 'Upload' button that opens the file chooser (the keyboard path). */
export function UploadDropZone({
  kind,
  accept,
  multiple = true,
  disabled = false,
  onFiles,
}: UploadDropZoneProps) {
  const input = useRef<HTMLInputElement>(null);
  const [over, setOver] = useState(false);

  const onDragOver = (event: DragEvent<HTMLElement>) => {
    if (disabled) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
    setOver(true);
  };
  const onDrop = (event: DragEvent<HTMLElement>) => {
    event.preventDefault();
    setOver(false);
    if (disabled) return;
    const files = Array.from(event.dataTransfer.files);
    if (files.length > 0) onFiles(multiple ? files : files.slice(0, 1));
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    const files = Array.from(event.target.files ?? []);
    event.target.value = '';
    if (files.length > 0) onFiles(files);
  };

  return (
    <Box
      role="group"
      aria-label={t(`media.upload.dropZone.${kind}`)}
      data-testid="media-upload-drop-zone"
      onDragOver={onDragOver}
      onDragEnter={onDragOver}
      onDragLeave={() => setOver(false)}
      onDrop={onDrop}
      sx={{
        display: 'flex',
        alignItems: 'center',
        gap: 2,
        px: 2,
        py: 1.5,
        border: '2px dashed',
        borderColor: over ? 'primary.main' : 'divider',
        borderRadius: 2,
        bgcolor: over ? 'action.hover' : 'background.paper',
        transition: 'border-color 120ms, background-color 120ms',
      }}
    >
      <CloudUploadOutlined color={over ? 'primary' : 'action'} />
      <Typography variant="body2" color="text.secondary" sx={{ flex: 1 }}>
        {t(`media.upload.dropHint.${kind}`)}
      </Typography>
      <Button
        variant="contained"
        startIcon={<CloudUploadOutlined />}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {t('media.upload.button')}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={accept}
        multiple={multiple}
        data-testid="media-upload-input"
        onChange={onChange}
      />
    </Box>
  );
}
