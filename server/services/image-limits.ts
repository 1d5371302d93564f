// The pixel limit of images (issue 7 §2): a small file can declare a huge picture (a decompression bomb),
// so uploads above IMAGE_MAX_PIXELS are refused and sharp never decodes more than that.
import type { Dimensions } from './file-types';

export const DEFAULT_IMAGE_MAX_PIXELS = 50_000_000;

/** Laravel's wording for the dimensions rule, with the limit spelled out. */
export const tooManyPixelsMessage = (maxPixels: number) =>
  `The upload has invalid image dimensions: at most ${maxPixels} pixels (width × height) are allowed.`;

export const exceedsPixelLimit = (size: Dimensions | undefined, maxPixels: number) =>
  size !== undefined && size.width * size.height > maxPixels;

/** An image whose size neither its header nor sharp can tell: refused, it could hide any size. */
export const unreadableSizeMessage =
  'The upload has invalid image dimensions: its width and height cannot be read.';
