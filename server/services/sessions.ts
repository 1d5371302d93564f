// Session tokens: 32 random bytes handed to the client once; only their sha256 is stored.
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';

export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

export type SessionUser = typeof users.$inferSelect;

export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(db: Db, userId: number, now = new Date()) {
  const token = randomBytes(32).toString('hex');
  const expiresAt = new Date(now.getTime() + SESSION_LIFETIME_MS);
  await db.insert(sessions).values({ userId, tokenHash: hashToken(token), expiresAt });
  return { token, expiresAt };
}

/** The user and expiry of a live (known, unexpired, unrevoked) session by its token's hash, or undefined. */
export async function findLiveSession(
  db: Db,
  tokenHash: string,
): Promise<{ user: SessionUser; expiresAt: Date } | undefined> {
  const [row] = await db
    .select({ user: users, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(eq(sessions.tokenHash, tokenHash), isNull(sessions.revokedAt), gt(sessions.expiresAt, new Date())),
    )
    .limit(1);
  return row;
}

export async function revokeSession(db: Db, token: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.tokenHash, hashToken(token)), isNull(sessions.revokedAt)));
}

/** Which of these token hashes belong to live sessions (the socket sweep, plugins/realtime.ts). */
export async function liveTokenHashes(db: Db, tokenHashes: string[], now = new Date()): Promise<Set<string>> {
  const live = new Set<string>();
  for (let i = 0; i < tokenHashes.length; i += 500) {
    const rows = await db
      .select({ tokenHash: sessions.tokenHash })
      .from(sessions)
      .where(
        and(
          inArray(sessions.tokenHash, tokenHashes.slice(i, i + 500)),
          isNull(sessions.revokedAt),
          gt(sessions.expiresAt, now),
        ),
      );
    for (const row of rows) live.add(row.tokenHash);
  }
  return live;
}
