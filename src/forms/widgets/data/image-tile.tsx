import ImageOutlined from '@mui/icons-material/ImageOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { FocusPosition } from '@generated/model/focusPosition';
import type { ImageValue } from '@generated/model/imageValue';
import type { UploadConstraints } from '@generated/model/uploadConstraints';
import { imageFocus, withImageFocus } from '@/forms/media/media-values';
import { useMediaUrls } from '@/forms/media/use-media-urls';
import { t } from '@/i18n';
import { FocusPicker } from './focus-picker';
import { MediaLibraryDialog } from './media-library-dialog';
import { MediaUploadButton } from './media-upload-button';

interface ImageTileProps {
  /** The image key (desktop_default …), shown as the tile's name. */
  label: string;
  value: ImageValue | undefined;
  onChange: (value: ImageValue | undefined) => void;
  focus: boolean;
  constraints?: UploadConstraints;
  /** Exact MIME types the image must have, picked or uploaded (a video's fallback image). */
  types?: readonly string[];
  /** Exact MIME types of an upload (default `types`). */
  uploadTypes?: readonly string[];
  locked: boolean;
}

/** One image of a set: thumbnail, pick from the library, upload, focus point (when enabled) and remove. */
export function ImageTile({
  label,
  value,
  onChange,
  focus,
  constraints,
  types,
  uploadTypes = types,
  locked,
}: ImageTileProps) {
  const urls = useMediaUrls();
  const [libraryOpen, setLibraryOpen] = useState(false);
  const choose = (hash: string) => onChange(withImageFocus({ hash }, focus));
  const shownFocus = imageFocus(value, focus);
  return (
    <Box role="group" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <Typography variant="caption" component="p" sx={{ mb: 0.5, fontWeight: 500 }}>
        {label}
      </Typography>
      <Box
        sx={{
          position: 'relative',
          height: 140,
          bgcolor: 'action.hover',
          borderRadius: 0.5,
          overflow: 'hidden',
        }}
      >
        {value?.hash ? (
          <Box
            component="img"
            alt={t('dataFields.image.preview', { label })}
            src={urls?.imageThumbnailUrl({ hash: value.hash })}
            sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
          />
        ) : (
          <Stack
            sx={{ alignItems: 'center', justifyContent: 'center', height: '100%', color: 'text.secondary' }}
          >
            <ImageOutlined />
            <Typography variant="caption">{t('dataFields.image.none')}</Typography>
          </Stack>
        )}
        {value?.hash && shownFocus && (
          <FocusPicker
            label={label}
            value={shownFocus}
            disabled={locked}
            onChange={(position: FocusPosition) => onChange(withImageFocus(value, true, position))}
          />
        )}
      </Box>
      {!locked && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center', mt: 0.5 }}>
          <Button size="small" onClick={() => setLibraryOpen(true)}>
            {t('dataFields.media.choose')}
          </Button>
          <MediaUploadButton
            kind="image"
            constraints={constraints}
            types={uploadTypes}
            label={t('dataFields.media.upload')}
            onUploaded={(media) => choose(media.hash)}
          />
          {value?.hash && (
            <Button size="small" color="error" onClick={() => onChange(undefined)}>
              {t('dataFields.media.remove')}
            </Button>
          )}
        </Stack>
      )}
      <MediaLibraryDialog
        open={libraryOpen}
        kind="image"
        types={types}
        onClose={() => setLibraryOpen(false)}
        onPick={(media) => {
          setLibraryOpen(false);
          choose(media.hash);
        }}
      />
    </Box>
  );
}
