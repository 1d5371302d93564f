// Core pages (tag `core-pages`): list, get by id, delete.
import { collectionHandlers } from './collection';

export const corePagesHandlers = collectionHandlers({
  type: 'core-page',
  list: 'listCorePages',
  get: 'getCorePage',
  remove: 'deleteCorePage',
});
