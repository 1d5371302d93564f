// argon2id password hashing. @node-rs/argon2 defaults to argon2id; the cost is tunable so tests stay fast.
import { hash, verify } from '@node-rs/argon2';

export interface PasswordHashCost {
  /** KiB of memory per hash (OWASP minimum for argon2id: 19456). */
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

export const DEFAULT_PASSWORD_COST: PasswordHashCost = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export interface PasswordHasher {
  hash(password: string): Promise<string>;
  verify(passwordHash: string, password: string): Promise<boolean>;
  /** Spends the time of one verification, so an unknown e-mail cannot be told apart by timing. */
  verifyNothing(password: string): Promise<void>;
}

export function createPasswordHasher(cost: PasswordHashCost = DEFAULT_PASSWORD_COST): PasswordHasher {
  let dummy: Promise<string> | undefined;
  return {
    hash: (password) => hash(password, cost),
    async verify(passwordHash, password) {
      try {
        return await verify(passwordHash, password);
      } catch {
        return false; // a malformed stored hash never signs anyone in
      }
    },
    async verifyNothing(password) {
      dummy ??= hash('not-a-real-password', cost);
      await verify(await dummy, password).catch(() => false);
    },
  };
}

/** Normalised e-mail: the form stored, looked up and rate-limited on. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
