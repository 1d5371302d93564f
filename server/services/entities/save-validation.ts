// The one place an entity's content-completeness problems (meta.validation) are worked out, for the fetch
// and for the create and update answers: the content model's rules for its type, with the block schemas of
// its content elements, and the slugs a sibling (same type and parent) already uses in the same shop. Nothing is
// ever refused because of them on save (publishing acts on them).
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Entity, ValidationErrors } from '@generated/model';
import { fieldMessages } from '@server/content-model/validation/catalogue';
import { validateEntity } from '@server/content-model/validation';
import type { Db } from '@server/db/client';
import { appConfigs, entities } from '@server/db/schema';
import { blockSchemas } from './list';

/** `entity` must be read with every form part (the wizard's includes). */
export async function validationOf(db: Db, tenantId: number, entity: Entity): Promise<ValidationErrors> {
  const names = entity.appConfigs.flatMap((c) => (c.contentElements ?? []).map((e) => e.type));
  // Rows are only ever written with catalogue types.
  const errors = validateEntity(entity.entityType!, entity, await blockSchemas(db, tenantId, names));
  for (const path of await takenSlugs(db, tenantId, entity)) {
    errors[path] = [...(errors[path] ?? []), fieldMessages.unique()];
  }
  return errors;
}

/**
 * The `appConfigs.N.slug` paths whose slug another entity of the same type and parent has in the same shop
 * (categories 'women/dresses' and 'men/dresses' may share a slug; their addresses differ).
 */
async function takenSlugs(db: Db, tenantId: number, entity: Entity): Promise<string[]> {
  const wanted = entity.appConfigs.flatMap((config, n) =>
    typeof config.slug === 'string' && config.slug !== ''
      ? [{ n, appId: config.appId, slug: config.slug }]
      : [],
  );
  if (!wanted.length) return [];
  const rows = await db
    .select({ appId: appConfigs.appId, slug: appConfigs.slug })
    .from(appConfigs)
    .innerJoin(entities, eq(entities.id, appConfigs.entityId))
    .where(
      and(
        inArray(
          appConfigs.slug,
          wanted.map((w) => w.slug),
        ),
        eq(entities.tenantId, tenantId),
        eq(entities.entityType, entity.entityType!),
        sql`${entities.parentId} is not distinct from ${entity.parentId ?? null}`,
        ...(typeof entity.id === 'number' ? [ne(entities.id, entity.id)] : []),
      ),
    );
  const taken = new Set(rows.map((row) => `${row.appId}/${row.slug}`));
  return wanted.filter((w) => taken.has(`${w.appId}/${w.slug}`)).map((w) => `appConfigs.${w.n}.slug`);
}
