import type { RegistryFieldsType } from '@rjsf/utils';

/**
 * The RJSF custom fields of the components whose value is not a plain text, number or boolean: ImageSet,
 * VideoSet, ProductIds, StoryIds, CategorySelect, DynamicTags. Keyed by the contract's `FormNode.component`.
 */
export const dataFields: RegistryFieldsType = {};
