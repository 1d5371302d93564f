import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN, setupApp } from './helper';

const MAX = 3;
const t = setupApp({ loginRateLimit: { maxAttempts: MAX, windowMs: 60_000 }, login: false });

const attempt = (email: string, password: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email, password }, remoteAddress });

describe('login rate limit (per normalised e-mail and client address)', () => {
  it('answers 429 with Retry-After after the allowed failures, even for the right password', async () => {
    const email = 'mara.lind@example.com';
    for (let i = 0; i < MAX; i++) expect((await attempt(email, 'wrong')).statusCode).toBe(401);
    const blocked = await attempt(email, 'wrong');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(blocked.json()).toEqual({
      message: `Too many login attempts. Please try again in ${retryAfter} seconds.`,
    });
    expect((await attempt(email, DEMO_LOGIN.password)).statusCode).toBe(429);
  });

  it('keys on the normalised e-mail: case does not open a new bucket', async () => {
    const email = 'jonas.weber@example.com';
    for (let i = 0; i < MAX; i++) await attempt(email, 'wrong');
    expect((await attempt('JONAS.Weber@Example.com', DEMO_LOGIN.password)).statusCode).toBe(429);
  });

  it('does not affect another e-mail from the same address, nor the same e-mail from another address', async () => {
    const email = 'camille.laurent@example.com';
    for (let i = 0; i < MAX; i++) await attempt(email, 'wrong');
    expect((await attempt(email, 'wrong')).statusCode).toBe(429);
    expect((await attempt('zofia.nowak@example.com', 'wrong')).statusCode).toBe(401);
    expect((await attempt(email, DEMO_LOGIN.password, '198.51.100.20')).statusCode).toBe(200);
  });

  it('forgets earlier failures after a successful sign-in', async () => {
    const email = 'pieter.devries@example.com';
    for (let i = 0; i < MAX - 1; i++) await attempt(email, 'wrong');
    expect((await attempt(email, DEMO_LOGIN.password)).statusCode).toBe(200);
    for (let i = 0; i < MAX - 1; i++) expect((await attempt(email, 'wrong')).statusCode).toBe(401);
    expect((await attempt(email, DEMO_LOGIN.password)).statusCode).toBe(200);
  });
});
