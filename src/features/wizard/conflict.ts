// The 409 answer of a stale save: who saved in between and when (spec 2 "lost updates are impossible").
import { HttpError } from '@/api/errors';

export interface SaveConflict {
  message: string;
  userName?: string;
  at?: string;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The conflict of a failed save, or null when the failure is not a 409. */
export function saveConflict(error: unknown): SaveConflict | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  const body = (error.body ?? {}) as Record<string, unknown>;
  const by = (body.updatedBy ?? body.updatedByUser ?? {}) as Record<string, unknown>;
  const userName = text(by.name);
  const at = text(body.updatedAt);
  return {
    message: text(body.message) ?? error.message,
    ...(userName ? { userName } : {}),
    ...(at ? { at } : {}),
  };
}
