// Block types (tag `content`): list (`filter[name]` comma list) and get by id. Writing them is not part of
// the contract.
import { collectionHandlers } from './collection';

export const blockTypesHandlers = collectionHandlers({
  type: 'block-type',
  list: 'listBlockTypes',
  get: 'getBlockType',
});
