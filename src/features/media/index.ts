/** The media feature: the uploader; the upload rules, media URLs and value helpers it re-exports live in src/forms/media (the form widgets share them). */
export { MediaUploader, type MediaUploaderProps } from './media-uploader';
export type { UploadedMedia } from '@/forms/media/use-media-upload';
export type { MediaKind } from '@generated/model/mediaKind';
export {
  FALLBACK_IMAGE_TYPES,
  RATIO_TOLERANCE,
  acceptAttribute,
  validateDimensions,
  validateFileSize,
  validateFileType,
  validateUpload,
  type UploadCandidate,
  type UploadConstraints,
} from '@/forms/media/upload-constraints';
export {
  THUMBNAIL_QUALITY,
  imageThumbnailUrl,
  imageUrl,
  isSvg,
  mediaImageSource,
  videoUrl,
  type ImageSource,
  type UrlQuery,
} from '@/forms/media/media-urls';
export { useMediaUrls, type MediaUrlBuilders } from '@/forms/media/use-media-urls';
export {
  DEFAULT_FOCUS,
  DEFAULT_VIDEO_PLAYER_OPTIONS,
  changeVideo,
  filledSetKeys,
  imageFocus,
  playerOptions,
  playerOptionsDisabled,
  setPlayerOption,
  validateMediaSet,
  withImageFocus,
} from '@/forms/media/media-values';
