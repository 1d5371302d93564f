/** The trash feature (issue 29): the trash page per type (lazy) and the overview's link to it. */
export const loadTrashPage = () => import('./trash-page');
export { TrashLink } from './trash-link';
export { hasTrash, TRASH_ROUTE, trashPath } from './trash-rules';
