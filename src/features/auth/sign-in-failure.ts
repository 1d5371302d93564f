import { errorStatus, serverMessage } from '@/api/errors';
import { t } from '@/i18n';

/**
 * The toast of a failed sign-in (spec 1 §8): '{server message}: Please check your credentials'. A throttled
 * attempt (429) is not about the credentials: its message ('…try again in 896 seconds.') stands alone.
 */
export function signInFailureMessage(error: unknown): string {
  const message = serverMessage(error) ?? (error instanceof Error ? error.message : String(error));
  if (errorStatus(error) === 429) return message;
  return t('auth.signIn.failed', { message });
}
