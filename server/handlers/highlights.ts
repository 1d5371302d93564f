// Highlights (tag `highlights`): list, get by id, delete.
import { collectionHandlers } from './collection';

export const highlightsHandlers = collectionHandlers({
  type: 'highlight',
  list: 'listHighlights',
  get: 'getHighlight',
  remove: 'deleteHighlight',
});
