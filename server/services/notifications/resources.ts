// What a notification or a watcher points at. Both keep the contract's resource type (`page` for every
// page kind, `page-cluster` for clusters, `media` for images and videos) and the row id; `resource` adds the
// entity type (`resource.type`: what a `page` really is) and its name. The back office may name a resource
// by its entity type too (`story`): canonicalResourceType turns either into the stored form.
import { and, eq, inArray } from 'drizzle-orm';
import type { NotificationResource } from '@generated/model';
import type { Db } from '@server/db/client';
import { entities, media, tagGroups, tags } from '@server/db/schema';
import { allEntityTypeConfigs, entityTypeConfig, isEntityType, type Store } from '../entities/types';
import { liveEntities, liveMedia } from '../trash/live';

/** Resource type → the store its rows live in (only the stores a resource can be watched in). */
const STORE_OF = new Map<string, Store>(
  allEntityTypeConfigs()
    .filter((config) => config.store !== 'block-types')
    .map((config) => [config.resourceType, config.store]),
);

/** The contract's resource type of an entity type (`story` → `page`). */
export const resourceTypeOf = (entityType: string): string => entityTypeConfig(entityType).resourceType;

/** A resource type, an entity type or a legacy name → the resource type; undefined when unknown. */
export function canonicalResourceType(name: string): string | undefined {
  if (STORE_OF.has(name)) return name;
  try {
    const config = entityTypeConfig(name);
    return config.store === 'block-types' ? undefined : config.resourceType;
  } catch {
    return undefined;
  }
}

export interface ResourceRef {
  resourceType: string | null;
  resourceId: number | null;
}

export const resourceKey = (type: string, id: number) => `${type}:${id}`;

/**
 * The resources of `refs` that still exist in the tenant, by resourceKey. An entity row counts only when its
 * type belongs to the resource type (a `page` id of a bundle resolves to nothing).
 */
export async function findResources(
  db: Db,
  tenantId: number,
  refs: readonly ResourceRef[],
): Promise<Map<string, NotificationResource>> {
  const found = new Map<string, NotificationResource>();
  const idsByStore = new Map<Store, Set<number>>();
  for (const ref of refs) {
    const store = ref.resourceType ? STORE_OF.get(ref.resourceType) : undefined;
    if (!store || ref.resourceId === null) continue;
    idsByStore.set(store, (idsByStore.get(store) ?? new Set()).add(ref.resourceId));
  }
  const ids = (store: Store) => [...(idsByStore.get(store) ?? [])];
  if (idsByStore.has('entities')) {
    const rows = await db
      .select({ id: entities.id, type: entities.entityType, internalName: entities.internalName })
      .from(entities)
      .where(and(eq(entities.tenantId, tenantId), inArray(entities.id, ids('entities')), liveEntities()));
    for (const row of rows) {
      if (isEntityType(row.type)) found.set(resourceKey(resourceTypeOf(row.type), row.id), row);
    }
  }
  if (idsByStore.has('media')) {
    const rows = await db
      .select({ id: media.id, type: media.kind, internalName: media.name })
      .from(media)
      .where(and(eq(media.tenantId, tenantId), inArray(media.id, ids('media')), liveMedia()));
    for (const row of rows) found.set(resourceKey('media', row.id), row);
  }
  if (idsByStore.has('tags')) {
    const rows = await db
      .select({ id: tags.id, internalName: tags.name })
      .from(tags)
      .where(and(eq(tags.tenantId, tenantId), inArray(tags.id, ids('tags'))));
    for (const row of rows) found.set(resourceKey('tag', row.id), { ...row, type: 'tag' });
  }
  if (idsByStore.has('tag-groups')) {
    const rows = await db
      .select({ id: tagGroups.id, internalName: tagGroups.name })
      .from(tagGroups)
      .where(and(eq(tagGroups.tenantId, tenantId), inArray(tagGroups.id, ids('tag-groups'))));
    for (const row of rows) found.set(resourceKey('tag-group', row.id), { ...row, type: 'tag-group' });
  }
  return found;
}

/** The one resource, or undefined when it does not exist in the tenant. */
export async function findResource(
  db: Db,
  tenantId: number,
  resourceType: string,
  resourceId: number,
): Promise<NotificationResource | undefined> {
  const found = await findResources(db, tenantId, [{ resourceType, resourceId }]);
  return found.get(resourceKey(resourceType, resourceId));
}
