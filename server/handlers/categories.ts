// Categories (hierarchy; delete always 405) (tag `categories`): list, get by id, delete.
import { collectionHandlers } from './collection';

export const categoriesHandlers = collectionHandlers({
  type: 'category',
  list: 'listCategories',
  get: 'getCategory',
  remove: 'deleteCategory',
});
