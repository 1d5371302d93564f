// Custom pages (hierarchy; delete refused with 409 while it has subpages) (tag `custom-pages`): list, get by id, delete.
import { collectionHandlers } from './collection';

export const customPagesHandlers = collectionHandlers({
  type: 'custom-page',
  list: 'listCustomPages',
  get: 'getCustomPage',
  remove: 'deleteCustomPage',
});
