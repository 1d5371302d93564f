// The websocket of spec 2 §4.9 / §7: socket.io on the same host at /ws/socket.io/ (the path the server's
// realtime plugin listens on), websocket transport only, the session token in the handshake's auth data with
// the tab's editing session (a take-over of its edit lock is pushed to it). socket.io-client is imported when a
// connection starts, so it is in no route's first chunk. Besides notifications, features listen to events
// (`lock`, `presence`) and emit (`presence:join`) through the one socket of the tab: subscribeRealtime,
// emitRealtime, onRealtimeConnect.
import type { RealtimeNotificationEvent } from '@generated/model';
import { editSessionId } from './edit-session';

export const REALTIME_PATH = '/ws/socket.io/';
/** The event the server emits to a user's room for each new notification. */
export const NOTIFICATION_EVENT = 'notification';

export interface RealtimeConnection {
  close(): void;
}

interface SocketLike {
  id?: string;
  connected: boolean;
  emit(event: string, ...args: unknown[]): unknown;
}

type Listener = (payload: unknown) => void;
const listeners = new Map<string, Set<Listener>>();
const connectListeners = new Set<() => void>();
const disconnectListeners = new Set<() => void>();
let current: SocketLike | undefined;

/** Listens to a server event on the tab's socket (also across reconnects); returns the unsubscribe. */
export function subscribeRealtime<T>(event: string, listener: (payload: T) => void): () => void {
  const set = listeners.get(event) ?? new Set<Listener>();
  listeners.set(event, set);
  set.add(listener as Listener);
  return () => set.delete(listener as Listener);
}

/** Emits to the server when connected; false when there is no connection (the caller retries on connect). */
export function emitRealtime(event: string, payload?: unknown): boolean {
  if (!current?.connected) return false;
  current.emit(event, payload);
  return true;
}

/** Runs on every (re)connect — at once when connected now; and `onDown` when the connection drops. */
export function onRealtimeConnect(onUp: () => void, onDown?: () => void): () => void {
  connectListeners.add(onUp);
  if (onDown) disconnectListeners.add(onDown);
  if (current?.connected) onUp();
  return () => {
    connectListeners.delete(onUp);
    if (onDown) disconnectListeners.delete(onDown);
  };
}

/** The socket id of this tab's connection (presence lists mark a tab's own entry with it). */
export const realtimeSocketId = (): string | undefined => (current?.connected ? current.id : undefined);

export async function connectRealtime(
  token: string,
  onNotification: (event: RealtimeNotificationEvent) => void,
): Promise<RealtimeConnection> {
  const { io } = await import('socket.io-client');
  const socket = io({
    path: REALTIME_PATH,
    transports: ['websocket'],
    auth: { token, editSession: editSessionId() },
  });
  socket.on(NOTIFICATION_EVENT, onNotification);
  socket.onAny((event: string, payload: unknown) => {
    for (const listener of listeners.get(event) ?? []) listener(payload);
  });
  socket.on('connect', () => {
    for (const listener of connectListeners) listener();
  });
  socket.on('disconnect', () => {
    for (const listener of disconnectListeners) listener();
  });
  current = socket;
  return {
    close: () => {
      if (current === socket) current = undefined;
      socket.disconnect();
    },
  };
}
