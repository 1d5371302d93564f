import { useEffect, useState } from 'react';
import type { RealtimePresenceEvent, RealtimePresenceEventUsersItem } from '@generated/model';
import { emitRealtime, onRealtimeConnect, realtimeSocketId, subscribeRealtime } from '@/api/realtime';

export const PRESENCE_JOIN = 'presence:join';
export const PRESENCE_LEAVE = 'presence:leave';
export const PRESENCE_EVENT = 'presence';

/**
 * Who else has this entity open (issue 23): joins the resource's presence room on every (re)connect of the tab's
 * socket, leaves it when the editor goes, and answers the others — this tab's own entry left out, one entry per
 * person (several tabs of one person show once). Empty without a socket.
 */
export function usePresence(
  resourceType: string,
  resourceId: number | null,
): RealtimePresenceEventUsersItem[] {
  const [others, setOthers] = useState<RealtimePresenceEventUsersItem[]>([]);
  useEffect(() => {
    setOthers([]);
    if (resourceId === null) return;
    const unsubscribe = subscribeRealtime<RealtimePresenceEvent>(PRESENCE_EVENT, (event) => {
      if (event.resourceType !== resourceType || event.resourceId !== resourceId) return;
      const own = realtimeSocketId();
      const seen = new Set<number>();
      setOthers(
        event.users.filter((user) => {
          if (user.socketId === own || seen.has(user.id)) return false;
          seen.add(user.id);
          return true;
        }),
      );
    });
    const stop = onRealtimeConnect(
      () => emitRealtime(PRESENCE_JOIN, { resourceType, resourceId }),
      () => setOthers([]),
    );
    return () => {
      unsubscribe();
      stop();
      emitRealtime(PRESENCE_LEAVE);
    };
  }, [resourceType, resourceId]);
  return others;
}
