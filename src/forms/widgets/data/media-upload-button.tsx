import CloudUploadOutlined from '@mui/icons-material/CloudUploadOutlined';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useRef } from 'react';
import type { MediaKind } from '@generated/model/mediaKind';
import type { UploadConstraints } from '@generated/model/uploadConstraints';
import { acceptAttribute } from '@/forms/media/upload-constraints';
import { useMediaUpload, type UploadedMedia } from '@/forms/media/use-media-upload';
import { t } from '@/i18n';

interface MediaUploadButtonProps {
  kind: MediaKind;
  constraints?: UploadConstraints;
  /** Exact MIME types (fallback images). */
  types?: readonly string[];
  label: string;
  disabled?: boolean;
  onUploaded: (media: UploadedMedia) => void;
}

/**
 * Upload of one file for a field: the upload rules of spec 1 §5 are checked before sending, failures are shown
 * under the button and as error toasts (spec 1 §8); the uploaded media is handed to the field.
 */
export function MediaUploadButton({
  kind,
  constraints,
  types,
  label,
  disabled = false,
  onUploaded,
}: MediaUploadButtonProps) {
  const input = useRef<HTMLInputElement>(null);
  const { items, upload } = useMediaUpload({ kind, constraints, types, onUploaded });
  const latest = items[0];
  const busy = latest?.status === 'checking' || latest?.status === 'uploading';
  return (
    <>
      <Button
        size="small"
        startIcon={<CloudUploadOutlined />}
        disabled={disabled || busy}
        onClick={() => input.current?.click()}
      >
        {label}
      </Button>
      <input
        ref={input}
        type="file"
        hidden
        accept={acceptAttribute(kind, types)}
        data-testid={`upload-${kind}`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void upload([file]);
        }}
      />
      {busy && (
        <LinearProgress
          variant={latest.progress === null ? 'indeterminate' : 'determinate'}
          value={latest.progress ?? undefined}
          aria-label={t('media.upload.progressLabel', { name: latest.name })}
          sx={{ width: '100%' }}
        />
      )}
      {latest?.status === 'failed' && (
        <Typography variant="caption" color="error" sx={{ width: '100%' }}>
          {latest.error}
        </Typography>
      )}
    </>
  );
}
