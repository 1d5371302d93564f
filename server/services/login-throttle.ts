// Failed sign-ins are counted per normalised e-mail and client address; after `maxAttempts` failures
// within `windowMs` that pair is refused until the window of its oldest counted failure has passed.
// The store is an interface so a shared one (Redis) can replace memory when several processes run.

export interface LoginThrottleSettings {
  maxAttempts: number;
  windowMs: number;
}

export const DEFAULT_LOGIN_THROTTLE: LoginThrottleSettings = { maxAttempts: 5, windowMs: 15 * 60 * 1000 };

export interface AttemptStore {
  /** Timestamps (ms) of the failures of `key` that are newer than `since`. */
  failures(key: string, since: number): Promise<number[]>;
  addFailure(key: string, at: number, ttlMs: number): Promise<void>;
  clear(key: string): Promise<void>;
}

export function createMemoryAttemptStore(): AttemptStore {
  const map = new Map<string, number[]>();
  const prune = (key: string, since: number) => {
    const kept = (map.get(key) ?? []).filter((at) => at > since);
    if (kept.length) map.set(key, kept);
    else map.delete(key);
    return kept;
  };
  return {
    failures: async (key, since) => prune(key, since),
    addFailure: async (key, at, ttlMs) => {
      map.set(key, [...prune(key, at - ttlMs), at]);
    },
    clear: async (key) => {
      map.delete(key);
    },
  };
}

export interface LoginThrottle {
  /** Seconds until the next attempt is allowed, or 0 when one is allowed now. */
  retryAfter(email: string, address: string): Promise<number>;
  recordFailure(email: string, address: string): Promise<void>;
  reset(email: string, address: string): Promise<void>;
}

export function createLoginThrottle(
  settings: LoginThrottleSettings = DEFAULT_LOGIN_THROTTLE,
  store: AttemptStore = createMemoryAttemptStore(),
  now: () => number = Date.now,
): LoginThrottle {
  // The e-mail is already normalised by the caller; JSON keeps the two parts unambiguous.
  const keyOf = (email: string, address: string) => JSON.stringify([email, address]);
  return {
    async retryAfter(email, address) {
      const t = now();
      const failures = await store.failures(keyOf(email, address), t - settings.windowMs);
      if (failures.length < settings.maxAttempts) return 0;
      const oldestCounted = failures[failures.length - settings.maxAttempts] ?? t;
      return Math.max(1, Math.ceil((oldestCounted + settings.windowMs - t) / 1000));
    },
    recordFailure: (email, address) => store.addFailure(keyOf(email, address), now(), settings.windowMs),
    reset: (email, address) => store.clear(keyOf(email, address)),
  };
}
