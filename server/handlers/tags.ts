// Tags and tag groups (tag `tags`): list, get by id; deletes always 405.
import { collectionHandlers } from './collection';

export const tagsHandlers = {
  ...collectionHandlers({ type: 'tag', list: 'listTags', get: 'getTag', remove: 'deleteTag' }),
  ...collectionHandlers({
    type: 'tag-group',
    list: 'listTagGroups',
    get: 'getTagGroup',
    remove: 'deleteTagGroup',
  }),
};
