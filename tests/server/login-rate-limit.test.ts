// Login limits through the sign-in call: per (account, address), per address across accounts (spraying),
// per account across addresses (rotating addresses), growing delays, and no lock-out of the real user.
import { describe, expect, it } from 'vitest';
import { DEMO_LOGIN, setupApp } from './helper';

const PAIR = 3;
const ADDRESS = 10;
const ACCOUNT = 6;
const t = setupApp({
  loginRateLimit: { pairFreeFailures: PAIR, addressFreeFailures: ADDRESS, accountFreeFailures: ACCOUNT },
  login: false,
});

const attempt = (email: string, password: string, remoteAddress = '203.0.113.7') =>
  t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: { email, password }, remoteAddress });

const statuses = async (tries: Promise<{ statusCode: number }>[]) =>
  (await Promise.all(tries)).map((r) => r.statusCode);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('per account and address', () => {
  it('answers 429 with Retry-After in the contract shape, even for the right password', async () => {
    const email = 'mara.lind@example.com';
    for (let i = 0; i < PAIR; i++) expect((await attempt(email, 'wrong')).statusCode).toBe(401);
    const blocked = await attempt(email, 'wrong');
    expect(blocked.statusCode).toBe(429);
    const retryAfter = Number(blocked.headers['retry-after']);
    expect(retryAfter).toBe(1);
    expect(blocked.json()).toEqual({
      message: `Too many login attempts. Please try again in ${retryAfter} ${retryAfter === 1 ? 'second' : 'seconds'}.`,
    });
    expect((await attempt(email, DEMO_LOGIN.password)).statusCode).toBe(429);
  });

  it('lets one attempt through after the delay and doubles the delay after each further failure', async () => {
    const email = 'lena.hoffmann@example.com';
    const address = '203.0.113.30';
    for (let i = 0; i < PAIR; i++) await attempt(email, 'wrong', address);
    expect((await attempt(email, 'wrong', address)).headers['retry-after']).toBe('1');
    await sleep(1100);
    expect((await attempt(email, 'wrong', address)).statusCode).toBe(401);
    expect((await attempt(email, 'wrong', address)).headers['retry-after']).toBe('2');
  });

  it('keys on the normalised e-mail: case does not open a new bucket', async () => {
    const email = 'jonas.weber@example.com';
    for (let i = 0; i < PAIR; i++) await attempt(email, 'wrong', '203.0.113.8');
    expect((await attempt('JONAS.Weber@Example.com', DEMO_LOGIN.password, '203.0.113.8')).statusCode).toBe(
      429,
    );
  });

  it('forgets the failures of that address after a successful sign-in', async () => {
    const email = 'pieter.devries@example.com';
    for (let i = 0; i < PAIR - 1; i++) await attempt(email, 'wrong', '203.0.113.9');
    expect((await attempt(email, DEMO_LOGIN.password, '203.0.113.9')).statusCode).toBe(200);
    for (let i = 0; i < PAIR - 1; i++)
      expect((await attempt(email, 'wrong', '203.0.113.9')).statusCode).toBe(401);
    expect((await attempt(email, DEMO_LOGIN.password, '203.0.113.9')).statusCode).toBe(200);
  });
});

describe('ways around the limit', () => {
  it('spraying 30 e-mails from one address gets no more than the address allows', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 30; i++)
      answers.push((await attempt(`spray${i}@example.com`, 'wrong', '198.51.100.1')).statusCode);
    expect(answers.filter((s) => s === 401)).toHaveLength(ADDRESS);
    expect(answers.slice(ADDRESS).every((s) => s === 429)).toBe(true);
  });

  it('six addresses on one account get no more than the account allows', async () => {
    const email = 'camille.laurent@example.com';
    const answers: number[] = [];
    for (let a = 0; a < 6; a++) {
      for (let i = 0; i < 5; i++)
        answers.push((await attempt(email, 'wrong', `192.0.2.${a + 1}`)).statusCode);
    }
    expect(answers.filter((s) => s === 401)).toHaveLength(ACCOUNT);
    expect(answers.filter((s) => s === 429)).toHaveLength(30 - ACCOUNT);
  });

  it('the real user signs in from another address while the attacker is held back', async () => {
    const email = 'zofia.nowak@example.com';
    // The user has signed in from home before; the attacker then works on the account from elsewhere.
    expect((await attempt(email, DEMO_LOGIN.password, '198.51.100.50')).statusCode).toBe(200);
    const attacker = await statuses(Array.from({ length: 8 }, () => attempt(email, 'guess', '203.0.113.66')));
    // Parallel tries cannot all slip past one check: at most one more than the free ones is checked.
    expect(attacker.filter((s) => s === 401).length).toBeLessThanOrEqual(PAIR + 1);
    for (let a = 0; a < 6; a++) await attempt(email, 'guess', `192.0.2.${100 + a}`);
    expect((await attempt(email, 'guess', '203.0.113.66')).statusCode).toBe(429);
    expect((await attempt(email, 'guess', '192.0.2.200')).statusCode).toBe(429);
    expect((await attempt(email, DEMO_LOGIN.password, '198.51.100.50')).statusCode).toBe(200);
  });

  it('an attacker on one address does not lock the user out of a new address', async () => {
    const email = 'tomas.dvorak@example.com';
    for (let i = 0; i < PAIR; i++) await attempt(email, 'wrong', '203.0.113.77');
    expect((await attempt(email, 'wrong', '203.0.113.77')).statusCode).toBe(429);
    expect((await attempt(email, DEMO_LOGIN.password, '198.51.100.51')).statusCode).toBe(200);
  });
});
