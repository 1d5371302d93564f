import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { UploadConstraints } from '@generated/model/uploadConstraints';
import type { VideoValue } from '@generated/model/videoValue';
import { changeVideo } from '@/forms/media/media-values';
import { FALLBACK_IMAGE_TYPES } from '@/forms/media/upload-constraints';
import { useMediaUrls } from '@/forms/media/use-media-urls';
import { t } from '@/i18n';
import { ImageTile } from './image-tile';
import { MediaLibraryDialog } from './media-library-dialog';
import { MediaUploadButton } from './media-upload-button';
import { PlayerOptions } from './player-options';

interface VideoTileProps {
  label: string;
  value: VideoValue | undefined;
  onChange: (value: VideoValue | undefined) => void;
  constraints?: UploadConstraints;
  locked: boolean;
}

/**
 * One video of a set: the video (library or upload; another video resets the player options), its player
 * options and its fallback image (jpeg, jpg, png or svg).
 */
export function VideoTile({ label, value, onChange, constraints, locked }: VideoTileProps) {
  const urls = useMediaUrls();
  const [libraryOpen, setLibraryOpen] = useState(false);
  const choose = (hash: string) => onChange(changeVideo(value, hash));
  return (
    <Box role="group" aria-label={label} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1 }}>
      <Typography variant="caption" component="p" sx={{ mb: 0.5, fontWeight: 500 }}>
        {label}
      </Typography>
      {value?.videoHash && urls ? (
        <Box
          component="video"
          src={urls.videoUrl(value.videoHash)}
          controls
          muted
          preload="metadata"
          aria-label={t('dataFields.video.preview', { label })}
          sx={{ width: '100%', maxHeight: 160, bgcolor: 'common.black', borderRadius: 0.5 }}
        />
      ) : (
        <Typography variant="body2" color="text.secondary">
          {t('dataFields.video.none')}
        </Typography>
      )}
      {!locked && (
        <Stack direction="row" sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
          <Button size="small" onClick={() => setLibraryOpen(true)}>
            {t('dataFields.media.choose')}
          </Button>
          <MediaUploadButton
            kind="video"
            constraints={constraints}
            label={t('dataFields.media.upload')}
            onUploaded={(media) => choose(media.hash)}
          />
          {value?.videoHash && (
            <Button size="small" color="error" onClick={() => onChange(undefined)}>
              {t('dataFields.media.remove')}
            </Button>
          )}
        </Stack>
      )}
      <PlayerOptions value={value} onChange={onChange} locked={locked} />
      <ImageTile
        label={t('dataFields.video.fallback', { label })}
        value={value?.fallbackImageHash ? { hash: value.fallbackImageHash } : undefined}
        onChange={(image) => value && onChange({ ...value, fallbackImageHash: image?.hash ?? null })}
        focus={false}
        types={FALLBACK_IMAGE_TYPES}
        locked={locked || !value?.videoHash}
      />
      <MediaLibraryDialog
        open={libraryOpen}
        kind="video"
        onClose={() => setLibraryOpen(false)}
        onPick={(media) => {
          setLibraryOpen(false);
          choose(media.hash);
        }}
      />
    </Box>
  );
}
