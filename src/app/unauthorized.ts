import { errorStatus } from '../api/errors';
import { browser } from '../lib/browser';
import { clearToken } from '../lib/token-storage';

/** The HTTP status of a render error: our API errors, or a router error response. */
export function statusOf(error: unknown): number | undefined {
  const status = errorStatus(error);
  if (status !== undefined) return status;
  if (error && typeof error === 'object' && 'status' in error && typeof error.status === 'number') {
    return error.status;
  }
  return undefined;
}

/** A 401 during rendering: clear the token and reload (spec 1 §4.4). Answers whether it handled the error. */
export function handleUnauthorized(error: unknown): boolean {
  if (statusOf(error) !== 401) return false;
  clearToken();
  browser.reload();
  return true;
}
