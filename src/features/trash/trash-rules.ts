import { entityOperations } from '@generated/entity-operations';
import type { EntityType } from '@generated/model';

/** The address of a type's trash page (one link builder, in the shared paths). */
export { trashPath } from '@/entities/paths';
/** The route pattern of the trash page (the app's route table). */
export const TRASH_ROUTE = '/trash/:type';

/** A type whose deletes go to the trash: it has a delete operation that the product allows. */
export function hasTrash(type: string): type is EntityType {
  const entry = (entityOperations as Record<string, { calls: { delete?: { notAllowed?: boolean } } }>)[type];
  const remove = entry?.calls.delete;
  return Boolean(remove && !remove.notAllowed);
}

const DAY_MS = 86_400_000;

/** Whole days until the purge job removes an item (0 when due). */
export function daysLeft(purgeAt: string, now: Date = new Date()): number {
  return Math.max(0, Math.ceil((Date.parse(purgeAt) - now.getTime()) / DAY_MS));
}
