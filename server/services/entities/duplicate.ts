// Duplicating an entity (wizard "duplicate" row action): a copy named "{name} - Copy" with new ids, its
// shop configs copied as unpublished drafts (status removed: no snapshot, no schedule), version 1.
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { appConfigs, entities } from '../../db/schema';
import { HttpError } from '../../http-error';

export const COPY_SUFFIX = ' - Copy';

/** Returns the new entity's id. Children of a hierarchical entity are not copied. */
export async function duplicateEntity(
  db: Db,
  tenantId: number,
  id: number,
  userId: number | null,
): Promise<number> {
  return db.transaction(async (tx) => {
    const [source] = await tx
      .select()
      .from(entities)
      .where(and(eq(entities.id, id), eq(entities.tenantId, tenantId)));
    if (!source) throw new HttpError(404, 'Not found.');
    const now = new Date();
    const [copy] = await tx
      .insert(entities)
      .values({
        tenantId,
        entityType: source.entityType,
        internalName: `${source.internalName}${COPY_SUFFIX}`,
        fields: structuredClone(source.fields),
        version: 1,
        parentId: source.parentId,
        isPublished: false,
        tagIds: source.tagIds,
        createdBy: userId,
        updatedBy: userId,
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: entities.id });
    const configs = await tx.select().from(appConfigs).where(eq(appConfigs.entityId, id));
    if (configs.length) {
      await tx.insert(appConfigs).values(
        configs.map(({ id: _id, entityId: _entityId, createdAt: _c, updatedAt: _u, ...config }) => ({
          ...config,
          entityId: copy!.id,
          name: config.name ? `${config.name}${COPY_SUFFIX}` : config.name,
          slug: config.slug ? `${config.slug}-copy` : config.slug,
          path: config.path ? `${config.path}-copy` : config.path,
          isPublished: false,
          published: null,
          isDraft: true,
          activeFrom: null,
          activeUntil: null,
          hiddenUntil: null,
          createdAt: now,
          updatedAt: now,
        })),
      );
    }
    return copy!.id;
  });
}
