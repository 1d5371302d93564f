// The back office side of the preview protocol (issue 22): origin and frame checks, handshake on every frame
// load, heartbeat, bounded wait, version check, and that malformed or foreign messages change nothing.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { envelope } from '@preview-sdk/protocol';
import { createPreviewHost, type PreviewHost } from '@/features/preview/preview-host';

const PREVIEW = 'http://127.0.0.1:3011';

let host: PreviewHost;
let target: EventTarget;
let frame: { postMessage: ReturnType<typeof vi.fn> };
let statuses: string[];
let pointers: [string, number][];
let updates: string[];
let warn: ReturnType<typeof vi.fn<(message: string) => void>>;

const send = (data: unknown, origin = PREVIEW, source: unknown = frame) =>
  target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
const posted = () =>
  frame.postMessage.mock.calls.map(([data, origin]) => [(data as { type: string }).type, origin]);

beforeEach(() => {
  vi.useFakeTimers();
  target = new EventTarget();
  frame = { postMessage: vi.fn() };
  statuses = [];
  pointers = [];
  updates = [];
  warn = vi.fn<(message: string) => void>();
  host = createPreviewHost({
    previewOrigin: `${PREVIEW}/storefront-preview?appId=1`,
    frameWindow: () => frame as unknown as Window,
    window: {
      addEventListener: target.addEventListener.bind(target),
      removeEventListener: target.removeEventListener.bind(target),
    } as unknown as Window,
    warn,
    onStatus: (status) => statuses.push(status),
    onPointer: (type, id) => pointers.push([type, id]),
    onContentUpdated: (key) => updates.push(key),
  });
});

afterEach(() => {
  host.destroy();
  vi.useRealTimers();
});

describe('preview host', () => {
  it('answers sdk-ready with connect to the preview origin only, then keeps a heartbeat', () => {
    send(envelope('sdk-ready', { version: '1.5.0', supports: [], url: PREVIEW }));
    expect(host.status()).toBe('ready');
    expect(posted()).toEqual([['connect', PREVIEW]]);
    vi.advanceTimersByTime(2000);
    expect(posted().at(-1)).toEqual(['heartbeat', PREVIEW]);
    expect(host.post('focus', { contentBlockId: 1 })).toBe(true);
    expect(posted().at(-1)).toEqual(['focus', PREVIEW]);
  });

  it('notices a frame that went away and gives up after a bounded wait', () => {
    send(envelope('sdk-ready'));
    send(envelope('heartbeat'));
    vi.advanceTimersByTime(8100);
    expect(host.status()).toBe('connecting');
    expect(host.post('focus', { contentBlockId: 1 })).toBe(false);
    vi.advanceTimersByTime(10_000);
    expect(host.status()).toBe('unavailable');
    // The frame comes back (reloaded): the handshake runs again with no user action.
    host.frameLoaded();
    expect(host.status()).toBe('connecting');
    expect(posted().at(-1)).toEqual(['connect', PREVIEW]);
    send(envelope('sdk-ready'));
    expect(host.status()).toBe('ready');
  });

  it('a reloaded frame says sdk-disconnected and resumes on its next sdk-ready', () => {
    send(envelope('sdk-ready'));
    send(envelope('sdk-disconnected'));
    expect(host.status()).toBe('connecting');
    host.frameLoaded();
    send(envelope('sdk-ready'));
    expect(statuses).toEqual(['ready', 'connecting', 'ready']);
  });

  it('waits at most 10 s for a storefront that never answers', () => {
    vi.advanceTimersByTime(9999);
    expect(host.status()).toBe('connecting');
    vi.advanceTimersByTime(1);
    expect(statuses).toEqual(['unavailable']);
  });

  it('ignores messages from other origins, other windows, malformed ones, and says so for other versions', () => {
    const ready = envelope('sdk-ready');
    send(ready, 'http://evil.example');
    send(ready, PREVIEW, {});
    send(ready, PREVIEW, null);
    send({ ...ready, protocol: 'other' });
    send('sdk-ready');
    send(null);
    expect(host.status()).toBe('connecting');
    send({ ...ready, version: '2.0.0' });
    expect(host.status()).toBe('incompatible');
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('2.0.0'));
    host.frameLoaded();
    send(ready);
    expect(host.status()).toBe('ready');
    for (const bad of [
      envelope('pointer-interaction', { type: 'click', contentBlockId: 'x' }),
      envelope('pointer-interaction', { type: 'drag', contentBlockId: 1 }),
      envelope('pointer-interaction', { type: 'click' }),
      envelope('content-updated', { refreshKey: 1 }),
    ]) {
      send(bad);
    }
    send(envelope('pointer-interaction', { type: 'click', contentBlockId: 7 }), 'http://evil.example');
    expect(pointers).toEqual([]);
    expect(updates).toEqual([]);
    send(envelope('pointer-interaction', { type: 'click', contentBlockId: 7 }));
    send(envelope('content-updated', { refreshKey: 'k1' }));
    expect(pointers).toEqual([['click', 7]]);
    expect(updates).toEqual(['k1']);
  });
});
