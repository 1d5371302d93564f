import { describe, expect, it } from 'vitest';
import {
  FALLBACK_IMAGE_TYPES,
  RATIO_TOLERANCE,
  acceptAttribute,
  kilobytesAsMegabytes,
  kilobytesToBytes,
  needsDimensions,
  validateDimensions,
  validateFileSize,
  validateFileType,
  validateUpload,
} from '@/forms/media/upload-constraints';

describe('validateFileType', () => {
  it('lets an image uploader take image/* only', () => {
    expect(validateFileType('image/jpeg', 'image')).toBeNull();
    expect(validateFileType('image/webp', 'image')).toBeNull();
    expect(validateFileType('video/mp4', 'image')).toBe('File type "video/mp4" is not supported');
  });
  it('lets a video uploader take video/* only', () => {
    expect(validateFileType('video/mp4', 'video')).toBeNull();
    expect(validateFileType('image/png', 'video')).toBe('File type "image/png" is not supported');
  });
  it('refuses any other type with the spec message', () => {
    expect(validateFileType('text/plain', 'image')).toBe('File type "text/plain" is not supported');
    expect(validateFileType('application/pdf', 'video')).toBe('File type "application/pdf" is not supported');
  });
  it('names an empty type "unknown"', () => {
    expect(validateFileType('', 'image')).toBe('File type "unknown" is not supported');
  });
  it('takes only the listed types when given (fallback images: jpeg, jpg, png, svg+xml)', () => {
    expect(FALLBACK_IMAGE_TYPES).toEqual(['image/jpeg', 'image/jpg', 'image/png', 'image/svg+xml']);
    for (const type of FALLBACK_IMAGE_TYPES)
      expect(validateFileType(type, 'image', FALLBACK_IMAGE_TYPES)).toBeNull();
    expect(validateFileType('image/gif', 'image', FALLBACK_IMAGE_TYPES)).toBe(
      'File type "image/gif" is not supported',
    );
  });
  it('builds the accept attribute', () => {
    expect(acceptAttribute('image')).toBe('image/*');
    expect(acceptAttribute('video')).toBe('video/*');
    expect(acceptAttribute('image', FALLBACK_IMAGE_TYPES)).toBe(
      'image/jpeg,image/jpg,image/png,image/svg+xml',
    );
  });
});

describe('validateFileSize', () => {
  it('accepts anything without constraints', () => {
    expect(validateFileSize(0)).toBeNull();
    expect(validateFileSize(10 ** 12, {})).toBeNull();
  });
  it('converts KB × 1000 to bytes and shows KB ÷ 1000 as MB', () => {
    expect(kilobytesToBytes(5000)).toBe(5_000_000);
    expect(kilobytesAsMegabytes(5000)).toBe('5');
    expect(kilobytesAsMegabytes(250)).toBe('0.25');
  });
  it('checks the minimum size inclusively', () => {
    expect(validateFileSize(100_000, { minSize: 100 })).toBeNull();
    expect(validateFileSize(99_999, { minSize: 100 })).toBe(
      'The file is too small (97.66 KB). The minimum file size is 0.1 MB.',
    );
  });
  it('checks the maximum size inclusively', () => {
    expect(validateFileSize(5_000_000, { maxSize: 5000 })).toBeNull();
    expect(validateFileSize(5_000_001, { maxSize: 5000 })).toBe(
      'The file is too large (4.77 MB). The maximum file size is 5 MB.',
    );
  });
});

