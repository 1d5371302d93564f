// Optimistic concurrency: every update names the version it was based on and bumps it in the same statement
// (`… where id = ? and version = ?`). When no row matched because the version moved on, the answer is a 409
// that says who saved in between and when (the contract's VersionConflict).
import { and, eq } from 'drizzle-orm';
import type { VersionConflict } from '@generated/model';
import type { Db } from '@server/db/client';
import { users } from '@server/db/schema';

export class VersionConflictError extends Error {
  readonly statusCode = 409;
  constructor(readonly body: VersionConflict) {
    super(body.message);
    this.name = 'VersionConflictError';
  }
}

/** The stored row's version facts. */
export interface StoredVersion {
  version: number;
  updatedAt: Date;
  updatedBy: number | null;
}

/** The 409 for a row whose stored version is `stored` (its saver looked up within the tenant). */
export async function versionConflict(
  db: Pick<Db, 'select'>,
  tenantId: number,
  stored: StoredVersion,
): Promise<VersionConflictError> {
  const [user] =
    stored.updatedBy === null
      ? []
      : await db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(and(eq(users.id, stored.updatedBy), eq(users.tenantId, tenantId)));
  const who = user ? user.name : 'Someone else';
  return new VersionConflictError({
    message: `${who} saved this content in the meantime (version ${stored.version}). Reload to see their changes.`,
    version: stored.version,
    updatedAt: stored.updatedAt.toISOString(),
    updatedBy: user ? { id: user.id, name: user.name } : null,
  });
}
