import type { QueryClient } from '@tanstack/react-query';
import {
  getGetNotificationCountQueryKey,
  getListNotificationsQueryKey,
} from '@generated/api/notifications/notifications';

const LIST_KEY = getListNotificationsQueryKey()[0];
const COUNT_KEY = getGetNotificationCountQueryKey()[0];

/** Every notifications list (flyout pages and the overview), not the count. */
export function invalidateNotificationLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({
    predicate: (query) => query.queryKey[0] === LIST_KEY || query.queryKey[0] === FLYOUT_KEY,
  });
}

/** Lists and the unread count, after the user changed a read state. */
export async function invalidateNotifications(queryClient: QueryClient): Promise<void> {
  await Promise.all([
    invalidateNotificationLists(queryClient),
    queryClient.invalidateQueries({ queryKey: [COUNT_KEY] }),
  ]);
}

/** The flyout's infinite list (its own key: its pages are not the overview's). */
export const FLYOUT_KEY = `${LIST_KEY}#flyout`;
