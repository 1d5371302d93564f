// The one place an entity's content-completeness problems (meta.validation) are worked out, for the fetch
// and for the create and update answers: the content model's rules for its type, with the block schemas of
// its content elements. Nothing is ever refused because of them on save (publishing acts on them).
import type { Entity, ValidationErrors } from '@generated/model';
import { validateEntity } from '@server/content-model/validation';
import type { Db } from '@server/db/client';
import { blockSchemas } from './list';

/** `entity` must be read with every form part (the wizard's includes). */
export async function validationOf(db: Db, tenantId: number, entity: Entity): Promise<ValidationErrors> {
  const names = entity.appConfigs.flatMap((c) => (c.contentElements ?? []).map((e) => e.type));
  // Rows are only ever written with catalogue types.
  return validateEntity(entity.entityType!, entity, await blockSchemas(db, tenantId, names));
}
