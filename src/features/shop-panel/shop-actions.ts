// The row actions of the shop panel by the rules of spec 2 §6. Copy To, Copy and Insert content and the
// translation actions join with their issues: each is one more rule here, fed by more fields of the input.
import type { ContentStatus, EntityType } from '@generated/model';
import { getEntityConfig } from '@/entities';

export type ShopActionName =
  | 'goToShop'
  | 'copyTo'
  | 'copyAndInsert'
  | 'requestTranslation'
  | 'downloadTranslation'
  | 'uploadTranslation'
  | 'stopTranslation'
  | 'delete';

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
  /** The copy actions are offered here (the app layer composed the copy feature). */
  copy?: boolean;
  /** How many content blocks the shop's config has. */
  blockCount?: number;
  /** The type has translations and the translation feature is composed (spec 2 §4.1, §6). */
  translationSupport?: boolean;
  /** A translation of this shop is in progress (in_translation). */
  translationInProgress?: boolean;
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

/**
 * Copy To: more than one shop; Copy and Insert content: also more than one block in the config (spec 2 §6).
 * Both change the form, so not in view-only mode.
 */
const canCopy = (input: ShopActionInput) => input.copy === true && !input.readOnly && input.shopCount > 1;

/** Request Translation: translation support, non-bundle, the main shop, more than one shop (spec 2 §6). */
const canRequestTranslation = (input: ShopActionInput) =>
  input.translationSupport === true &&
  input.entityType !== 'bundle' &&
  input.isMainShop &&
  input.shopCount > 1;

/** Download and Stop Translation: non-bundle and a translation in progress for that shop (spec 2 §6). */
const translationRunning = (input: ShopActionInput) =>
  input.translationSupport === true && input.entityType !== 'bundle' && input.translationInProgress === true;

/** The actions a shop row offers, in menu order; empty → the disabled actions icon. */
export function shopActions(input: ShopActionInput): ShopActionName[] {
  const actions: ShopActionName[] = [];
  if (canGoToShop(input)) actions.push('goToShop');
  if (canCopy(input)) actions.push('copyTo');
  if (canCopy(input) && (input.blockCount ?? 0) > 1) actions.push('copyAndInsert');
  if (canRequestTranslation(input)) actions.push('requestTranslation');
  if (translationRunning(input)) {
    // Downloading applies to the form and uploading delivers the translator's file: both change content.
    if (!input.readOnly) actions.push('downloadTranslation', 'uploadTranslation');
    actions.push('stopTranslation');
  }
  if (canDelete(input)) actions.push('delete');
  return actions;
}
