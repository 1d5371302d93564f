import type { Watcher } from '@generated/model';

/** Spec 1 §4.6: only one's own entry can be removed. */
export const canRemoveWatcher = (watcher: Watcher, currentUserId: number | undefined): boolean =>
  currentUserId !== undefined && watcher.userId === currentUserId;

/** Spec 1 §4.6: users already watching are disabled in the suggestions. */
export const isWatching = (watchers: readonly Watcher[], userId: number): boolean =>
  watchers.some((watcher) => watcher.userId === userId);
