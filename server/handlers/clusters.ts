// Page clusters (tag `clusters`): list, get by id, delete.
import { collectionHandlers } from './collection';

export const clustersHandlers = collectionHandlers({
  type: 'cluster',
  list: 'listClusters',
  get: 'getCluster',
  remove: 'deleteCluster',
});
