import { t } from '@/i18n';
import { formatFileSize } from '@/lib/format-file-size';
import type { MediaKind, UploadConstraints } from '@generated/model';

/**
 * Upload limits of a media field (spec 1 §5), from the contract: the form-field schema's
 * `attributes.constraints`. All optional; sizes in KB (× 1000 → bytes); ratios are width ÷ height; videos
 * honour only `minSize` and `maxSize`.
 */
export type { UploadConstraints };

/** Exact-ratio tolerance (spec 1 §9). */
export const RATIO_TOLERANCE = 0.025;

/** Floating-point slack so that a ratio exactly at the tolerance edge (e.g. 975 / 1000 against 1) passes. */
const EPSILON = 1e-9;

/** The types a fallback image (of a video value) may have (spec 1 §5). */
export const FALLBACK_IMAGE_TYPES = ['image/jpeg', 'image/jpg', 'image/png', 'image/svg+xml'] as const;

/** The `accept` attribute of an uploader's file input. */
export function acceptAttribute(kind: MediaKind, types?: readonly string[]): string {
  return types && types.length > 0 ? types.join(',') : `${kind}/*`;
}

/**
 * The type check: an image uploader takes only image/*, a video uploader only video/*; when `types` is given
 * (e.g. {@link FALLBACK_IMAGE_TYPES}) only those. Anything else: 'File type "<type>" is not supported'.
 */
export function validateFileType(type: string, kind: MediaKind, types?: readonly string[]): string | null {
  const normalised = type.trim().toLowerCase();
  const accepted =
    types && types.length > 0
      ? types.some((allowed) => allowed.toLowerCase() === normalised)
      : normalised.startsWith(`${kind}/`);
  if (accepted) return null;
  return t('media.upload.error.typeNotSupported', { type: type || t('media.upload.error.unknownType') });
}

/** A KB limit in bytes. */
export function kilobytesToBytes(kilobytes: number): number {
  return kilobytes * 1000;
}

/** How a KB limit is shown: divided by 1000, as MB (5000 → "5"). */
export function kilobytesAsMegabytes(kilobytes: number): string {
  return String(parseFloat((kilobytes / 1000).toFixed(3)));
}

/** The size rules (images and videos): a message for the first one broken, else null. */
export function validateFileSize(bytes: number, constraints: UploadConstraints = {}): string | null {
  const { minSize, maxSize } = constraints;
  const actual = formatFileSize(bytes);
  if (minSize !== undefined && bytes < kilobytesToBytes(minSize)) {
    return t('media.upload.error.minSize', { size: kilobytesAsMegabytes(minSize), actual });
  }
  if (maxSize !== undefined && bytes > kilobytesToBytes(maxSize)) {
    return t('media.upload.error.maxSize', { size: kilobytesAsMegabytes(maxSize), actual });
  }
  return null;
}

/** A ratio as shown in messages: up to 3 decimals, trailing zeros dropped. */
export function formatRatio(ratio: number): string {
  return String(parseFloat(ratio.toFixed(3)));
}

/** The resolution rules (images only): a message for the first one broken, else null. */
export function validateDimensions(
  { width, height }: { width: number; height: number },
  constraints: UploadConstraints = {},
): string | null {
  const { minWidth, minHeight, maxWidth, maxHeight, minRatio, maxRatio, ratio } = constraints;
  if (minWidth !== undefined && width < minWidth)
    return t('media.upload.error.minWidth', { width, min: minWidth });
  if (minHeight !== undefined && height < minHeight) {
    return t('media.upload.error.minHeight', { height, min: minHeight });
  }
  if (maxWidth !== undefined && width > maxWidth)
    return t('media.upload.error.maxWidth', { width, max: maxWidth });
  if (maxHeight !== undefined && height > maxHeight) {
    return t('media.upload.error.maxHeight', { height, max: maxHeight });
  }
  if (minRatio === undefined && maxRatio === undefined && ratio === undefined) return null;
  const actual = height > 0 ? width / height : Number.POSITIVE_INFINITY;
  const shown = formatRatio(actual);
  if (minRatio !== undefined && actual < minRatio) {
    return t('media.upload.error.minRatio', { ratio: shown, min: formatRatio(minRatio) });
  }
  if (maxRatio !== undefined && actual > maxRatio) {
    return t('media.upload.error.maxRatio', { ratio: shown, max: formatRatio(maxRatio) });
  }
  if (ratio !== undefined && !(Math.abs(actual - ratio) <= RATIO_TOLERANCE + EPSILON)) {
    return t('media.upload.error.ratio', {
      ratio: shown,
      expected: formatRatio(ratio),
      tolerance: RATIO_TOLERANCE,
    });
  }
  return null;
}

/** Whether the constraints need the image's width and height (so the browser must read the image first). */
export function needsDimensions(kind: MediaKind, constraints: UploadConstraints = {}): boolean {
  if (kind !== 'image') return false;
  const { minWidth, minHeight, maxWidth, maxHeight, minRatio, maxRatio, ratio } = constraints;
  return [minWidth, minHeight, maxWidth, maxHeight, minRatio, maxRatio, ratio].some(
    (value) => value !== undefined,
  );
}

/** What the validation knows about one file. */
export interface UploadCandidate {
  type: string;
  size: number;
  /** Resolution of an image, when it was read. */
  width?: number;
  height?: number;
}

/**
 * All upload rules of spec 1 §5 for one file, in order: type, size, then (images only) resolution and ratio.
 * Answers the message of the first rule broken, or null when the file may be uploaded.
 */
export function validateUpload(
  candidate: UploadCandidate,
  kind: MediaKind,
  constraints: UploadConstraints = {},
  types?: readonly string[],
): string | null {
  const typeError = validateFileType(candidate.type, kind, types);
  if (typeError) return typeError;
  const sizeError = validateFileSize(candidate.size, constraints);
  if (sizeError) return sizeError;
  if (kind === 'image' && candidate.width !== undefined && candidate.height !== undefined) {
    return validateDimensions({ width: candidate.width, height: candidate.height }, constraints);
  }
  return null;
}
