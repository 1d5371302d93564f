// Which entity types a registry call serves, and which of them a request of a shared call names.
import {
  entityTypesByOperation,
  type EntityCall,
  type EntityOperationRole,
} from '@generated/entity-operations';
import { entityTypeConfig, type EntityType } from '../services/entities/types';

/** The types a call serves (in the registry's order); the first one owns its overview (sortable fields). */
export const typesOf = (call: EntityCall): readonly EntityType[] =>
  entityTypesByOperation[call.operationId] ?? [];

/**
 * The types a shared call's request names by its type parameter (`filter[type]` through the list query, or a
 * path parameter): all of them when it names none, none when it names an unknown one.
 */
export function narrowTypes(
  types: readonly EntityType[],
  role: EntityOperationRole,
  named: string | undefined,
): readonly EntityType[] {
  if (types.length < 2 || named === undefined) return types;
  return types.filter((type) => entityTypeConfig(type).calls[role]?.typeParam?.value === named);
}
