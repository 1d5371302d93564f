import type { MediaKind } from '@generated/model/mediaKind';
import { t } from '@/i18n';
import { readImageDimensions, type ImageDimensions } from './read-image-dimensions';
import {
  needsDimensions,
  validateFileSize,
  validateFileType,
  validateDimensions,
  type UploadConstraints,
} from './upload-constraints';

export interface CheckFileOptions {
  kind: MediaKind;
  constraints?: UploadConstraints;
  /** Exact accepted MIME types (e.g. fallback images); default any `{kind}/*`. */
  types?: readonly string[];
  /** Reads an image's resolution; the browser reader by default. */
  readDimensions?: (file: File) => Promise<ImageDimensions>;
}

/**
 * Checks one chosen file against the uploader's rules before anything is sent: type, size, then (images with
 * resolution or ratio limits) the width and height read in the browser. Answers the first message, or null.
 */
export async function checkFile(
  file: File,
  { kind, constraints = {}, types, readDimensions = readImageDimensions }: CheckFileOptions,
): Promise<string | null> {
  const typeError = validateFileType(file.type, kind, types);
  if (typeError) return typeError;
  const sizeError = validateFileSize(file.size, constraints);
  if (sizeError) return sizeError;
  if (!needsDimensions(kind, constraints)) return null;
  let dimensions: ImageDimensions;
  try {
    dimensions = await readDimensions(file);
  } catch {
    return t('media.upload.error.unreadable', { name: file.name });
  }
  return validateDimensions(dimensions, constraints);
}
