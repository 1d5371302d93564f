// UserSummary lookups for updatedByUser / createdByUser includes.
import { inArray } from 'drizzle-orm';
import type { UserSummary } from '../../../generated/model';
import type { Db } from '../../db/client';
import { users } from '../../db/schema';
import { toUserSummary } from '../users';

export async function userSummaries(db: Db, ids: (number | null)[]): Promise<Map<number, UserSummary>> {
  const wanted = [...new Set(ids.filter((id): id is number => id !== null))];
  if (!wanted.length) return new Map();
  const rows = await db
    .select({ id: users.id, name: users.name, email: users.email, avatar: users.avatar })
    .from(users)
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, toUserSummary(row)]));
}

/** LIKE treats % and _ as wildcards; a search for "a_b" means those characters literally. */
export const likePattern = (term: string) => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
