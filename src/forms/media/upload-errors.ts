import { errorStatus, HttpError, serverMessage } from '@/api/errors';
import { t } from '@/i18n';

/**
 * The notification text of a failed upload (spec 1 §8): 422 or 413 → file-size-exceeded with the server's upload
 * message (its `upload` field error) and the file name; any other failure → the response message.
 */
export function uploadErrorMessage(error: unknown, fileName: string): string {
  const status = errorStatus(error);
  const fallback = error instanceof Error ? error.message : String(error);
  if (status === 413 || status === 422) {
    const upload = error instanceof HttpError ? error.fieldError('upload') : undefined;
    return t('media.upload.error.fileSizeExceeded', {
      name: fileName,
      message: upload ?? serverMessage(error) ?? fallback,
    });
  }
  return t('media.upload.error.failed', { name: fileName, message: serverMessage(error) ?? fallback });
}
