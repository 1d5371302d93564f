import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { getGetNotificationCountQueryKey } from '@generated/api/notifications/notifications';
import type { NotificationCountResponse, RealtimeNotificationEvent } from '@generated/model';
import { getFeatureFlags } from '@/api/feature-flags';
import { connectRealtime, type RealtimeConnection } from '@/api/realtime';
import { useCurrentUser } from '@/api/session';
import { invalidateNotificationLists } from '@/features/notifications';
import { readToken } from '@/lib/token-storage';
import { showToast } from '@/lib/toasts';

/**
 * What a notification event changes at once: a toast, the bell's count, the lists, and the cached entity it
 * names — dropped when no screen shows it, so the next visit loads the saved state instead of the old one.
 * An open editor keeps its form: its save meets the newer version and offers 'Load their version'.
 */
export function applyNotificationEvent(queryClient: QueryClient, event: RealtimeNotificationEvent): void {
  const { data, meta } = event;
  showToast({
    severity: data.type === 'entry_publish_fail' ? 'error' : 'info',
    title: data.title,
    message: data.text,
  });
  queryClient.setQueryData<NotificationCountResponse>(getGetNotificationCountQueryKey(), {
    data: { count: meta.count },
  });
  void invalidateNotificationLists(queryClient);
  if (data.resourceId !== null) {
    const ending = `/${data.resourceId}`;
    queryClient.removeQueries({
      type: 'inactive',
      predicate: (query) => typeof query.queryKey[0] === 'string' && query.queryKey[0].endsWith(ending),
    });
  }
}

/**
 * The websocket of spec 2 §4.9: connected once the user is known and the enableWebsockets flag is on, closed
 * when the layout goes (signing out reloads the page).
 */
export function RealtimeBridge() {
  const queryClient = useQueryClient();
  const user = useCurrentUser();
  const userId = user.data?.id;
  const enabled = userId !== undefined && getFeatureFlags().enableWebsockets;
  useEffect(() => {
    const token = readToken();
    if (!enabled || !token) return;
    let connection: RealtimeConnection | undefined;
    let closed = false;
    void connectRealtime(token, (event) => applyNotificationEvent(queryClient, event)).then((opened) => {
      if (closed) opened.close();
      else connection = opened;
    });
    return () => {
      closed = true;
      connection?.close();
    };
  }, [enabled, userId, queryClient]);
  return null;
}
