// Product bundles (tag `bundles`): list, get by id, delete.
import { collectionHandlers } from './collection';

export const bundlesHandlers = collectionHandlers({
  type: 'bundle',
  list: 'listBundles',
  get: 'getBundle',
  remove: 'deleteBundle',
});
