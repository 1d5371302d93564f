/** The media feature: the uploader, upload rules, media URLs and the image/video value helpers. */
export { MediaUploader, type MediaUploaderProps } from './media-uploader';
export type { UploadedMedia } from './use-media-upload';
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
} from './upload-constraints';
export {
  THUMBNAIL_QUALITY,
  imageThumbnailUrl,
  imageUrl,
  isSvg,
  mediaImageSource,
  videoUrl,
  type ImageSource,
  type UrlQuery,
} from './media-urls';
export { useMediaUrls, type MediaUrlBuilders } from './use-media-urls';
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
} from './media-values';
