// The websocket of spec 2 §4.9 / §7: socket.io on the same host at /ws/socket.io/ (the path the server's
// realtime plugin listens on), websocket transport only, the session token in the handshake's auth data.
// socket.io-client is imported when a connection starts, so it is in no route's first chunk.
import type { RealtimeNotificationEvent } from '@generated/model';

export const REALTIME_PATH = '/ws/socket.io/';
/** The event the server emits to a user's room for each new notification. */
export const NOTIFICATION_EVENT = 'notification';

export interface RealtimeConnection {
  close(): void;
}

export async function connectRealtime(
  token: string,
  onNotification: (event: RealtimeNotificationEvent) => void,
): Promise<RealtimeConnection> {
  const { io } = await import('socket.io-client');
  const socket = io({ path: REALTIME_PATH, transports: ['websocket'], auth: { token } });
  socket.on(NOTIFICATION_EVENT, onNotification);
  return { close: () => socket.disconnect() };
}
