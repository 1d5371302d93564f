// What the public content API serves (spec 2 §2.3, §7): per entity the published snapshots of its shop
// configs that are online now — published, activeFrom reached, activeUntil not passed, hiddenUntil passed
// (app.now(), so a scheduled config comes online by itself). Only snapshot fields and the schedule are
// answered: never the saved draft, the entity's shared draft fields, internal keys or another tenant's rows.
// Bundles publish as a whole (entities.is_published) besides their configs' snapshots.
import { and, eq, inArray, isNotNull, isNull, lte, gt, or, type SQL } from 'drizzle-orm';
import type { PublicAppConfig, PublicEntity } from '@generated/model';
import type { Db } from '@server/db/client';
import { appConfigs, entities } from '@server/db/schema';
import { isPageKind, type EntityType } from '../entities/types';

/** Snapshot keys that are never public (references kept for the back office). */
const INTERNAL_SNAPSHOT_KEYS = new Set(['pageIds']);

export interface PublicQuery {
  types: readonly EntityType[];
  ids: number[];
  /** Only this shop (filter[appId], or the shop of /public/shop/{shopId}/categories). */
  appId?: number;
  /** Only this tenant (the request's host names it); any tenant when undefined. */
  tenantId?: number;
  now: Date;
}

/** Configs online at `now`: published with a snapshot, in their active window, not hidden. */
export function onlineAt(now: Date): SQL {
  return and(
    eq(appConfigs.isPublished, true),
    isNotNull(appConfigs.published),
    or(isNull(appConfigs.activeFrom), lte(appConfigs.activeFrom, now)),
    or(isNull(appConfigs.activeUntil), gt(appConfigs.activeUntil, now)),
    or(isNull(appConfigs.hiddenUntil), lte(appConfigs.hiddenUntil, now)),
  )!;
}

const iso = (value: Date | null) => (value ? value.toISOString() : null);

/** The public entities among `ids` (in the order asked), each with its online configs; none → left out. */
export async function publicEntities(db: Db, query: PublicQuery): Promise<PublicEntity[]> {
  if (query.ids.length === 0) return [];
  const conditions: SQL[] = [
    inArray(entities.id, query.ids),
    inArray(entities.entityType, [...query.types]),
    onlineAt(query.now),
    // Never what is in the trash (its snapshots stay until a restore brings them back).
    isNull(entities.deletedAt),
  ];
  if (query.tenantId !== undefined) conditions.push(eq(entities.tenantId, query.tenantId));
  if (query.appId !== undefined) conditions.push(eq(appConfigs.appId, query.appId));
  if (query.types.includes('bundle')) conditions.push(eq(entities.isPublished, true));
  const rows = await db
    .select({
      id: entities.id,
      entityType: entities.entityType,
      appId: appConfigs.appId,
      published: appConfigs.published,
      publishedAt: appConfigs.publishedAt,
      updatedAt: appConfigs.updatedAt,
      activeFrom: appConfigs.activeFrom,
      activeUntil: appConfigs.activeUntil,
      hiddenUntil: appConfigs.hiddenUntil,
    })
    .from(entities)
    .innerJoin(appConfigs, eq(appConfigs.entityId, entities.id))
    .where(and(...conditions))
    .orderBy(appConfigs.entityId, appConfigs.appId);
  const byId = new Map<number, PublicEntity>();
  for (const row of rows) {
    let entity = byId.get(row.id);
    if (!entity) {
      entity = {
        id: row.id,
        entityType: row.entityType,
        ...(isPageKind(row.entityType as EntityType) ? { type: row.entityType } : {}),
        appConfigs: [],
      };
      byId.set(row.id, entity);
    }
    entity.appConfigs.push(publicConfig(row));
  }
  return query.ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : []));
}

function publicConfig(row: {
  appId: number;
  published: Record<string, unknown> | null;
  publishedAt: Date | null;
  updatedAt: Date;
  activeFrom: Date | null;
  activeUntil: Date | null;
  hiddenUntil: Date | null;
}): PublicAppConfig {
  const snapshot: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(row.published ?? {})) {
    if (!INTERNAL_SNAPSHOT_KEYS.has(key)) snapshot[key] = value;
  }
  return {
    ...snapshot,
    appId: row.appId,
    name: typeof snapshot.name === 'string' ? snapshot.name : '',
    slug: typeof snapshot.slug === 'string' ? snapshot.slug : '',
    activeFrom: iso(row.activeFrom),
    activeUntil: iso(row.activeUntil),
    hiddenUntil: iso(row.hiddenUntil),
    // Snapshots the seed wrote carry no publish time: the config's last write stands in.
    publishedAt: (row.publishedAt ?? row.updatedAt).toISOString(),
  };
}
