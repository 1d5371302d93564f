// The storefront side of the preview protocol: what a storefront's preview page embeds (README.md).
// Announces itself to the back office (sdk-ready, again every 500 ms until the back office answers with
// `connect`), pins the back-office origin it learned, answers heartbeats, reports pointer interactions on
// blocks (elements with data-content-block-id), applies content updates through the page's own renderer and
// reports them 500 ms later, and draws the hover and border layers. Messages from any other origin or window,
// malformed ones, and ones of another major version (with a console warning) change nothing.
import {
  blockIdOf,
  envelope,
  HOST_MESSAGES,
  normaliseOrigin,
  parseMessage,
  SDK_VERSION,
  type HostMessageType,
  type PointerInteractionType,
  type StorefrontMessageType,
  type UpdateContentPayload,
} from './protocol';

export interface PreviewSdkOptions {
  /** The back-office origins this page may talk to, e.g. ['https://content.example.com']. Never '*'. */
  allowedOrigins: readonly string[];
  /**
   * Applies new content (update-content): re-render the page, then resolve. `content-updated` follows
   * `notifyDelayMs` after it resolved.
   */
  onUpdate?: (update: UpdateContentPayload) => void | Promise<void>;
  /** The page's window (tests pass their own). Default: the global window. */
  window?: Window;
  /** Announce interval until the back office answers. Default 500 ms. */
  retryMs?: number;
  /** Delay of `content-updated` after an update was applied (spec 2 §7). Default 500 ms. */
  notifyDelayMs?: number;
  /** Without a heartbeat from the back office for this long, the SDK announces itself again. Default 6000 ms. */
  heartbeatTimeoutMs?: number;
  /** The attribute that carries a block's id on its outermost element. Default data-content-block-id. */
  blockAttribute?: string;
  /** Warnings (incompatible versions). Default console.warn. */
  warn?: (message: string) => void;
}

export interface PreviewSdk {
  readonly version: string;
  /** True between the back office's `connect` and a lost heartbeat or destroy(). */
  isConnected(): boolean;
  /** The back-office origin learned at the handshake. */
  hostOrigin(): string | undefined;
  /** Stops listening and tells the back office (sdk-disconnected). */
  destroy(): void;
}

const HOVER_OUTLINE = '2px dashed #1f6feb';
const BORDER_OUTLINE = '3px solid #1f6feb';

