// The history of an entity row (spec: every save keeps the previous state; restore is a new save):
//   keptStateOf(db, types, tenantId, id)   the state a save is about to replace (read before the save)
//   keepVersion(tx, state, before)         inside the save's transaction: store it with what changed since
//                                          the kept state before it
//   listVersions / findVersion             newest first / one with its data
//   currentState                           the current state heading the list: what the latest save changed
import { and, desc, eq } from 'drizzle-orm';
import type { Entity, EntityCurrentState, EntityVersion, UserSummary } from '@generated/model';
import type { Db } from '@server/db/client';
import { entityVersions, users } from '@server/db/schema';
import { getEntity } from '../entities/list';
import type { Tx } from '../entities/save';
import type { EntityType } from '../entities/types';

/** Every form part: a kept state restores completely. */
const KEPT_INCLUDES = new Set([
  'appConfigs.contentElements',
  'appConfigs.preview',
  'appConfigs.seodata',
  'appConfigs.sourceCategories',
  'appConfigs.pages',
  'appConfigs.info.imagesByType',
  'appConfigs.videosByType',
  'videosByType',
  'tags',
  'updatedByUser',
]);

/** Derived values that are not content: left out of the change list. */
const DERIVED = new Set([
  'status',
  'isDraft',
  'streamProductCount',
  'streamProductEstimate',
  'updatedAt',
  'updatedByUser',
]);

export interface KeptState {
  tenantId: number;
  type: EntityType;
  id: number;
  version: number;
  data: Record<string, unknown>;
  savedBy: number | null;
  savedAt: Date;
}

export async function keptStateOf(
  db: Db,
  types: readonly EntityType[],
  tenantId: number,
  id: number,
): Promise<KeptState | null> {
  let entity: Entity;
  try {
    entity = (await getEntity(db, types, tenantId, id, KEPT_INCLUDES)) as Entity;
  } catch {
    return null; // the save answers the 404 itself
  }
  return {
    tenantId,
    type: entity.entityType ?? (types[0] as EntityType),
    id,
    version: entity.version,
    data: entity as unknown as Record<string, unknown>,
    savedBy: entity.updatedByUser?.id ?? null,
    savedAt: new Date(entity.updatedAt),
  };
}

function withoutDerived(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutDerived);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => !DERIVED.has(key))
      .map(([key, v]) => [key, withoutDerived(v)]),
  );
}

/** Dotted paths of the leaves that differ between two JSON values (arrays by index). */
export function changedPaths(before: unknown, after: unknown, prefix = ''): string[] {
  const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null;
  if (isObject(before) && isObject(after) && Array.isArray(before) === Array.isArray(after)) {
    const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
    return [...keys].flatMap((key) =>
      changedPaths(
        (before as Record<string, unknown>)[key],
        (after as Record<string, unknown>)[key],
        prefix ? `${prefix}.${key}` : key,
      ),
    );
  }
  return JSON.stringify(before) === JSON.stringify(after) ? [] : [prefix];
}

/** Stores the replaced state in the save's transaction, with what changed since the kept state before it. */
export async function keepVersion(tx: Tx, state: KeptState): Promise<void> {
  const [previous] = await tx
    .select({ data: entityVersions.data })
    .from(entityVersions)
    .where(eq(entityVersions.entityId, state.id))
    .orderBy(desc(entityVersions.id))
    .limit(1);
  await tx.insert(entityVersions).values({
    tenantId: state.tenantId,
    entityId: state.id,
    entityType: state.type,
    version: state.version,
    data: state.data,
    changes: previous
      ? changedPaths(withoutDerived(previous.data), withoutDerived(state.data)).filter((p) => p !== 'version')
      : [],
    savedBy: state.savedBy,
    savedAt: state.savedAt,
  });
}

const summaryOf = (changes: string[]): string => {
  if (changes.length === 0) return 'Saved';
  const shown = changes.slice(0, 3).join(', ');
  const more = changes.length > 3 ? ', …' : '';
  return `${changes.length} ${changes.length === 1 ? 'field' : 'fields'} changed: ${shown}${more}`;
};

