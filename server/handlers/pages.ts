// Pages of the kinds story, brand-story, idol-story and hotdrop (tag `pages`): one collection told apart by
// `type` (`filter[type]` before `f[type]`); list, get by id, delete.
import { isPageKind, PAGE_KINDS } from '../services/entities/types';
import { collectionHandlers } from './collection';

export const pagesHandlers = collectionHandlers({
  type: 'story',
  types: (query) => (query.type === undefined ? PAGE_KINDS : isPageKind(query.type) ? [query.type] : []),
  anyOf: PAGE_KINDS,
  list: 'listPages',
  get: 'getPage',
  remove: 'deletePage',
});
