import type { RegistryFieldsType } from '@rjsf/utils';
import { CategorySelectField } from './data/category-select-field';
import { DynamicTagsField } from './data/dynamic-tags-field';
import { ImageSetField } from './data/image-set-field';
import { ProductIdsField } from './data/product-ids-field';
import { StoryIdsField } from './data/story-ids-field';
import { VideoSetField } from './data/video-set-field';

/**
 * The RJSF custom fields of the components whose value is not a plain text, number or boolean: ImageSet,
 * VideoSet, ProductIds, StoryIds, CategorySelect, DynamicTags. Keyed by the contract's `FormNode.component`;
 * each reads the node's attributes from its uiSchema's `ui:options` and the shop from the form context.
 */
export const dataFields: RegistryFieldsType = {
  CategorySelect: CategorySelectField,
  DynamicTags: DynamicTagsField,
  ImageSet: ImageSetField,
  ProductIds: ProductIdsField,
  StoryIds: StoryIdsField,
  VideoSet: VideoSetField,
};
