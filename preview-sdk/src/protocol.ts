// The window-message protocol between the back office (host) and a storefront preview page (SDK), spec 2 §4.8
// and §7. Both sides import this one file: the message names, the envelope and the version rule.

/** The SDK's version; messages are understood when their major version matches (spec 2 §4.8, §9). */
export const SDK_VERSION = '1.5.0';

/** Every message carries this marker, so unrelated window messages (extensions, other widgets) are ignored. */
export const PROTOCOL = 'content-preview';

/** Storefront → back office (spec 2 §7, plus the handshake's heartbeat answer). */
export const STOREFRONT_MESSAGES = [
  'sdk-ready',
  'sdk-disconnected',
  'content-updated',
  'pointer-interaction',
  'heartbeat',
] as const;

/** Back office → storefront (spec 2 §7, plus the handshake's `connect` and `heartbeat`). */
export const HOST_MESSAGES = [
  'connect',
  'heartbeat',
  'update-content',
  'show-interactionLayer',
  'hide-interactionLayer',
  'focus',
  'show-borderLayer',
  'hide-borderLayer',
] as const;

export type StorefrontMessageType = (typeof STOREFRONT_MESSAGES)[number];
export type HostMessageType = (typeof HOST_MESSAGES)[number];
export type PointerInteractionType = 'pointerover' | 'pointerout' | 'click';

export interface Envelope<T extends string = string> {
  protocol: typeof PROTOCOL;
  version: string;
  type: T;
  payload?: Record<string, unknown>;
}

export interface SdkReadyPayload {
  version: string;
  /** The host messages this SDK handles. */
  supports: HostMessageType[];
  /** The page's address (with its refresh key). */
  url: string;
}

export interface PointerInteractionPayload {
  type: PointerInteractionType;
  contentBlockId: number;
}

export interface UpdateContentPayload {
  previewId?: string;
  /** Changes with every update (spec 2 §4.8: the refresh key after each update). */
  refreshKey: string;
  /** Content to render directly (the mocked preview without a session); otherwise the page reloads the session. */
  content?: Record<string, unknown>;
}

export interface BlockPayload {
  contentBlockId: number;
}

const MAJOR = /^(\d+)\.\d+\.\d+$/;

/** Same major version as this SDK (1.x.y): the only versions either side understands. */
export function isCompatibleVersion(version: unknown, own: string = SDK_VERSION): boolean {
  if (typeof version !== 'string') return false;
  const theirs = MAJOR.exec(version)?.[1];
  return theirs !== undefined && theirs === MAJOR.exec(own)?.[1];
}

export type ParsedMessage<T extends string> =
  | { kind: 'message'; message: Envelope<T> }
  /** Ours, but of another major version: ignored with a console warning. */
  | { kind: 'incompatible'; version: unknown; type: string }
  /** Not ours or malformed: ignored silently. */
  | { kind: 'ignored' };

/** Reads one window message: only well-formed envelopes of a known type pass. */
export function parseMessage<T extends string>(data: unknown, known: readonly T[]): ParsedMessage<T> {
  if (!data || typeof data !== 'object') return { kind: 'ignored' };
  const record = data as Record<string, unknown>;
  if (record.protocol !== PROTOCOL || typeof record.type !== 'string') return { kind: 'ignored' };
  if (!isCompatibleVersion(record.version)) {
    return { kind: 'incompatible', version: record.version, type: record.type };
  }
  if (!(known as readonly string[]).includes(record.type)) return { kind: 'ignored' };
  const payload = record.payload;
  if (payload !== undefined && (payload === null || typeof payload !== 'object' || Array.isArray(payload))) {
    return { kind: 'ignored' };
  }
  return { kind: 'message', message: record as unknown as Envelope<T> };
}

export function envelope<T extends string>(type: T, payload?: object): Envelope<T> {
  return {
    protocol: PROTOCOL,
    version: SDK_VERSION,
    type,
    ...(payload ? { payload: payload as Record<string, unknown> } : {}),
  };
}

/** A block id from a payload: a non-negative integer, else undefined (a malformed body changes nothing). */
export function blockIdOf(payload: Record<string, unknown> | undefined): number | undefined {
  const id = payload?.contentBlockId;
  return typeof id === 'number' && Number.isInteger(id) && id >= 0 ? id : undefined;
}

/** An origin as `URL.origin` writes it; '*' and anything that is not an http(s) origin are refused. */
export function normaliseOrigin(origin: string): string {
  if (origin === '*')
    throw new Error('preview-sdk: "*" is not an allowed origin; name the back office origins');
  const url = new URL(origin);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`preview-sdk: not an http(s) origin: ${origin}`);
  }
  return url.origin;
}
