// Teaser campaigns (tag `teasers`): list, get by id, delete.
import { collectionHandlers } from './collection';

export const teasersHandlers = collectionHandlers({
  type: 'teaser',
  list: 'listTeasers',
  get: 'getTeaser',
  remove: 'deleteTeaser',
});
