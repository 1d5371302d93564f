// The repository of tags and tag groups, as the contract's Tag and TagGroup: lists with filters, sorting
// and paging in SQL, get by id.
import { and, asc, eq, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { Tag, TagGroup } from '@generated/model';
import type { Db } from '@server/db/client';
import { tagGroups, tags } from '@server/db/schema';
import { likePattern } from '../like-pattern';
import { paginate, sortOrder, totalOf, totalOver, type Page, type SortColumns } from '../pagination';
import { updaterSummaries } from '../users';
import type { EntityListQuery } from './query';

/** The sort whitelist of tags. */
const TAG_SORT_COLUMNS: SortColumns = {
  id: tags.id,
  name: tags.name,
  createdAt: tags.createdAt,
  updatedAt: tags.updatedAt,
  group: tagGroups.name,
};

/** The sort whitelist of tag groups. */
const TAG_GROUP_SORT_COLUMNS: SortColumns = {
  id: tagGroups.id,
  name: tagGroups.name,
  key: tagGroups.key,
  createdAt: tagGroups.createdAt,
  updatedAt: tagGroups.updatedAt,
};

type TagRow = typeof tags.$inferSelect & { group: string; groupName: string };
type TagGroupRow = typeof tagGroups.$inferSelect & { tagsCount: number };

const idsCondition = (ids: number[] | undefined, column: typeof tags.id | typeof tagGroups.id) =>
  ids === undefined ? undefined : ids.length ? inArray(column, ids) : sql`false`;

export async function queryTagRows(db: Db, query: EntityListQuery): Promise<Page<TagRow>> {
  const conditions: (SQL | undefined)[] = [
    eq(tags.tenantId, query.tenantId),
    idsCondition(query.ids, tags.id),
  ];
  if (query.term) conditions.push(ilike(tags.name, likePattern(query.term)));
  if (query.group) conditions.push(eq(tagGroups.key, query.group));
  const where = and(...conditions);
  const order = sortOrder(TAG_SORT_COLUMNS, query, tags.updatedAt, tags.id);
  return paginate(
    db,
    () =>
      db
        .select({ id: tags.id, total: totalOver() })
        .from(tags)
        .innerJoin(tagGroups, eq(tagGroups.id, tags.groupId))
        .where(where)
        .$dynamic(),
    { ...query, order },
    async (page) =>
      (
        await db
          .select({ tag: tags, group: tagGroups.key, groupName: tagGroups.name, total: totalOf(page) })
          .from(page)
          .innerJoin(tags, eq(tags.id, page.id))
          .innerJoin(tagGroups, eq(tagGroups.id, tags.groupId))
          .orderBy(...order)
      ).map((r) => ({ row: { ...r.tag, group: r.group, groupName: r.groupName }, total: r.total })),
  );
}

export async function findTagRow(db: Db, tenantId: number, id: number): Promise<TagRow | undefined> {
  const [row] = await db
    .select({ tag: tags, group: tagGroups.key, groupName: tagGroups.name })
    .from(tags)
    .innerJoin(tagGroups, eq(tagGroups.id, tags.groupId))
    .where(and(eq(tags.id, id), eq(tags.tenantId, tenantId)));
  return row ? { ...row.tag, group: row.group, groupName: row.groupName } : undefined;
}

export async function hydrateTags(
  db: Db,
  rows: TagRow[],
  query: Pick<EntityListQuery, 'include'>,
): Promise<Tag[]> {
  const people = await updaterSummaries(db, rows, query.include);
  return rows.map((row) => {
    const tag: Tag = {
      id: row.id,
      name: row.name,
      group: row.group,
      tagGroupId: row.groupId,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
    if (query.include.has('tagGroup'))
      tag.tagGroup = { id: row.groupId, key: row.group, name: row.groupName };
    const user = row.updatedBy === null ? undefined : people?.get(row.updatedBy);
    if (user) tag.updatedByUser = user;
    return tag;
  });
}

// Written out: drizzle leaves columns in a single-table select list unqualified, which would bind both
// sides of the comparison to `tags`.
const tagsCountSql = sql<number>`(select count(*)::int from "tags" where "tags"."group_id" = "tag_groups"."id")`;

export async function queryTagGroupRows(db: Db, query: EntityListQuery): Promise<Page<TagGroupRow>> {
  const conditions: (SQL | undefined)[] = [
    eq(tagGroups.tenantId, query.tenantId),
    idsCondition(query.ids, tagGroups.id),
  ];
  if (query.term) {
    const pattern = likePattern(query.term);
    conditions.push(or(ilike(tagGroups.name, pattern), ilike(tagGroups.key, pattern)));
  }
  if (query.group) conditions.push(eq(tagGroups.key, query.group));
  const where = and(...conditions);
  const order = sortOrder(TAG_GROUP_SORT_COLUMNS, query, tagGroups.updatedAt, tagGroups.id);
  return paginate(
    db,
    () => db.select({ id: tagGroups.id, total: totalOver() }).from(tagGroups).where(where).$dynamic(),
    { ...query, order },
    async (page) =>
      (
        await db
          .select({ group: tagGroups, tagsCount: tagsCountSql, total: totalOf(page) })
          .from(page)
          .innerJoin(tagGroups, eq(tagGroups.id, page.id))
          .orderBy(...order)
      ).map((r) => ({ row: { ...r.group, tagsCount: Number(r.tagsCount) }, total: r.total })),
  );
}

export async function findTagGroupRow(
  db: Db,
  tenantId: number,
  id: number,
): Promise<TagGroupRow | undefined> {
  const [row] = await db
    .select({ group: tagGroups, tagsCount: tagsCountSql })
    .from(tagGroups)
    .where(and(eq(tagGroups.id, id), eq(tagGroups.tenantId, tenantId)));
  return row ? { ...row.group, tagsCount: Number(row.tagsCount) } : undefined;
}

export async function hydrateTagGroups(
  db: Db,
  rows: TagGroupRow[],
  query: Pick<EntityListQuery, 'include'>,
): Promise<TagGroup[]> {
  const people = await updaterSummaries(db, rows, query.include);
  const members =
    query.include.has('tags') && rows.length
      ? await db
          .select({ id: tags.id, name: tags.name, groupId: tags.groupId })
          .from(tags)
          .where(
            inArray(
              tags.groupId,
              rows.map((r) => r.id),
            ),
          )
          .orderBy(asc(tags.name))
      : undefined;
  return rows.map((row) => {
    const group: TagGroup = {
      id: row.id,
      key: row.key,
      name: row.name,
      isEditable: row.isEditable,
      tagsCount: row.tagsCount,
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
    };
    if (members) {
      group.tags = members
        .filter((m) => m.groupId === row.id)
        .map((m) => ({ id: m.id, name: m.name, group: row.key, tagGroupId: row.id }));
    }
    const user = row.updatedBy === null ? undefined : people?.get(row.updatedBy);
    if (user) group.updatedByUser = user;
    return group;
  });
}
