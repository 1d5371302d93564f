// The login limits service on its own: the account ceiling (ASVS: at most 100 failures an hour), and the
// counters shared through Redis by two processes (runs when TEST_REDIS_URL or REDIS_URL is set).
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createLoginLimits, DEFAULT_LOGIN_LIMITS, delayAfter } from '@server/services/login-limits';
import { build } from './helper';

const roomy = { ...DEFAULT_LOGIN_LIMITS, pairFreeFailures: 1000, addressFreeFailures: 1000 };

describe('login limits', () => {
  it('doubles the delay after the free failures, up to the longest', () => {
    const settings = { ...DEFAULT_LOGIN_LIMITS, baseDelaySeconds: 1, maxDelaySeconds: 900 };
    expect([4, 5, 6, 7, 8].map((n) => delayAfter(n, 5, settings))).toEqual([0, 1, 2, 4, 8]);
    expect(delayAfter(40, 5, settings)).toBe(900);
  });

  it('holds at most 100 failures an hour per account, known addresses included', async () => {
    const limits = createLoginLimits({ ...roomy, accountFreeFailures: 1000 });
    const email = 'ceiling@example.com';
    await limits.begin(email, '198.51.100.1');
    await limits.succeeded(email, '198.51.100.1');
    for (let i = 0; i < 100; i++) expect(await limits.begin(email, `192.0.2.${i}`)).toBe(0);
    const wait = await limits.begin(email, '198.51.100.1');
    expect(wait).toBeGreaterThan(3500);
    expect(wait).toBeLessThanOrEqual(3600);
  });

  it('does not count refused attempts, so hammering does not grow the delay', async () => {
    const limits = createLoginLimits({ ...roomy, accountFreeFailures: 2, baseDelaySeconds: 60 });
    const email = 'hammer@example.com';
    expect(await limits.begin(email, '192.0.2.1')).toBe(0);
    expect(await limits.begin(email, '192.0.2.2')).toBe(0);
    for (let i = 0; i < 20; i++) expect(await limits.begin(email, `192.0.2.${10 + i}`)).toBe(60);
  });
});

const redisUrl = process.env.TEST_REDIS_URL ?? process.env.REDIS_URL;

describe.skipIf(!redisUrl)('login limits in Redis', () => {
  const keyPrefix = `content-test-${randomBytes(6).toString('hex')}`;
  const clients: Redis[] = [];
  const connect = () => {
    const client = new Redis(redisUrl!);
    clients.push(client);
    return client;
  };
  afterAll(async () => {
    const [client] = clients;
    if (client) {
      const keys = await client.keys(`${keyPrefix}*`);
      if (keys.length) await client.del(...keys);
    }
    await Promise.all(clients.map((c) => c.quit()));
  });

  it('two processes share the counters', async () => {
    const settings = { ...DEFAULT_LOGIN_LIMITS, pairFreeFailures: 2, baseDelaySeconds: 30 };
    const one = createLoginLimits(settings, { redis: connect(), keyPrefix });
    const two = createLoginLimits(settings, { redis: connect(), keyPrefix });
    const email = 'shared@example.com';
    expect(await one.begin(email, '203.0.113.1')).toBe(0);
    expect(await two.begin(email, '203.0.113.1')).toBe(0);
    expect(await one.begin(email, '203.0.113.1')).toBe(30);
    expect(await two.begin(email, '203.0.113.1')).toBe(30);
    expect(await clients[0]!.keys(`${keyPrefix}:pair*`)).not.toHaveLength(0);
  });

  it('the app keeps its login limits in REDIS_URL', async () => {
    const app = await build({
      seed: 'none',
      admin: { email: 'redis.admin@example.com', password: 'redis-admin-pass' },
      redisUrl,
      redisKeyPrefix: `${keyPrefix}:`,
      loginRateLimit: { pairFreeFailures: 2 },
    });
    try {
      const attempt = () =>
        app.inject({
          method: 'POST',
          url: '/api/v2/auth/login',
          payload: { email: 'redis.admin@example.com', password: 'wrong' },
          remoteAddress: '203.0.113.9',
        });
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(401);
      expect((await attempt()).statusCode).toBe(429);
      const pair = await connect().keys(`${keyPrefix}:login:pair:*redis.admin@example.com*`);
      expect(pair.length).toBeGreaterThan(0);
    } finally {
      await app.close();
    }
  }, 120_000);
});
