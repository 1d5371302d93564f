// TRUST_PROXY: a hop count or the proxies' addresses, never "trust everything" — so rotating a
// client-sent X-Forwarded-For does not give an attacker fresh addresses for the login limits.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, parseTrustProxy } from '@server/config';
import { build } from './helper';

const ADMIN = { email: 'proxy.admin@example.com', password: 'proxy-admin-pass' };
const PAIR = 3;

describe('TRUST_PROXY setting', () => {
  it('reads a hop count, addresses and ranges, and refuses "trust all"', () => {
    expect(parseTrustProxy(undefined)).toBe(false);
    expect(parseTrustProxy('0')).toBe(false);
    expect(parseTrustProxy('1')).toBe(1);
    expect(parseTrustProxy('2')).toBe(2);
    expect(parseTrustProxy('10.0.0.1, 10.1.0.0/16,loopback,::1')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      'loopback',
      '::1',
    ]);
    expect(() => parseTrustProxy('true')).toThrow(/any client's X-Forwarded-For/);
    expect(() => parseTrustProxy('yes')).toThrow(/TRUST_PROXY/);
    expect(() => parseTrustProxy('10.0.0.0/99')).toThrow(/not a proxy address/);
    expect(() => parseTrustProxy('proxy.example.com')).toThrow(/not a proxy address/);
    expect(loadConfig({ TRUST_PROXY: '1' }).trustProxy).toBe(1);
  });
});

function throttleApp(trustProxy: number | string[]) {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await build({
      seed: 'none',
      admin: ADMIN,
      trustProxy,
      loginRateLimit: { pairFreeFailures: PAIR, addressFreeFailures: 100, accountFreeFailures: 100 },
    });
  }, 120_000);
  afterAll(() => app?.close());
  return (remoteAddress: string, forwardedFor: string, email = 'victim@example.com') =>
    app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email, password: 'guess' },
      remoteAddress,
      headers: { 'x-forwarded-for': forwardedFor },
    });
}

describe('with a hop count (TRUST_PROXY=1)', () => {
  const attempt = throttleApp(1);

  it('takes the address the proxy appended, not the ones the client wrote', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      // The client rotates its own X-Forwarded-For; the load balancer appends the real address.
      answers.push((await attempt('10.0.0.2', `198.18.0.${i}, 203.0.113.40`)).statusCode);
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(PAIR);
    expect(answers.slice(PAIR).every((s) => s === 429)).toBe(true);
  });

  it('still tells clients behind the proxy apart', async () => {
    expect((await attempt('10.0.0.2', '203.0.113.41')).statusCode).toBe(401);
  });
});

describe('with the proxy addresses (TRUST_PROXY=10.0.0.2)', () => {
  const attempt = throttleApp(['10.0.0.2']);

  it('ignores X-Forwarded-For from a client that is not the proxy', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) answers.push((await attempt('203.0.113.50', `198.18.1.${i}`)).statusCode);
    expect(answers.filter((s) => s === 401)).toHaveLength(PAIR);
  });

  it('believes the proxy only for the hop it appended', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 10; i++) {
      answers.push((await attempt('10.0.0.2', `198.18.2.${i}, 203.0.113.51`)).statusCode);
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(PAIR);
  });
});
