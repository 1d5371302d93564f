// The users service: users as the contract presents them (current user, summaries), the colleague search,
// the summaries behind updatedByUser / createdByUser includes, sign-in lookup and preferences.
import { and, asc, eq, ilike, inArray, isNull, or, type SQL } from 'drizzle-orm';
import type { CurrentUser, UserSummary } from '@generated/model';
import type { Db } from '../db/client';
import { sessions, users } from '../db/schema';
import { likePattern } from './like-pattern';
import { paginate, totalOf, totalOver, type Page } from './pagination';

type UserRow = typeof users.$inferSelect;

export const toCurrentUser = (user: UserRow): CurrentUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  avatar: user.avatar,
  notifyApp: user.notifyApp,
  notifyEmail: user.notifyEmail,
  colorScheme: user.colorScheme,
  resourceTypes: user.resourceTypes,
});

export const toUserSummary = (user: Pick<UserRow, 'id' | 'name' | 'email' | 'avatar'>): UserSummary => ({
  id: user.id,
  name: user.name,
  email: user.email,
  avatar: user.avatar,
});

type SummaryRow = Pick<UserRow, 'id' | 'name' | 'email' | 'avatar'>;

/** Colleagues of the tenant by name, the term matching name or e-mail. */
export async function searchUsers(
  db: Db,
  tenantId: number,
  { term, page, perPage }: { term?: string; page: number; perPage: number },
): Promise<Page<SummaryRow>> {
  const conditions: SQL[] = [eq(users.tenantId, tenantId)];
  const trimmed = term?.trim();
  if (trimmed) {
    const pattern = likePattern(trimmed);
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = and(...conditions);
  const order = [asc(users.name), asc(users.id)];
  return paginate(
    db,
    () => db.select({ id: users.id, total: totalOver() }).from(users).where(where).$dynamic(),
    { page, perPage, order },
    async (found) =>
      (
        await db
          .select({
            id: users.id,
            name: users.name,
            email: users.email,
            avatar: users.avatar,
            total: totalOf(found),
          })
          .from(found)
          .innerJoin(users, eq(users.id, found.id))
          .orderBy(...order)
      ).map(({ total, ...row }) => ({ row, total })),
  );
}

/** UserSummary by id, for updatedByUser / createdByUser includes: only users of the tenant. */
export async function userSummaries(
  db: Db,
  tenantId: number,
  ids: (number | null)[],
): Promise<Map<number, UserSummary>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, avatar: users.avatar })
    .from(users)
    .where(and(inArray(users.id, wanted), eq(users.tenantId, tenantId)));
  return new Map(rows.map((row) => [row.id, toUserSummary(row)]));
}

/** The summaries of the users who last updated `rows` (one tenant's), when a list includes `updatedByUser`. */
export async function updaterSummaries(
  db: Db,
  rows: readonly { tenantId: number; updatedBy: number | null }[],
  include: ReadonlySet<string>,
): Promise<Map<number, UserSummary> | undefined> {
  if (!include.has('updatedByUser')) return undefined;
  return userSummaries(
    db,
    rows[0]?.tenantId ?? 0,
    rows.map((r) => r.updatedBy),
  );
}

/** The account signing in with this (normalised) e-mail address. */
export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [user] = await db.select().from(users).where(eq(users.email, email)).limit(1);
  return user;
}

export async function updatePreferences(
  db: Db,
  userId: number,
  preferences: Partial<Pick<UserRow, 'notifyApp' | 'notifyEmail' | 'colorScheme'>>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...preferences, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}

// ── Accounts, for the admin command (scripts/admin.ts) ─────────────────────────────────────────

/** Every account of every tenant, by tenant and e-mail. */
export async function listAccounts(
  db: Db,
): Promise<Pick<UserRow, 'id' | 'tenantId' | 'email' | 'name' | 'createdAt'>[]> {
  return db
    .select({
      id: users.id,
      tenantId: users.tenantId,
      email: users.email,
      name: users.name,
      createdAt: users.createdAt,
    })
    .from(users)
    .orderBy(asc(users.tenantId), asc(users.email));
}

/** A new account in the tenant; the e-mail is stored normalised. */
export async function createAccount(
  db: Db,
  account: { tenantId: number; email: string; name: string; passwordHash: string },
): Promise<UserRow> {
  const [row] = await db.insert(users).values(account).returning();
  return row!;
}

/** A new password hash; every open session of the account is revoked with it. */
export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  const now = new Date();
  await db.update(users).set({ passwordHash, updatedAt: now }).where(eq(users.id, userId));
  await db
    .update(sessions)
    .set({ revokedAt: now })
    .where(and(eq(sessions.userId, userId), isNull(sessions.revokedAt)));
}