type VersionRow = typeof entityVersions.$inferSelect;

/** The shop and publish flag of each appConfigs entry of a kept state, in order (`changes` name them by index). */
function shopsOf(data: Record<string, unknown>): EntityVersion['shops'] {
  const configs = Array.isArray(data.appConfigs) ? (data.appConfigs as Record<string, unknown>[]) : [];
  return configs.map((config) => ({
    appId: typeof config.appId === 'number' ? config.appId : 0,
    isPublished: config.isPublished === true,
  }));
}

const publishFlagOf = (type: string, data: Record<string, unknown>) =>
  type === 'bundle' ? { isPublished: data.isPublished === true } : {};

function toVersion(row: VersionRow, people: Map<number, UserSummary>, withData: boolean): EntityVersion {
  return {
    id: row.id,
    entityType: row.entityType as EntityVersion['entityType'],
    entityId: row.entityId,
    version: row.version,
    savedAt: row.savedAt.toISOString(),
    savedBy: row.savedBy !== null ? (people.get(row.savedBy) ?? null) : null,
    changes: row.changes,
    summary: summaryOf(row.changes),
    shops: shopsOf(row.data),
    ...publishFlagOf(row.entityType, row.data),
    ...(withData ? { data: row.data as unknown as Entity } : {}),
  };
}

async function peopleOf(db: Db, rows: { savedBy: number | null }[]): Promise<Map<number, UserSummary>> {
  const ids = [...new Set(rows.map((r) => r.savedBy).filter((id): id is number => id !== null))];
  const people = new Map<number, UserSummary>();
  for (const id of ids) {
    const [user] = await db
      .select({ id: users.id, name: users.name, email: users.email, avatar: users.avatar })
      .from(users)
      .where(eq(users.id, id));
    if (user) people.set(id, user);
  }
  return people;
}

export async function listVersions(db: Db, tenantId: number, entityId: number): Promise<EntityVersion[]> {
  const rows = await db
    .select()
    .from(entityVersions)
    .where(and(eq(entityVersions.tenantId, tenantId), eq(entityVersions.entityId, entityId)))
    .orderBy(desc(entityVersions.id));
  const people = await peopleOf(db, rows);
  return rows.map((row) => toVersion(row, people, false));
}

export async function findVersion(
  db: Db,
  tenantId: number,
  entityId: number,
  versionId: number,
): Promise<EntityVersion | null> {
  const [row] = await db
    .select()
    .from(entityVersions)
    .where(
      and(
        eq(entityVersions.tenantId, tenantId),
        eq(entityVersions.entityId, entityId),
        eq(entityVersions.id, versionId),
      ),
    );
  if (!row) return null;
  return toVersion(row, await peopleOf(db, [row]), true);
}

/**
 * The entity's current state as the history heads it (not kept until the next save): who saved it, when, and
 * what that save changed against the newest kept state. null when the entity does not exist.
 */
export async function currentState(
  db: Db,
  types: readonly EntityType[],
  tenantId: number,
  entityId: number,
): Promise<EntityCurrentState | null> {
  const state = await keptStateOf(db, types, tenantId, entityId);
  if (!state) return null;
  const [newest] = await db
    .select({ data: entityVersions.data })
    .from(entityVersions)
    .where(and(eq(entityVersions.tenantId, tenantId), eq(entityVersions.entityId, entityId)))
    .orderBy(desc(entityVersions.id))
    .limit(1);
  const people = await peopleOf(db, [state]);
  return {
    version: state.version,
    savedAt: state.savedAt.toISOString(),
    savedBy: state.savedBy !== null ? (people.get(state.savedBy) ?? null) : null,
    changes: newest
      ? changedPaths(withoutDerived(newest.data), withoutDerived(state.data)).filter((p) => p !== 'version')
      : [],
    shops: shopsOf(state.data),
    ...publishFlagOf(state.type, state.data),
  };
}
