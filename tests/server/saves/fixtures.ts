// Facts of the seeded demo tenant the save tests build on, read straight from the database.
import { and, asc, eq, inArray, isNotNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { appConfigs, apps, entities, tagGroups, tags, tenants, users } from '@server/db/schema';
import { DEMO_LOGIN } from '../helper';

export const SECOND_LOGIN = { email: 'mara.lind@example.com', password: DEMO_LOGIN.password };

export interface TenantFacts {
  tenantId: number;
  mainAppId: number;
  /** The tenant's shops other than the main one. */
  otherAppIds: number[];
  /** Tags of editable groups. */
  editableTagIds: number[];
  brandTagId: number;
}

export async function tenantFacts(app: FastifyInstance): Promise<TenantFacts> {
  const db = app.db;
  const [me] = await db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, me!.tenantId));
  const shops = await db
    .select({ id: apps.id })
    .from(apps)
    .where(eq(apps.tenantId, tenant!.id))
    .orderBy(asc(apps.id));
  const groupRows = await db.select().from(tagGroups).where(eq(tagGroups.tenantId, tenant!.id));
  const editable = groupRows.filter((g) => g.isEditable).map((g) => g.id);
  const brands = groupRows.find((g) => g.key === 'brands')!;
  const editableTags = await db.select({ id: tags.id }).from(tags).where(inArray(tags.groupId, editable));
  const [brandTag] = await db.select({ id: tags.id }).from(tags).where(eq(tags.groupId, brands.id)).limit(1);
  return {
    tenantId: tenant!.id,
    mainAppId: tenant!.mainAppId,
    otherAppIds: shops.map((s) => s.id).filter((id) => id !== tenant!.mainAppId),
    editableTagIds: editableTags.map((t) => t.id),
    brandTagId: brandTag!.id,
  };
}

/** A seeded entity of `type` with a published snapshot in the main shop. */
export async function publishedEntity(app: FastifyInstance, type: string, mainAppId: number) {
  const [row] = await app.db
    .select({ id: entities.id, version: entities.version, configId: appConfigs.id })
    .from(entities)
    .innerJoin(appConfigs, eq(appConfigs.entityId, entities.id))
    .where(
      and(eq(entities.entityType, type), eq(appConfigs.appId, mainAppId), isNotNull(appConfigs.published)),
    )
    .orderBy(asc(entities.id))
    .limit(1);
  return row!;
}

/** The includes the wizard fetches with (spec 2 §7). */
export const EDITOR_INCLUDE =
  'appConfigs.contentElements,appConfigs.preview,appConfigs.seodata,appConfigs.sourceCategories,appConfigs.pages,appConfigs.info.imagesByType,appConfigs.videosByType,parent,tags,createdByUser,updatedByUser,rootline';