export function createPreviewSdk(options: PreviewSdkOptions): PreviewSdk {
  const win = options.window ?? window;
  const allowed = options.allowedOrigins.map(normaliseOrigin);
  if (!allowed.length) throw new Error('preview-sdk: allowedOrigins must name the back office origin(s)');
  const retryMs = options.retryMs ?? 500;
  const notifyDelayMs = options.notifyDelayMs ?? 500;
  const heartbeatTimeoutMs = options.heartbeatTimeoutMs ?? 6000;
  const attribute = options.blockAttribute ?? 'data-content-block-id';
  const warn = options.warn ?? ((message: string) => console.warn(message));
  const parent = win.parent;

  let pinned: string | undefined;
  let lastHeartbeat = 0;
  let interactionLayer = false;
  let hovered: number | undefined;
  let bordered: number | undefined;
  /** A focused block the page does not show yet (the update that adds it is on its way). */
  let pendingScroll: number | undefined;
  let destroyed = false;
  let announceTimer: ReturnType<typeof setInterval> | undefined;
  let watchdog: ReturnType<typeof setInterval> | undefined;
  const notifyTimers = new Set<ReturnType<typeof setTimeout>>();
  let updates: Promise<void> = Promise.resolve();

  const post = (type: StorefrontMessageType, payload?: object) => {
    if (parent === win || !pinned) return;
    parent.postMessage(envelope(type, payload), pinned);
  };

  const supports: HostMessageType[] = HOST_MESSAGES.filter(
    (type) => type !== 'connect' && type !== 'heartbeat',
  );

  function announce() {
    if (parent === win) return; // not framed: nothing to announce to
    const ready = envelope('sdk-ready', { version: SDK_VERSION, supports, url: win.location.href });
    // The back office is one of the allowed origins; a message to any other is dropped by the browser.
    for (const origin of allowed) parent.postMessage(ready, origin);
  }

  function startAnnouncing() {
    stopAnnouncing();
    announce();
    announceTimer = setInterval(announce, retryMs);
  }

  function stopAnnouncing() {
    if (announceTimer !== undefined) clearInterval(announceTimer);
    announceTimer = undefined;
  }

  function connectionLost() {
    pinned = undefined;
    if (watchdog !== undefined) clearInterval(watchdog);
    watchdog = undefined;
    if (!destroyed) startAnnouncing();
  }

  const blockElement = (id: number | undefined): HTMLElement | null =>
    id === undefined ? null : win.document.querySelector<HTMLElement>(`[${attribute}="${id}"]`);

  function outline(id: number | undefined, value: string) {
    const element = blockElement(id);
    if (element) element.style.outline = value;
  }

  function paintLayers() {
    if (hovered !== undefined && hovered !== bordered)
      outline(hovered, interactionLayer ? HOVER_OUTLINE : '');
    if (bordered !== undefined) outline(bordered, BORDER_OUTLINE);
  }

  function scrollTo(id: number) {
    const element = blockElement(id);
    pendingScroll = element ? undefined : id;
    element?.scrollIntoView({ block: 'center', behavior: 'smooth' });
  }

  function setBorder(id: number | undefined) {
    if (bordered !== undefined && bordered !== id) outline(bordered, '');
    bordered = id;
    paintLayers();
  }

  function setHover(id: number | undefined) {
    if (hovered !== undefined && hovered !== id && hovered !== bordered) outline(hovered, '');
    hovered = id;
    paintLayers();
  }

  function applyUpdate(payload: Record<string, unknown> | undefined) {
    if (typeof payload?.refreshKey !== 'string') return;
    const update = payload as unknown as UpdateContentPayload;
    updates = updates
      .then(async () => {
        await options.onUpdate?.(update);
        try {
          const url = new URL(win.location.href);
          url.searchParams.set('refresh', update.refreshKey);
          win.history.replaceState(win.history.state, '', url.toString());
        } catch {
          // an opaque or sandboxed document: the refresh key stays in the message only
        }
        paintLayers();
        if (pendingScroll !== undefined) scrollTo(pendingScroll);
        const timer = setTimeout(() => {
          notifyTimers.delete(timer);
          post('content-updated', { refreshKey: update.refreshKey });
        }, notifyDelayMs);
        notifyTimers.add(timer);
      })
      .catch((error: unknown) => warn(`preview-sdk: the update could not be applied: ${String(error)}`));
  }

  function onMessage(event: MessageEvent) {
    if (destroyed || event.source !== parent) return;
    const origin = event.origin;
    if (pinned ? origin !== pinned : !allowed.includes(origin)) return;
    const parsed = parseMessage(event.data, HOST_MESSAGES);
    if (parsed.kind === 'incompatible') {
      warn(
        `preview-sdk ${SDK_VERSION}: ignored "${parsed.type}" of incompatible version ${String(parsed.version)}`,
      );
      return;
    }
    if (parsed.kind !== 'message') return;
    const { type, payload } = parsed.message;
    if (type === 'connect') {
      pinned = origin;
      lastHeartbeat = Date.now();
      stopAnnouncing();
      if (watchdog === undefined) {
        watchdog = setInterval(
          () => {
            if (Date.now() - lastHeartbeat > heartbeatTimeoutMs) connectionLost();
          },
          Math.max(50, Math.floor(heartbeatTimeoutMs / 3)),
        );
      }
      return;
    }
    if (!pinned) return; // everything else only after the handshake
    switch (type) {
      case 'heartbeat':
        lastHeartbeat = Date.now();
        post('heartbeat');
        return;
      case 'update-content':
        applyUpdate(payload);
        return;
      case 'show-interactionLayer':
        interactionLayer = true;
        return;
      case 'hide-interactionLayer':
        interactionLayer = false;
        setHover(undefined);
        return;
      case 'focus': {
        const id = blockIdOf(payload);
        if (id === undefined) return;
        scrollTo(id);
        setBorder(id);
        return;
      }
      case 'show-borderLayer': {
        const id = blockIdOf(payload);
        if (id !== undefined) setBorder(id);
        return;
      }
      case 'hide-borderLayer':
        pendingScroll = undefined;
        setBorder(undefined);
        return;
    }
  }

  function blockIdAt(target: EventTarget | null): number | undefined {
    const element =
      target && (target as Element).closest ? (target as Element).closest(`[${attribute}]`) : null;
    const id = Number(element?.getAttribute(attribute));
    return element && Number.isInteger(id) && id >= 0 ? id : undefined;
  }

  function pointer(kind: PointerInteractionType, id: number) {
    post('pointer-interaction', { type: kind, contentBlockId: id });
  }

  function onPointerOver(event: Event) {
    if (!interactionLayer || !pinned) return;
    const id = blockIdAt(event.target);
    if (id === hovered) return;
    if (hovered !== undefined) pointer('pointerout', hovered);
    setHover(id);
    if (id !== undefined) pointer('pointerover', id);
  }

  function onPointerOut(event: Event) {
    if (!interactionLayer || !pinned || hovered === undefined) return;
    const to = blockIdAt((event as PointerEvent).relatedTarget);
    if (to === hovered) return;
    pointer('pointerout', hovered);
    setHover(undefined);
  }

  function onClick(event: Event) {
    if (!interactionLayer || !pinned) return;
    const id = blockIdAt(event.target);
    if (id === undefined) return;
    // In the preview a click chooses the block; it does not follow the storefront's links.
    event.preventDefault();
    pointer('click', id);
  }

  function onPageHide() {
    post('sdk-disconnected');
  }

  win.addEventListener('message', onMessage);
  win.addEventListener('pagehide', onPageHide);
  win.document.addEventListener('pointerover', onPointerOver, true);
  win.document.addEventListener('pointerout', onPointerOut, true);
  win.document.addEventListener('click', onClick, true);
  startAnnouncing();

  return {
    version: SDK_VERSION,
    isConnected: () => pinned !== undefined,
    hostOrigin: () => pinned,
    destroy() {
      if (destroyed) return;
      post('sdk-disconnected');
      destroyed = true;
      stopAnnouncing();
      if (watchdog !== undefined) clearInterval(watchdog);
      notifyTimers.forEach(clearTimeout);
      pinned = undefined;
      win.removeEventListener('message', onMessage);
      win.removeEventListener('pagehide', onPageHide);
      win.document.removeEventListener('pointerover', onPointerOver, true);
      win.document.removeEventListener('pointerout', onPointerOut, true);
      win.document.removeEventListener('click', onClick, true);
    },
  };
}
