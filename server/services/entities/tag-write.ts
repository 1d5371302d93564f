// Saves of tags and tag groups, with versions like every save:
//   createTag(db, actor, input) / updateTag(db, actor, id, input)            → the tag's id
//   createTagGroup(db, actor, input) / updateTagGroup(db, actor, id, input)  → the group's id
// The groups brands and influencer are not editable (tag_groups.is_editable): neither they nor their tags
// are saved, and no tag moves into them — a 422 under `group` (tags) or `key` (groups). A group key is
// unique in the tenant (422 under `key`). A group's `tags` are read-only: a tag's group is saved on the tag.
import { and, eq, sql } from 'drizzle-orm';
import type { TagGroupInput, TagGroupUpdate, TagInput, TagUpdate } from '@generated/model';
import type { Db } from '@server/db/client';
import { tagGroups, tags } from '@server/db/schema';
import { HttpError, ValidationError } from '@server/http-error';
import type { SaveActor } from './save';
import { versionConflict } from './version-conflict';

type GroupRow = typeof tagGroups.$inferSelect;

const notEditable = (group: GroupRow) =>
  `The tag group “${group.name}” is not editable: its tags are managed with the brand and influencer profiles.`;
const KEY_TAKEN = 'The key has already been taken.';

async function groupByKey(db: Db, tenantId: number, key: string) {
  const [group] = await db
    .select()
    .from(tagGroups)
    .where(and(eq(tagGroups.tenantId, tenantId), eq(tagGroups.key, key)));
  return group;
}

async function groupById(db: Db, tenantId: number, id: number) {
  const [group] = await db
    .select()
    .from(tagGroups)
    .where(and(eq(tagGroups.tenantId, tenantId), eq(tagGroups.id, id)));
  return group;
}

/** The editable group of that key, or a 422 under `group`. */
async function targetGroup(db: Db, tenantId: number, key: string): Promise<GroupRow> {
  const group = await groupByKey(db, tenantId, key);
  if (!group) throw new ValidationError({ group: ['The selected group is invalid.'] });
  if (!group.isEditable) throw new ValidationError({ group: [notEditable(group)] });
  return group;
}

/** PostgreSQL's unique_violation, as the driver (or drizzle's wrapper around it) reports it. */
const isUniqueViolation = (error: unknown): boolean => {
  const withCode = error as { code?: string; cause?: { code?: string } } | null;
  return withCode?.code === '23505' || withCode?.cause?.code === '23505';
};

export async function createTag(db: Db, actor: SaveActor, input: TagInput): Promise<number> {
  const group = await targetGroup(db, actor.tenantId, input.group);
  const now = new Date();
  const [row] = await db
    .insert(tags)
    .values({
      tenantId: actor.tenantId,
      groupId: group.id,
      name: input.name,
      createdBy: actor.userId,
      updatedBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .returning({ id: tags.id });
  return row!.id;
}

export async function updateTag(db: Db, actor: SaveActor, id: number, input: TagUpdate): Promise<number> {
  const [current] = await db
    .select({ groupId: tags.groupId })
    .from(tags)
    .where(and(eq(tags.id, id), eq(tags.tenantId, actor.tenantId)));
  if (!current) throw new HttpError(404, 'Not found.');
  const own = await groupById(db, actor.tenantId, current.groupId);
  if (own && !own.isEditable) throw new ValidationError({ group: [notEditable(own)] });
  const group = await targetGroup(db, actor.tenantId, input.group);
  const [row] = await db
    .update(tags)
    .set({
      name: input.name,
      groupId: group.id,
      version: sql`${tags.version} + 1`,
      updatedBy: actor.userId,
      updatedAt: new Date(),
    })
    .where(and(eq(tags.id, id), eq(tags.tenantId, actor.tenantId), eq(tags.version, input.version)))
    .returning({ id: tags.id });
  if (row) return row.id;
  const [stored] = await db
    .select({ version: tags.version, updatedAt: tags.updatedAt, updatedBy: tags.updatedBy })
    .from(tags)
    .where(and(eq(tags.id, id), eq(tags.tenantId, actor.tenantId)));
  if (!stored) throw new HttpError(404, 'Not found.');
  throw await versionConflict(db, actor.tenantId, stored);
}

export async function createTagGroup(db: Db, actor: SaveActor, input: TagGroupInput): Promise<number> {
  const now = new Date();
  const [row] = await db
    .insert(tagGroups)
    .values({
      tenantId: actor.tenantId,
      key: input.key,
      name: input.name,
      isEditable: true,
      createdBy: actor.userId,
      updatedBy: actor.userId,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: [tagGroups.tenantId, tagGroups.key] })
    .returning({ id: tagGroups.id });
  if (!row) throw new ValidationError({ key: [KEY_TAKEN] });
  return row.id;
}

export async function updateTagGroup(
  db: Db,
  actor: SaveActor,
  id: number,
  input: TagGroupUpdate,
): Promise<number> {
  const current = await groupById(db, actor.tenantId, id);
  if (!current) throw new HttpError(404, 'Not found.');
  if (!current.isEditable) throw new ValidationError({ key: [notEditable(current)] });
  const key = input.key ?? current.key;
  if (key !== current.key && (await groupByKey(db, actor.tenantId, key))) {
    throw new ValidationError({ key: [KEY_TAKEN] });
  }
  let rows: { id: number }[];
  try {
    rows = await db
      .update(tagGroups)
      .set({
        key,
        name: input.name,
        version: sql`${tagGroups.version} + 1`,
        updatedBy: actor.userId,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(tagGroups.id, id),
          eq(tagGroups.tenantId, actor.tenantId),
          eq(tagGroups.version, input.version),
        ),
      )
      .returning({ id: tagGroups.id });
  } catch (error) {
    // Another group took the key since the check above.
    if (isUniqueViolation(error)) throw new ValidationError({ key: [KEY_TAKEN] });
    throw error;
  }
  if (rows[0]) return rows[0].id;
  const stored = await groupById(db, actor.tenantId, id);
  if (!stored) throw new HttpError(404, 'Not found.');
  throw await versionConflict(db, actor.tenantId, stored);
}
