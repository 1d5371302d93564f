import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldProps } from '@rjsf/utils';
import type { VideoSet } from '@generated/model/videoSet';
import type { VideoValue } from '@generated/model/videoValue';
import { validateMediaSet } from '@/forms/media/media-values';
import { dataFieldOptions, fieldLabel, isLocked } from './field-options';
import { setKeys, withSetKey } from './media-set';
import { VideoTile } from './video-tile';
import { mediaKeyLabel } from '@/forms/media/media-key-label';

/** The video keys of a set without `ui:options.keys` (spec 2 §3). */
const DEFAULT_VIDEO_KEYS = ['desktop', 'mobile'];

/**
 * VideoSet (spec 1 §4.7, §5): per key (desktop, mobile) the contract's VideoValue: `videoHash`, player options
 * (autoplay, loop, mute, hideControls; disabled without a video, reset when the video changes) and a fallback
 * image; at least one key.
 */
export function VideoSetField(props: FieldProps) {
  const options = dataFieldOptions(props);
  const value = (props.formData ?? undefined) as VideoSet | undefined;
  const locked = isLocked(props);
  const empty = validateMediaSet(value, 'video');
  const change = (key: string, video: VideoValue | undefined) =>
    props.onChange(withSetKey(value, key, video), props.fieldPathId.path);
  return (
    // The field's id: a validation message's link scrolls to and focuses the set (it has no control of its own).
    <Box id={props.fieldPathId.$id}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {fieldLabel(props)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', gap: 1.5 }}>
        {setKeys(options.keys, value, DEFAULT_VIDEO_KEYS).map((key) => (
          <VideoTile
            key={key}
            label={mediaKeyLabel(key)}
            value={value?.[key]}
            onChange={(video) => change(key, video)}
            constraints={options.constraints}
            locked={locked}
          />
        ))}
      </Box>
      {empty && (
        <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
          {empty}
        </Typography>
      )}
    </Box>
  );
}
