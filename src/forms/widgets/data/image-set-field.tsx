import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { FieldProps } from '@rjsf/utils';
import type { ImageSet } from '@generated/model/imageSet';
import type { ImageValue } from '@generated/model/imageValue';
import { validateMediaSet } from '@/forms/media/media-values';
import { FALLBACK_IMAGE_TYPES } from '@/forms/media/upload-constraints';
import { dataFieldOptions, fieldLabel, isLocked } from './field-options';
import { ImageTile } from './image-tile';
import { setKeys, withSetKey } from './media-set';
import { mediaKeyLabel } from '@/forms/media/media-key-label';

/** Image uploads in the editor take jpeg, jpg, png and svg+xml (spec 2 §5.2), the fallback images' types. */
const EDITOR_IMAGE_TYPES = FALLBACK_IMAGE_TYPES;

/** The image keys of a set without `ui:options.keys` (spec 2 §3). */
const DEFAULT_IMAGE_KEYS = ['desktop_default', 'mobile_default'];

/**
 * ImageSet (spec 1 §4.7, §5): one tile per image key (`ui:options.keys`) holding the contract's ImageValue
 * (`hash`, `meta.focus`); images are picked from the media library or uploaded under the field's upload
 * constraints; the focus point (`ui:options.focus`) defaults to center-center; at least one key.
 */
export function ImageSetField(props: FieldProps) {
  const options = dataFieldOptions(props);
  const value = (props.formData ?? undefined) as ImageSet | undefined;
  const keys = setKeys(options.keys, value, DEFAULT_IMAGE_KEYS);
  const locked = isLocked(props);
  const empty = validateMediaSet(value, 'image');
  const change = (key: string, image: ImageValue | undefined) =>
    props.onChange(withSetKey(value, key, image), props.fieldPathId.path);
  return (
    // The field's id: a validation message's link scrolls to and focuses the set (it has no control of its own).
    <Box id={props.fieldPathId.$id}>
      <Typography variant="subtitle2" component="p" sx={{ mb: 1 }}>
        {fieldLabel(props)}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))', gap: 1.5 }}>
        {keys.map((key) => (
          <ImageTile
            key={key}
            label={mediaKeyLabel(key)}
            value={value?.[key]}
            onChange={(image) => change(key, image)}
            focus={options.focus === true}
            constraints={options.constraints}
            uploadTypes={EDITOR_IMAGE_TYPES}
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
