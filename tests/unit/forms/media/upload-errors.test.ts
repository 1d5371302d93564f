import { describe, expect, it } from 'vitest';
import { HttpError, NotFoundError } from '@/api/errors';
import { uploadErrorMessage } from '@/forms/media/upload-errors';

const tooLarge = {
  message: 'The given data was invalid.',
  errors: { upload: ['The upload may not be greater than 20 MB.'] },
};

describe('uploadErrorMessage', () => {
  it('gives the file-size-exceeded error with the upload message and file name for 413 and 422', () => {
    for (const status of [413, 422]) {
      expect(uploadErrorMessage(new HttpError('x', status, tooLarge), 'hero.jpg')).toBe(
        'File size exceeded for "hero.jpg": The upload may not be greater than 20 MB.',
      );
    }
  });
  it('falls back to the response message when the body has no upload message', () => {
    expect(uploadErrorMessage(new HttpError('Payload Too Large', 413, { message: 'Too big' }), 'a.png')).toBe(
      'File size exceeded for "a.png": Too big',
    );
    expect(uploadErrorMessage(new HttpError('Payload Too Large', 413), 'a.png')).toBe(
      'File size exceeded for "a.png": Payload Too Large',
    );
  });
  it('gives the response message for any other status of 400 or above', () => {
    expect(uploadErrorMessage(new HttpError('x', 500, { message: 'Storage unavailable' }), 'a.png')).toBe(
      'Upload of "a.png" failed: Storage unavailable',
    );
    expect(uploadErrorMessage(new NotFoundError('Not found'), 'a.png')).toBe(
      'Upload of "a.png" failed: Not found',
    );
    expect(uploadErrorMessage(new HttpError('Network Error', 0), 'a.png')).toBe(
      'Upload of "a.png" failed: Network Error',
    );
  });
  it('reads errors.upload[0] only when it is a string (through the message it gives)', () => {
    expect(uploadErrorMessage(new HttpError('x', 422, tooLarge), 'a.png')).toBe(
      'File size exceeded for "a.png": The upload may not be greater than 20 MB.',
    );
    expect(
      uploadErrorMessage(new HttpError('x', 422, { message: 'Invalid', errors: { upload: [] } }), 'a.png'),
    ).toBe('File size exceeded for "a.png": Invalid');
    expect(
      uploadErrorMessage(new HttpError('x', 422, { message: 'Invalid', errors: { name: ['x'] } }), 'a.png'),
    ).toBe('File size exceeded for "a.png": Invalid');
    expect(uploadErrorMessage(new Error('plain'), 'a.png')).toBe('Upload of "a.png" failed: plain');
  });
});
