// Brand discoveries (tag `brand-discoveries`): list, get by id, delete.
import { collectionHandlers } from './collection';

export const brandDiscoveriesHandlers = collectionHandlers({
  type: 'brand-discovery',
  list: 'listBrandDiscoveries',
  get: 'getBrandDiscovery',
  remove: 'deleteBrandDiscovery',
});
