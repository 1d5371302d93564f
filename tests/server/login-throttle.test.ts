import { describe, expect, it } from 'vitest';
import { createLoginThrottle, createMemoryAttemptStore } from '../../server/services/login-throttle';

describe('login throttle window', () => {
  it('blocks after maxAttempts failures and lets the next attempt through once the oldest leaves the window', async () => {
    let now = 1_000_000;
    const throttle = createLoginThrottle(
      { maxAttempts: 2, windowMs: 10_000 },
      createMemoryAttemptStore(),
      () => now,
    );
    await throttle.recordFailure('a@example.com', '1.2.3.4');
    now += 4_000;
    await throttle.recordFailure('a@example.com', '1.2.3.4');
    expect(await throttle.retryAfter('a@example.com', '1.2.3.4')).toBe(6);
    expect(await throttle.retryAfter('b@example.com', '1.2.3.4')).toBe(0);
    now += 6_000;
    expect(await throttle.retryAfter('a@example.com', '1.2.3.4')).toBe(0);
    await throttle.recordFailure('a@example.com', '1.2.3.4');
    expect(await throttle.retryAfter('a@example.com', '1.2.3.4')).toBe(4);
  });

  it('does not confuse keys whose parts contain the separator', async () => {
    const throttle = createLoginThrottle({ maxAttempts: 1, windowMs: 10_000 });
    await throttle.recordFailure('a|b', 'c');
    expect(await throttle.retryAfter('a', 'b|c')).toBe(0);
    expect(await throttle.retryAfter('a|b', 'c')).toBeGreaterThan(0);
  });
});