describe('validateDimensions', () => {
  const size = { width: 1600, height: 900 };
  it('accepts any resolution without constraints', () => {
    expect(validateDimensions(size)).toBeNull();
    expect(validateDimensions(size, {})).toBeNull();
  });
  it('checks the minimum width and height', () => {
    expect(validateDimensions(size, { minWidth: 1600, minHeight: 900 })).toBeNull();
    expect(validateDimensions(size, { minWidth: 1920 })).toBe(
      'The image is 1600 px wide. It must be at least 1920 px wide.',
    );
    expect(validateDimensions(size, { minHeight: 1080 })).toBe(
      'The image is 900 px high. It must be at least 1080 px high.',
    );
  });
  it('checks the maximum width and height', () => {
    expect(validateDimensions(size, { maxWidth: 1600, maxHeight: 900 })).toBeNull();
    expect(validateDimensions(size, { maxWidth: 1200 })).toBe(
      'The image is 1600 px wide. It must be at most 1200 px wide.',
    );
    expect(validateDimensions(size, { maxHeight: 600 })).toBe(
      'The image is 900 px high. It must be at most 600 px high.',
    );
  });
  it('checks the minimum and maximum ratio (width ÷ height)', () => {
    expect(validateDimensions(size, { minRatio: 1.5, maxRatio: 2 })).toBeNull();
    expect(validateDimensions(size, { minRatio: 2 })).toBe(
      'The image ratio (width ÷ height) is 1.778. It must be at least 2.',
    );
    expect(validateDimensions(size, { maxRatio: 1 })).toBe(
      'The image ratio (width ÷ height) is 1.778. It must be at most 1.',
    );
  });
  it('checks the exact ratio with a tolerance of 0.025', () => {
    expect(RATIO_TOLERANCE).toBe(0.025);
    expect(validateDimensions({ width: 1000, height: 1000 }, { ratio: 1 })).toBeNull();
    expect(validateDimensions({ width: 1025, height: 1000 }, { ratio: 1 })).toBeNull();
    expect(validateDimensions({ width: 975, height: 1000 }, { ratio: 1 })).toBeNull();
    expect(validateDimensions({ width: 1030, height: 1000 }, { ratio: 1 })).toBe(
      'The image ratio (width ÷ height) is 1.03. It must be 1 (± 0.025).',
    );
    expect(validateDimensions(size, { ratio: 16 / 9 })).toBeNull();
    expect(validateDimensions(size, { ratio: 4 / 3 })).toBe(
      'The image ratio (width ÷ height) is 1.778. It must be 1.333 (± 0.025).',
    );
  });
  it('reports the first rule broken', () => {
    expect(
      validateDimensions({ width: 10, height: 10 }, { minWidth: 100, minHeight: 100, ratio: 2 }),
    ).toMatch(/at least 100 px wide/);
  });
});

describe('validateUpload', () => {
  it('is valid without constraints', () => {
    expect(validateUpload({ type: 'image/png', size: 123, width: 1, height: 1 }, 'image')).toBeNull();
    expect(validateUpload({ type: 'video/mp4', size: 123 }, 'video')).toBeNull();
  });
  it('checks the type first, then the size, then the resolution', () => {
    const constraints = { maxSize: 1, minWidth: 100 };
    expect(validateUpload({ type: 'text/plain', size: 5000 }, 'image', constraints)).toBe(
      'File type "text/plain" is not supported',
    );
    expect(
      validateUpload({ type: 'image/png', size: 5000, width: 1, height: 1 }, 'image', constraints),
    ).toMatch(/maximum file size is 0.001 MB/);
    expect(
      validateUpload({ type: 'image/png', size: 500, width: 1, height: 1 }, 'image', constraints),
    ).toMatch(/at least 100 px wide/);
  });
  it('checks only the size for videos', () => {
    const constraints = { minWidth: 5000, ratio: 3, maxSize: 1000 };
    expect(
      validateUpload({ type: 'video/mp4', size: 900_000, width: 10, height: 10 }, 'video', constraints),
    ).toBeNull();
    expect(validateUpload({ type: 'video/mp4', size: 1_000_001 }, 'video', constraints)).toMatch(
      /maximum file size is 1 MB/,
    );
    expect(needsDimensions('video', constraints)).toBe(false);
  });
  it('needs the image resolution only for resolution or ratio limits', () => {
    expect(needsDimensions('image')).toBe(false);
    expect(needsDimensions('image', { minSize: 1, maxSize: 2 })).toBe(false);
    expect(needsDimensions('image', { maxRatio: 2 })).toBe(true);
  });
});
