import { errorStatus, HttpError, serverMessage } from '@/api/errors';
import { t } from '@/i18n';

/** A Laravel-style size rule message ('may not be greater than 20 MB', 'The upload size …'). */
const SIZE_REASON = /greater than|\bsize\b/i;

/**
 * The notification text of a failed upload (spec 1 §8): a size error (413, or a 422 whose upload message is
 * the size rule's) → file-size-exceeded with the server's upload message and the file name; any other failure
 * (a 422 for the type or the pixel count, a network error) → the server's message, its `upload` error first.
 */
export function uploadErrorMessage(error: unknown, fileName: string): string {
  const status = errorStatus(error);
  const fallback = error instanceof Error ? error.message : String(error);
  const upload = error instanceof HttpError ? error.fieldError('upload') : undefined;
  const message = upload ?? serverMessage(error) ?? fallback;
  if (status === 413 || (status === 422 && upload !== undefined && SIZE_REASON.test(upload)))
    return t('media.upload.error.fileSizeExceeded', { name: fileName, message });
  return t('media.upload.error.failed', { name: fileName, message });
}
