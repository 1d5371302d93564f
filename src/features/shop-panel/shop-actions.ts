// The row actions of the shop panel by the rules of spec 2 §6. Copy To, Copy and Insert content and the
// translation actions join with their issues: each is one more rule here, fed by more fields of the input.
import type { ContentStatus, EntityType } from '@generated/model';
import { getEntityConfig } from '@/entities';

export type ShopActionName = 'goToShop' | 'delete';

export interface ShopActionInput {
  entityType: EntityType;
  /** The entity's own status: a bundle's own, else online when any of its shops is online. */
  entityStatus: ContentStatus | undefined;
  appConfig: { status?: ContentStatus | undefined };
  isMainShop: boolean;
  /** How many shops the entity has (configs in the form). */
  shopCount: number;
  /** View-only mode: nothing that changes the entity. */
  readOnly: boolean;
  /** The tenant kind has a storefront to link to (spec 1 §6: the first known tenant kind). */
  shopLinkEnabled: boolean;
}

/** Types whose shop configs are never deleted from the panel (spec 2 §6). */
const UNDELETABLE_TYPES: ReadonlySet<EntityType> = new Set<EntityType>(['category', 'custom-page']);

/**
 * Go to Shop: the content is online in that shop (spec 2 §4.1, §6 'entity or shop config online'). The entity's
 * own status counts only where the entity publishes as a whole (bundles): a page's status is the best of its
 * shops', so an offline shop of a page online elsewhere has nothing to show.
 */
function canGoToShop(input: ShopActionInput): boolean {
  const entityOnline =
    getEntityConfig(input.entityType).publishLevel === 'entity' && input.entityStatus === 'online';
  return input.shopLinkEnabled && (entityOnline || input.appConfig.status === 'online');
}

/**
 * Delete: hidden for the main shop and for categories and custom pages; not in view-only mode; and never
 * the entity's only shop (an entity keeps at least one config — 'Add another shop to enable actions.').
 */
function canDelete(input: ShopActionInput): boolean {
  return (
    !input.readOnly && !input.isMainShop && !UNDELETABLE_TYPES.has(input.entityType) && input.shopCount > 1
  );
}

/** The actions a shop row offers, in menu order; empty → the disabled actions icon. */
export function shopActions(input: ShopActionInput): ShopActionName[] {
  const actions: ShopActionName[] = [];
  if (canGoToShop(input)) actions.push('goToShop');
  if (canDelete(input)) actions.push('delete');
  return actions;
}
