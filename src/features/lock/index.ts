/** The edit lock (spec 2 §4.4, issue 23): the hook and what it shows. */
export { EditLockView } from './edit-lock-view';
export { useEditLock, type EditLock } from './use-edit-lock';
