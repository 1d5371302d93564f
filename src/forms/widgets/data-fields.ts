import type { RegistryFieldsType } from '@rjsf/utils';
import { DynamicTagsField } from './data/dynamic-tags-field';
import { lazyField } from './lazy-field';

/**
 * The RJSF custom fields of the components whose value is not a plain text, number or boolean: ImageSet,
 * VideoSet, ProductIds, StoryIds, CategorySelect, DynamicTags. Keyed by the contract's `FormNode.component`;
 * each reads the node's attributes from its uiSchema's `ui:options` and the shop from the form context.
 * DynamicTags is on the first step of most editors; the others load when a step shows them (lazy-field.tsx).
 */
export const dataFields: RegistryFieldsType = {
  CategorySelect: lazyField(async () => (await import('./data/category-select-field')).CategorySelectField),
  DynamicTags: DynamicTagsField,
  ImageSet: lazyField(async () => (await import('./data/image-set-field')).ImageSetField),
  ProductIds: lazyField(async () => (await import('./data/product-ids-field')).ProductIdsField),
  StoryIds: lazyField(async () => (await import('./data/story-ids-field')).StoryIdsField),
  VideoSet: lazyField(async () => (await import('./data/video-set-field')).VideoSetField),
};
