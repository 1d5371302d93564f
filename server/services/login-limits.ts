// Limits on failed sign-ins (OWASP ASVS 2.2.1), counted by rate-limiter-flexible in memory or in Redis:
//   pair     (account, address)      a few free failures, then growing delays; a success clears it
//   address  (across all accounts)   stops spraying many e-mails from one address
//   account  (across all addresses)  stops rotating addresses on one account; a hard ceiling of
//                                    `accountMaxFailures` (100) failures per window (1 hour)
// A delay doubles with every further failure (base, 2×base, 4×base … up to maxDelaySeconds) instead of
// locking the account. An address that has signed in to the account before ("known") is not held back by
// the address and account delays — only its own pair delay and the ceiling — so an attacker elsewhere
// cannot lock the real user out. A success never clears the address or account counters: one valid
// account of the attacker's own would otherwise reset the spraying count.
import {
  RateLimiterMemory,
  RateLimiterRedis,
  type RateLimiterAbstract,
  type RateLimiterRes,
} from 'rate-limiter-flexible';
import type { Redis } from 'ioredis';

export interface LoginLimitSettings {
  /** Counting window in seconds. Default 3600. */
  windowSeconds: number;
  /** Failures per account within the window after which nobody may try (ASVS: at most 100). */
  accountMaxFailures: number;
  /** Failures before delays start, per (account, address), per address and per account. */
  pairFreeFailures: number;
  addressFreeFailures: number;
  accountFreeFailures: number;
  /** First delay in seconds; it doubles with each further failure up to maxDelaySeconds. */
  baseDelaySeconds: number;
  maxDelaySeconds: number;
  /** How long a successful address stays known to its account. Default 14 days. */
  knownSeconds: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimitSettings = {
  windowSeconds: 3600,
  accountMaxFailures: 100,
  pairFreeFailures: 5,
  addressFreeFailures: 20,
  accountFreeFailures: 10,
  baseDelaySeconds: 1,
  maxDelaySeconds: 900,
  // Below 24.8 days: the memory store keeps keys with a timer, and longer timers fire at once.
  knownSeconds: 14 * 24 * 3600,
};

export interface LoginLimits {
  /**
   * Before the password is checked: counts the attempt as a failure (atomically, so parallel requests
   * cannot all slip through one check) and answers 0, or refuses it with the seconds to wait (then it
   * does not count).
   */
  begin(email: string, address: string): Promise<number>;
  /** After a successful sign-in: clears the pair, takes back this attempt, remembers the address. */
  succeeded(email: string, address: string): Promise<void>;
}

/** Where the counters live: `redis` shares them between processes; memory is per process. */
export interface LoginLimitStore {
  redis?: Redis;
  /** Prefix of every key (tests use their own so runs never meet). Default `login`. */
  keyPrefix?: string;
}

type Dimension = 'pair' | 'address' | 'account';

/** The delay after the `failures`-th failure: none before the `free`-th, then base, 2×base, 4×base … */
export function delayAfter(failures: number, free: number, settings: LoginLimitSettings): number {
  if (failures < free) return 0;
  return Math.min(settings.baseDelaySeconds * 2 ** (failures - free), settings.maxDelaySeconds);
}

export function createLoginLimits(
  settings: LoginLimitSettings = DEFAULT_LOGIN_LIMITS,
  store: LoginLimitStore = {},
): LoginLimits {
  const prefix = store.keyPrefix ?? 'login';
  const limiter = (name: string, points: number, duration: number): RateLimiterAbstract => {
    const options = { keyPrefix: `${prefix}:${name}`, points, duration };
    if (!store.redis) return new RateLimiterMemory(options);
    // When Redis does not answer, the same limits hold per process rather than failing the sign-in.
    return new RateLimiterRedis({
      ...options,
      storeClient: store.redis,
      insuranceLimiter: new RateLimiterMemory(options),
    });
  };
  // Failure counters never refuse by themselves (penalty adds without a limit); the delays are separate
  // gate keys blocked for the computed time, so a delay never wipes the count that grows it.
  const counts: Record<Dimension, RateLimiterAbstract> = {
    pair: limiter('pair', Number.MAX_SAFE_INTEGER, settings.windowSeconds),
    address: limiter('address', Number.MAX_SAFE_INTEGER, settings.windowSeconds),
    account: limiter('account', Number.MAX_SAFE_INTEGER, settings.windowSeconds),
  };
  const gates: Record<Dimension, RateLimiterAbstract> = {
    pair: limiter('pair-gate', 1, 1),
    address: limiter('address-gate', 1, 1),
    account: limiter('account-gate', 1, 1),
  };
  const known = limiter('known', Number.MAX_SAFE_INTEGER, settings.knownSeconds);
  const free: Record<Dimension, number> = {
    pair: settings.pairFreeFailures,
    address: settings.addressFreeFailures,
    account: settings.accountFreeFailures,
  };
  // JSON keeps the parts of a pair unambiguous whatever characters they contain.
  const keys = (email: string, address: string): Record<Dimension, string> => ({
    pair: JSON.stringify([email, address]),
    address: JSON.stringify(['address', address]),
    account: JSON.stringify(['account', email]),
  });
  const seconds = (res: { msBeforeNext: number }) => Math.max(1, Math.ceil(res.msBeforeNext / 1000));
  const dimensions = ['pair', 'address', 'account'] as const;
  const refund = (key: Record<Dimension, string>) =>
    Promise.all(dimensions.map((d) => counts[d].reward(key[d])));

  return {
    async begin(email, address) {
      const key = keys(email, address);
      const isKnown = (await known.get(key.pair)) !== null;
      const failures = {} as Record<Dimension, number>;
      for (const d of dimensions) failures[d] = (await counts[d].penalty(key[d])).consumedPoints;
      if (failures.account > settings.accountMaxFailures) {
        const account = await counts.account.get(key.account);
        await refund(key);
        return seconds(account ?? { msBeforeNext: settings.windowSeconds * 1000 });
      }
      // Past its free failures a dimension lets one attempt through per delay: the attempt takes the
      // gate (consume is atomic), and a taken or blocked gate refuses.
      const gated = dimensions.filter((d) => failures[d] > free[d] && (d === 'pair' || !isKnown));
      const taken: Dimension[] = [];
      let wait = 0;
      for (const d of gated) {
        try {
          await gates[d].consume(key[d]);
          taken.push(d);
        } catch (refused) {
          if (refused instanceof Error) throw refused;
          wait = Math.max(wait, seconds(refused as RateLimiterRes));
        }
      }
      if (wait > 0) {
        await Promise.all([refund(key), ...taken.map((d) => gates[d].delete(key[d]))]);
        return wait;
      }
      // The delay after this attempt is set now, before the slow password check.
      for (const d of dimensions) {
        const delay = delayAfter(failures[d], free[d], settings);
        if (delay > 0) await gates[d].block(key[d], delay);
      }
      return 0;
    },
    async succeeded(email, address) {
      const key = keys(email, address);
      await Promise.all([
        counts.pair.delete(key.pair),
        gates.pair.delete(key.pair),
        counts.address.reward(key.address),
        counts.account.reward(key.account),
      ]);
      // Each success renews the address for another `knownSeconds`.
      await known.set(key.pair, 1, settings.knownSeconds);
    },
  };
}
