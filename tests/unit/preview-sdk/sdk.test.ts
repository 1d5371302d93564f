// The storefront SDK's protocol (issue 22): handshake with retry, origin pinning, heartbeat, version check,
// foreign and malformed messages, pointer interactions, updates and the 500 ms content-updated notice.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createPreviewSdk, type PreviewSdk } from '@preview-sdk/sdk';
import { envelope, PROTOCOL, SDK_VERSION } from '@preview-sdk/protocol';

const BACK_OFFICE = 'https://content.example.com';
const FOREIGN = 'https://evil.example';

interface Harness {
  sdk: PreviewSdk;
  posted: { data: { type: string; payload?: Record<string, unknown> }; origin: string }[];
  send(data: unknown, origin?: string, source?: unknown): void;
  types(): string[];
  warn: ReturnType<typeof vi.fn>;
  onUpdate: ReturnType<typeof vi.fn>;
  parent: { postMessage: ReturnType<typeof vi.fn> };
}

let harness: Harness;

function setup(options: { allowedOrigins?: string[] } = {}): Harness {
  const target = new EventTarget();
  const posted: Harness['posted'] = [];
  const parent = {
    postMessage: vi.fn((data: Harness['posted'][number]['data'], origin: string) => {
      posted.push({ data, origin });
    }),
  };
  const fakeWindow = {
    parent,
    addEventListener: target.addEventListener.bind(target),
    removeEventListener: target.removeEventListener.bind(target),
    document,
    location: window.location,
    history: window.history,
  } as unknown as Window;
  const warn = vi.fn();
  const onUpdate = vi.fn();
  const sdk = createPreviewSdk({
    allowedOrigins: options.allowedOrigins ?? [BACK_OFFICE],
    window: fakeWindow,
    warn,
    onUpdate,
  });
  return {
    sdk,
    posted,
    parent,
    warn,
    onUpdate,
    send(data, origin = BACK_OFFICE, source = parent) {
      target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }));
    },
    types: () => posted.map((p) => p.data.type),
  };
}

const connect = () => harness.send(envelope('connect'));

beforeEach(() => {
  vi.useFakeTimers();
  document.body.innerHTML = `
    <section data-content-block-id="101"><h2>One</h2><a href="/elsewhere">link</a></section>
    <section data-content-block-id="102"><p>Two</p></section>`;
});

afterEach(() => {
  harness?.sdk.destroy();
  vi.useRealTimers();
});

