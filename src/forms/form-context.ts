import type { EntityType } from '@generated/model';

/**
 * What every widget of the entity form may need beyond its own value (RJSF `formContext`): the shop whose
 * config the section edits (the products and categories proxies are per shop), the entity being edited, and
 * whether the form is view-only.
 */
export interface EntityFormContext {
  /** The selected shop (`f[appId]`); the main shop on shared sections. */
  appId: number;
  entityType: EntityType;
  /** null for a new entity. */
  entityId: number | null;
  readOnly?: boolean;
}
