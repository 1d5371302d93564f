// How many entities use a tag, or any tag of a group, per resource type (spec 2 §7, "Tag relations"):
//   tagRelationCounts(db, tenantId, tagId)        → [{resourceType, count}] or a 404
//   tagGroupRelationCounts(db, tenantId, groupId) → the same over the group's tags, each entity once
// Counted from entities.tag_ids (its GIN index serves the overlap); types without use are left out, the
// most used first. The page kinds share the resource type `page`.
import { and, count, eq, sql } from 'drizzle-orm';
import type { TagRelationCount } from '@generated/model';
import type { Db } from '@server/db/client';
import { entities, tagGroups, tags } from '@server/db/schema';
import { HttpError } from '@server/http-error';
import { entityTypeConfig, isEntityType } from './types';
import { liveEntities } from '../trash/live';

async function countsOver(db: Db, tenantId: number, tagIds: number[]): Promise<TagRelationCount[]> {
  if (!tagIds.length) return [];
  const rows = await db
    .select({ type: entities.entityType, n: count() })
    .from(entities)
    .where(
      and(
        eq(entities.tenantId, tenantId),
        liveEntities(),
        sql`${entities.tagIds} && ${sql.raw(`'{${tagIds.map(Number).join(',')}}'::integer[]`)}`,
      ),
    )
    .groupBy(entities.entityType);
  const byResource = new Map<string, number>();
  for (const row of rows) {
    const resourceType = isEntityType(row.type) ? entityTypeConfig(row.type).resourceType : row.type;
    byResource.set(resourceType, (byResource.get(resourceType) ?? 0) + Number(row.n));
  }
  return [...byResource]
    .map(([resourceType, n]) => ({ resourceType, count: n }))
    .sort((a, b) => b.count - a.count || a.resourceType.localeCompare(b.resourceType));
}

export async function tagRelationCounts(db: Db, tenantId: number, tagId: number) {
  const [tag] = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.id, tagId), eq(tags.tenantId, tenantId)));
  if (!tag) throw new HttpError(404, 'Not found.');
  return countsOver(db, tenantId, [tag.id]);
}

export async function tagGroupRelationCounts(db: Db, tenantId: number, groupId: number) {
  const [group] = await db
    .select({ id: tagGroups.id })
    .from(tagGroups)
    .where(and(eq(tagGroups.id, groupId), eq(tagGroups.tenantId, tenantId)));
  if (!group) throw new HttpError(404, 'Not found.');
  const members = await db
    .select({ id: tags.id })
    .from(tags)
    .where(and(eq(tags.groupId, group.id), eq(tags.tenantId, tenantId)));
  return countsOver(
    db,
    tenantId,
    members.map((m) => m.id),
  );
}
