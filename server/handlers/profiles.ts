// Brand and idol profiles (tag `profiles`): list, get by id; idol profiles delete, brand profiles 405.
import { collectionHandlers } from './collection';

export const profilesHandlers = {
  ...collectionHandlers({
    type: 'profile-brand',
    list: 'listProfileBrands',
    get: 'getProfileBrand',
    remove: 'deleteProfileBrand',
  }),
  ...collectionHandlers({
    type: 'profile-idol',
    list: 'listProfileIdols',
    get: 'getProfileIdol',
    remove: 'deleteProfileIdol',
  }),
};
