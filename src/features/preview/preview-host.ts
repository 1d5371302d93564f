// The back-office side of the preview protocol (spec 2 §4.8, §7; preview-sdk/README.md). Posts only to the
// preview page's origin and accepts messages only from it and from the frame's window. Re-runs the handshake on
// every frame load (a reloaded frame resumes with no user action), keeps a heartbeat that notices a frame that
// went away, and gives up waiting after a bounded time ('unavailable') instead of spinning for ever.
import {
  blockIdOf,
  envelope,
  parseMessage,
  STOREFRONT_MESSAGES,
  type HostMessageType,
  type PointerInteractionType,
} from '@preview-sdk/protocol';

export type PreviewConnection = 'connecting' | 'ready' | 'incompatible' | 'unavailable';

export interface PreviewHostOptions {
  /** The origin of the preview page the frame shows. */
  previewOrigin: string;
  /** The frame's window (its contentWindow), the only source messages are accepted from. */
  frameWindow: () => Window | null | undefined;
  /** The back office's window (tests pass their own). */
  window?: Window;
  /** Heartbeat interval. Default 2000 ms. */
  heartbeatMs?: number;
  /** Without a heartbeat answer for this long, the frame is taken as gone. Default 6000 ms. */
  heartbeatTimeoutMs?: number;
  /** How long to wait for sdk-ready before 'unavailable'. Default 10 000 ms. */
  handshakeTimeoutMs?: number;
  warn?: (message: string) => void;
  onStatus?: (status: PreviewConnection, detail?: { version?: string }) => void;
  onContentUpdated?: (refreshKey: string) => void;
  onPointer?: (type: PointerInteractionType, contentBlockId: number) => void;
}

export interface PreviewHost {
  /** The frame (re)loaded: wait for its SDK again and offer the handshake. */
  frameLoaded(): void;
  /** Posts a message to the frame once the SDK is ready; answers whether it was sent. */
  post(type: Exclude<HostMessageType, 'connect' | 'heartbeat'>, payload?: object): boolean;
  status(): PreviewConnection;
  destroy(): void;
}

const POINTER_TYPES: readonly string[] = ['pointerover', 'pointerout', 'click'];

export function createPreviewHost(options: PreviewHostOptions): PreviewHost {
  const win = options.window ?? window;
  const origin = new URL(options.previewOrigin).origin;
  const heartbeatMs = options.heartbeatMs ?? 2000;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 6000;
  const handshakeTimeoutMs = options.handshakeTimeoutMs ?? 10_000;
  const warn = options.warn ?? ((message: string) => console.warn(message));
  let state: PreviewConnection = 'connecting';
  let lastSeen = 0;
  let heartbeat: ReturnType<typeof setInterval> | undefined;
  let handshakeTimer: ReturnType<typeof setTimeout> | undefined;
  let destroyed = false;

  function setStatus(next: PreviewConnection, detail?: { version?: string }) {
    if (next === state && !detail) return;
    state = next;
    options.onStatus?.(next, detail);
  }

  function send(type: HostMessageType, payload?: object) {
    const target = options.frameWindow();
    if (!target) return false;
    target.postMessage(envelope(type, payload), origin);
    return true;
  }

  function stopHeartbeat() {
    if (heartbeat !== undefined) clearInterval(heartbeat);
    heartbeat = undefined;
  }

  function waitForSdk() {
    stopHeartbeat();
    if (state !== 'incompatible') setStatus('connecting');
    if (handshakeTimer !== undefined) clearTimeout(handshakeTimer);
    handshakeTimer = setTimeout(() => {
      if (state === 'connecting') setStatus('unavailable');
    }, handshakeTimeoutMs);
  }

  function ready() {
    if (handshakeTimer !== undefined) clearTimeout(handshakeTimer);
    handshakeTimer = undefined;
    lastSeen = Date.now();
    stopHeartbeat();
    heartbeat = setInterval(() => {
      if (Date.now() - lastSeen > heartbeatTimeoutMs) {
        waitForSdk();
        return;
      }
      send('heartbeat');
    }, heartbeatMs);
    setStatus('ready');
  }

  function onMessage(event: MessageEvent) {
    if (destroyed || event.origin !== origin) return;
    const frame = options.frameWindow();
    if (!frame || event.source !== frame) return;
    const parsed = parseMessage(event.data, STOREFRONT_MESSAGES);
    if (parsed.kind === 'incompatible') {
      warn(`preview: ignored "${parsed.type}" of incompatible SDK version ${String(parsed.version)}`);
      if (state !== 'ready') setStatus('incompatible', { version: String(parsed.version) });
      return;
    }
    if (parsed.kind !== 'message') return;
    const { type, payload } = parsed.message;
    switch (type) {
      case 'sdk-ready':
        send('connect');
        ready();
        return;
      case 'heartbeat':
        lastSeen = Date.now();
        return;
      case 'sdk-disconnected':
        waitForSdk();
        return;
      case 'content-updated':
        if (state === 'ready' && typeof payload?.refreshKey === 'string') {
          options.onContentUpdated?.(payload.refreshKey);
        }
        return;
      case 'pointer-interaction': {
        const kind = payload?.type;
        const id = blockIdOf(payload);
        if (
          state === 'ready' &&
          typeof kind === 'string' &&
          POINTER_TYPES.includes(kind) &&
          id !== undefined
        ) {
          options.onPointer?.(kind as PointerInteractionType, id);
        }
        return;
      }
    }
  }

  win.addEventListener('message', onMessage);
  waitForSdk();

  return {
    frameLoaded() {
      if (destroyed) return;
      if (state === 'incompatible') state = 'connecting';
      waitForSdk();
      // The SDK announces itself until answered; offering the handshake now saves its next retry.
      send('connect');
    },
    post(type, payload) {
      return state === 'ready' && send(type, payload);
    },
    status: () => state,
    destroy() {
      destroyed = true;
      stopHeartbeat();
      if (handshakeTimer !== undefined) clearTimeout(handshakeTimer);
      win.removeEventListener('message', onMessage);
    },
  };
}
