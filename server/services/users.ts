// Users as the contract presents them, and the queries behind the colleague search.
import { and, asc, count, eq, ilike, or, type SQL } from 'drizzle-orm';
import type { CurrentUser, UserSummary } from '../../generated/model';
import type { Db } from '../db/client';
import { users } from '../db/schema';

type UserRow = typeof users.$inferSelect;

export const toCurrentUser = (user: UserRow): CurrentUser => ({
  id: user.id,
  name: user.name,
  email: user.email,
  avatar: user.avatar,
  notifyApp: user.notifyApp,
  notifyEmail: user.notifyEmail,
  resourceTypes: user.resourceTypes,
});

export const toUserSummary = (user: Pick<UserRow, 'id' | 'name' | 'email' | 'avatar'>): UserSummary => ({
  id: user.id,
  name: user.name,
  email: user.email,
  avatar: user.avatar,
});

/** LIKE treats % and _ as wildcards; a search for "a_b" means those characters literally. */
const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export async function searchUsers(
  db: Db,
  tenantId: number,
  { term, page, perPage }: { term?: string; page: number; perPage: number },
) {
  const conditions: SQL[] = [eq(users.tenantId, tenantId)];
  const trimmed = term?.trim();
  if (trimmed) {
    const pattern = `%${escapeLike(trimmed)}%`;
    conditions.push(or(ilike(users.name, pattern), ilike(users.email, pattern))!);
  }
  const where = and(...conditions);
  const [totalRow] = await db.select({ total: count() }).from(users).where(where);
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, avatar: users.avatar })
    .from(users)
    .where(where)
    .orderBy(asc(users.name), asc(users.id))
    .limit(perPage)
    .offset((page - 1) * perPage);
  return { rows, total: totalRow?.total ?? 0 };
}

export async function updatePreferences(
  db: Db,
  userId: number,
  preferences: Pick<UserRow, 'notifyApp' | 'notifyEmail'>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...preferences, updatedAt: new Date() })
    .where(eq(users.id, userId))
    .returning();
  return row!;
}
