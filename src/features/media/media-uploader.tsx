import Box from '@mui/material/Box';
import type { MediaKind } from '@generated/model/mediaKind';
import { acceptAttribute, type UploadConstraints } from '@/forms/media/upload-constraints';
import { UploadDropZone } from '@/forms/media/upload-drop-zone';
import { UploadList } from './upload-list';
import { useMediaUpload, type UploadedMedia } from '@/forms/media/use-media-upload';

export interface MediaUploaderProps {
  kind: MediaKind;
  /** Upload limits (spec 1 §5); none means any file of the kind. Videos honour only minSize and maxSize. */
  constraints?: UploadConstraints;
  /** Exact accepted MIME types (e.g. FALLBACK_IMAGE_TYPES); default `{kind}/*`. */
  types?: readonly string[];
  /** Several files at once (default true). */
  multiple?: boolean;
  /** Called once per successfully uploaded file with the created media entity. */
  onUploaded?: (media: UploadedMedia, file: File) => void;
}

/**
 * The media uploader (spec 1 §2.8, §5, §8): drop zone and 'Upload' button, per-file checks and progress, a list
 * of finished and failed uploads, error notifications (toasts of the app); a success refreshes the media lists.
 */
export function MediaUploader({ kind, constraints, types, multiple = true, onUploaded }: MediaUploaderProps) {
  const { items, upload, remove, clearFinished } = useMediaUpload({
    kind,
    constraints,
    types,
    onUploaded,
  });
  return (
    <Box>
      <UploadDropZone
        kind={kind}
        accept={acceptAttribute(kind, types)}
        multiple={multiple}
        onFiles={(files) => void upload(files)}
      />
      <UploadList items={items} onRemove={remove} onClearFinished={clearFinished} />
    </Box>
  );
}
