import { errorStatus, serverMessage } from '../../api/errors';
import { NotFoundError, ResponseError } from '../../api/errors';
import { t } from '../../i18n';

/** The server's first `errors.upload` message (Laravel shape), when the body has one. */
export function serverUploadMessage(error: unknown): string | undefined {
  const body = error instanceof NotFoundError || error instanceof ResponseError ? error.body : undefined;
  if (!body || typeof body !== 'object' || !('errors' in body)) return undefined;
  const errors = body.errors;
  if (!errors || typeof errors !== 'object' || !('upload' in errors)) return undefined;
  const upload = errors.upload;
  return Array.isArray(upload) && typeof upload[0] === 'string' ? upload[0] : undefined;
}

/**
 * The notification text of a failed upload (spec 1 §8): 422 or 413 → file-size-exceeded with the server's upload
 * message and the file name; any other failure → the response message.
 */
export function uploadErrorMessage(error: unknown, fileName: string): string {
  const status = errorStatus(error);
  const fallback = error instanceof Error ? error.message : String(error);
  if (status === 413 || status === 422) {
    return t('media.upload.error.fileSizeExceeded', {
      name: fileName,
      message: serverUploadMessage(error) ?? serverMessage(error) ?? fallback,
    });
  }
  return t('media.upload.error.failed', { name: fileName, message: serverMessage(error) ?? fallback });
}
