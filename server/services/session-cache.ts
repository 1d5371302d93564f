// A short in-memory cache of live sessions (token hash → user and expiry), so a protected request does
// not read `sessions` and `users` every time. It never outlives what it caches: an entry is dropped after
// `ttlMs`, is refused once its session expires, and is cleared at once by a sign-out (forgetToken) or a
// change to the user (forgetUser) — in other processes too, through the invalidation bus (Redis pub/sub
// when REDIS_URL is set). A load that started before an invalidation is not stored, so a lookup racing a
// sign-out cannot put the revoked session back.
import type { SessionUser } from './sessions';

export interface CachedSession {
  user: SessionUser;
  expiresAt: Date;
}

/** Invalidations as they travel between processes. */
export type SessionInvalidation = { tokenHash: string } | { userId: number };

/** Carries invalidations to the other processes and back (in-process only without Redis). */
export interface InvalidationBus<Message = SessionInvalidation> {
  publish(message: Message): Promise<void>;
  /** Called for messages of other processes. */
  subscribe(listener: (message: Message) => void): void;
  close(): Promise<void>;
}

export interface SessionCacheOptions {
  /** How long an entry is trusted without reading the database again; 0 turns the cache off. */
  ttlMs: number;
  /** Entries kept at most (the oldest go first). */
  maxEntries?: number;
  bus?: InvalidationBus;
  /** Publishing failed: this process is cleared, others only when their entries' TTL runs out. */
  onError?: (error: Error) => void;
  now?: () => number;
}

interface Entry extends CachedSession {
  storedAt: number;
}

export interface SessionCache {
  /** The cached live session of this token hash, or undefined (unknown, stale or expired). */
  get(tokenHash: string): CachedSession | undefined;
  /** A marker to take before reading the database; `set` ignores loads older than an invalidation. */
  generation(): number;
  set(tokenHash: string, session: CachedSession, loadedAt: number): void;
  /** A session was revoked: forget it here and in every other process. */
  forgetToken(tokenHash: string): Promise<void>;
  /** A user changed: forget their sessions here and in every other process. */
  forgetUser(userId: number): Promise<void>;
  close(): Promise<void>;
}

export const DEFAULT_SESSION_CACHE_TTL_MS = 10_000;

export function createSessionCache(options: SessionCacheOptions): SessionCache {
  const { ttlMs, maxEntries = 10_000, bus } = options;
  const now = options.now ?? Date.now;
  const entries = new Map<string, Entry>();
  let generation = 0;

  const drop = (message: SessionInvalidation) => {
    generation++;
    if ('tokenHash' in message) entries.delete(message.tokenHash);
    else for (const [hash, entry] of entries) if (entry.user.id === message.userId) entries.delete(hash);
  };
  bus?.subscribe(drop);

  const forget = async (message: SessionInvalidation) => {
    drop(message);
    await bus?.publish(message).catch((error: Error) => options.onError?.(error));
  };

  return {
    get(tokenHash) {
      const entry = entries.get(tokenHash);
      if (!entry) return undefined;
      const at = now();
      if (at - entry.storedAt >= ttlMs || entry.expiresAt.getTime() <= at) {
        entries.delete(tokenHash);
        return undefined;
      }
      return entry;
    },
    generation: () => generation,
    set(tokenHash, session, loadedAt) {
      if (ttlMs <= 0 || loadedAt !== generation) return;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      entries.set(tokenHash, { ...session, storedAt: now() });
    },
    forgetToken: (tokenHash) => forget({ tokenHash }),
    forgetUser: (userId) => forget({ userId }),
    async close() {
      entries.clear();
      await bus?.close();
    },
  };
}
