// The 409 answer of a stale save (VersionConflict): who saved in between and when, so nothing is overwritten
// silently (spec: "lost updates are impossible").
import type { VersionConflict } from '@generated/model';
import { HttpError } from '@/api/errors';

export interface SaveConflict {
  message: string;
  userName?: string;
  at?: string;
  /** The version now stored. */
  version?: number;
}

const text = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined);

/** The conflict of a failed save, or null when the failure is not a 409. */
export function saveConflict(error: unknown): SaveConflict | null {
  if (!(error instanceof HttpError) || error.status !== 409) return null;
  // Read defensively: a proxy may answer 409 with another body.
  const body = (error.body ?? {}) as Partial<VersionConflict>;
  const userName = text(body.updatedBy?.name);
  const at = text(body.updatedAt);
  return {
    message: text(body.message) ?? error.message,
    ...(userName ? { userName } : {}),
    ...(at ? { at } : {}),
    ...(typeof body.version === 'number' ? { version: body.version } : {}),
  };
}