describe('handshake', () => {
  it('announces sdk-ready with its version and what it supports, every 500 ms until the back office answers', () => {
    harness = setup();
    expect(harness.types()).toEqual(['sdk-ready']);
    const ready = harness.posted[0]!;
    expect(ready.origin).toBe(BACK_OFFICE);
    expect(ready.data).toMatchObject({ protocol: PROTOCOL, version: '1.5.0' });
    expect(ready.data.payload).toMatchObject({ version: SDK_VERSION });
    expect(ready.data.payload?.supports).toEqual([
      'update-content',
      'show-interactionLayer',
      'hide-interactionLayer',
      'focus',
      'show-borderLayer',
      'hide-borderLayer',
    ]);
    vi.advanceTimersByTime(1500);
    expect(harness.types()).toEqual(['sdk-ready', 'sdk-ready', 'sdk-ready', 'sdk-ready']);
    connect();
    expect(harness.sdk.isConnected()).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(harness.types().filter((t) => t === 'sdk-ready')).toHaveLength(4);
  });

  it('announces to each allowed origin and pins the one that answered', () => {
    harness = setup({ allowedOrigins: [BACK_OFFICE, 'https://staging.example.com/some/path'] });
    expect(harness.posted.map((p) => p.origin)).toEqual([BACK_OFFICE, 'https://staging.example.com']);
    harness.send(envelope('connect'), 'https://staging.example.com');
    expect(harness.sdk.hostOrigin()).toBe('https://staging.example.com');
    // After pinning, the other allowed origin is foreign too.
    harness.send(envelope('show-interactionLayer'), BACK_OFFICE);
    harness.send(envelope('focus', { contentBlockId: 101 }), BACK_OFFICE);
    expect(document.querySelector<HTMLElement>('[data-content-block-id="101"]')!.style.outline).toBe('');
  });

  it("refuses '*' and non-http origins as configuration", () => {
    expect(() => setup({ allowedOrigins: ['*'] })).toThrow(/not an allowed origin/);
    expect(() => setup({ allowedOrigins: ['javascript:alert(1)'] })).toThrow(/http/);
    expect(() => setup({ allowedOrigins: [] })).toThrow(/allowedOrigins/);
  });

  it('answers heartbeats; without one for 6 s it announces itself again and re-connects', () => {
    harness = setup();
    connect();
    harness.posted.length = 0;
    harness.send(envelope('heartbeat'));
    expect(harness.types()).toEqual(['heartbeat']);
    vi.advanceTimersByTime(5000);
    expect(harness.sdk.isConnected()).toBe(true);
    vi.advanceTimersByTime(4000);
    expect(harness.sdk.isConnected()).toBe(false);
    expect(harness.types()).toContain('sdk-ready');
    connect();
    expect(harness.sdk.isConnected()).toBe(true);
  });

  it('says sdk-disconnected when it is destroyed', () => {
    harness = setup();
    connect();
    harness.sdk.destroy();
    expect(harness.types().at(-1)).toBe('sdk-disconnected');
    expect(harness.posted.at(-1)!.origin).toBe(BACK_OFFICE);
  });
});

describe('what it ignores', () => {
  it('ignores 100 % of messages from foreign origins or windows, before and after the handshake', async () => {
    harness = setup();
    const all = [
      envelope('connect'),
      envelope('heartbeat'),
      envelope('update-content', { refreshKey: 'x' }),
      envelope('show-interactionLayer'),
      envelope('focus', { contentBlockId: 101 }),
      envelope('show-borderLayer', { contentBlockId: 101 }),
    ];
    for (const message of all) harness.send(message, FOREIGN);
    for (const message of all) harness.send(message, BACK_OFFICE, {});
    expect(harness.sdk.isConnected()).toBe(false);
    connect();
    harness.posted.length = 0;
    for (const message of all) harness.send(message, FOREIGN);
    for (const message of all) harness.send(message, 'null');
    for (const message of all) harness.send(message, BACK_OFFICE, { postMessage() {} });
    vi.advanceTimersByTime(2000);
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.posted).toEqual([]);
    expect(harness.onUpdate).not.toHaveBeenCalled();
    expect(document.querySelector<HTMLElement>('[data-content-block-id="101"]')!.style.outline).toBe('');
  });

  it('ignores messages of another major version with a console warning', async () => {
    harness = setup();
    harness.send({ ...envelope('connect'), version: '2.0.0' });
    expect(harness.sdk.isConnected()).toBe(false);
    expect(harness.warn).toHaveBeenCalledWith(expect.stringContaining('incompatible version 2.0.0'));
    connect();
    harness.send({ ...envelope('update-content', { refreshKey: 'k' }), version: '0.9.1' });
    harness.send({ ...envelope('update-content', { refreshKey: 'k' }), version: 'one' });
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.onUpdate).not.toHaveBeenCalled();
    expect(harness.warn).toHaveBeenCalledTimes(3);
    harness.send({ ...envelope('update-content', { refreshKey: 'k' }), version: '1.9.3' });
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.onUpdate).toHaveBeenCalledTimes(1);
  });

  it('ignores malformed bodies', async () => {
    harness = setup();
    connect();
    harness.posted.length = 0;
    for (const data of [
      null,
      'update-content',
      42,
      { type: 'update-content' },
      { protocol: PROTOCOL, version: SDK_VERSION },
      { ...envelope('update-content'), payload: 'x' },
      { ...envelope('update-content'), payload: [1] },
      envelope('update-content', { refreshKey: 7 }),
      envelope('focus', { contentBlockId: 'drop table' }),
      envelope('focus', { contentBlockId: -1 }),
      envelope('no-such-message'),
    ]) {
      harness.send(data);
    }
    await vi.advanceTimersByTimeAsync(1000);
    expect(harness.onUpdate).not.toHaveBeenCalled();
    expect(harness.posted).toEqual([]);
  });
});

describe('after the handshake', () => {
  beforeEach(() => {
    harness = setup();
    connect();
    harness.posted.length = 0;
  });

  it('applies update-content and says content-updated 500 ms after it was applied', async () => {
    harness.send(envelope('update-content', { previewId: 'pv_1', refreshKey: 'r1' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(harness.onUpdate).toHaveBeenCalledWith({ previewId: 'pv_1', refreshKey: 'r1' });
    expect(new URL(window.location.href).searchParams.get('refresh')).toBe('r1');
    await vi.advanceTimersByTimeAsync(499);
    expect(harness.types()).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(harness.posted).toEqual([
      { data: envelope('content-updated', { refreshKey: 'r1' }), origin: BACK_OFFICE },
    ]);
  });

  it('reports pointerover, pointerout and click with the block id only while the interaction layer shows', () => {
    const one = document.querySelector('[data-content-block-id="101"] h2')!;
    const two = document.querySelector('[data-content-block-id="102"] p')!;
    one.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(harness.posted).toEqual([]);
    harness.send(envelope('show-interactionLayer'));
    one.dispatchEvent(new Event('pointerover', { bubbles: true }));
    two.dispatchEvent(new Event('pointerover', { bubbles: true }));
    const click = new MouseEvent('click', { bubbles: true, cancelable: true });
    document.querySelector('[data-content-block-id="101"] a')!.dispatchEvent(click);
    expect(click.defaultPrevented).toBe(true);
    expect(harness.posted.map((p) => p.data.payload)).toEqual([
      { type: 'pointerover', contentBlockId: 101 },
      { type: 'pointerout', contentBlockId: 101 },
      { type: 'pointerover', contentBlockId: 102 },
      { type: 'click', contentBlockId: 101 },
    ]);
    expect(document.querySelector<HTMLElement>('[data-content-block-id="102"]')!.style.outline).toContain(
      'dashed',
    );
    harness.send(envelope('hide-interactionLayer'));
    harness.posted.length = 0;
    one.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(harness.posted).toEqual([]);
  });

  it('focus on a block the page does not show yet scrolls to it once an update brings it', async () => {
    harness.send(envelope('focus', { contentBlockId: 103 }));
    const added = document.createElement('section');
    added.dataset.contentBlockId = '103';
    const scroll = vi.fn();
    added.scrollIntoView = scroll;
    harness.onUpdate.mockImplementation(() => document.body.append(added));
    harness.send(envelope('update-content', { refreshKey: 'r2' }));
    await vi.advanceTimersByTimeAsync(0);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(added.style.outline).toContain('solid');
  });

  it('focus scrolls to the block and draws the border layer; hide-borderLayer removes it', () => {
    const block = document.querySelector<HTMLElement>('[data-content-block-id="102"]')!;
    const scroll = vi.fn();
    block.scrollIntoView = scroll;
    harness.send(envelope('focus', { contentBlockId: 102 }));
    expect(scroll).toHaveBeenCalled();
    expect(block.style.outline).toContain('solid');
    harness.send(envelope('show-borderLayer', { contentBlockId: 101 }));
    expect(block.style.outline).toBe('');
    harness.send(envelope('hide-borderLayer'));
    expect(document.querySelector<HTMLElement>('[data-content-block-id="101"]')!.style.outline).toBe('');
  });
});
