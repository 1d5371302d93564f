import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { LoginResponse } from '@generated/model';
import { sessions, users } from '@server/db/schema';
import { bearer, DEMO_LOGIN, injectAs, setupApp, signIn } from './helper';

const t = setupApp({ login: false });

const login = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: payload as object, headers });

describe('POST /auth/login', () => {
  it('answers a fresh token that expires in about 30 days', async () => {
    const response = await login(DEMO_LOGIN);
    expect(response.statusCode).toBe(200);
    const body = response.json<LoginResponse>();
    expect(body.token).toMatch(/^[0-9a-f]{64}$/);
    const days = (Date.parse(body.expiresAt) - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThan(30.1);
    expect(await signIn(t.app)).not.toBe(body.token);
  });

  it('stores only the sha256 of the token, and argon2id password hashes', async () => {
    const { token } = (await login(DEMO_LOGIN)).json<LoginResponse>();
    const digest = createHash('sha256').update(token).digest('hex');
    const rows = await t.app.db.select().from(sessions).where(eq(sessions.tokenHash, digest));
    expect(rows).toHaveLength(1);
    const stored = await t.app.db.select({ hash: sessions.tokenHash }).from(sessions);
    expect(stored.map((s) => s.hash)).not.toContain(token);
    const [user] = await t.app.db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
    expect(user?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('ignores the case of the e-mail', async () => {
    const response = await login({ ...DEMO_LOGIN, email: 'Editor@Example.COM' });
    expect(response.statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown e-mail alike with 401', async () => {
    const wrong = await login({ ...DEMO_LOGIN, password: 'not-it' });
    const unknown = await login({ email: 'nobody@example.com', password: 'content-demo' });
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ message: 'These credentials do not match our records' });
    expect(unknown.json()).toEqual(wrong.json());
  });

  it('answers a missing body with 422 naming both fields (Laravel shape)', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v2/auth/login' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The email field is required. (and 1 more error)',
      errors: { email: ['The email field is required.'], password: ['The password field is required.'] },
    });
  });

  it('answers an invalid e-mail, a wrong type and an unknown field with 422', async () => {
    const response = await login({ email: 'not-an-email', password: 42, remember: true });
    expect(response.statusCode).toBe(422);
    const body = response.json<{ message: string; errors: Record<string, string[]> }>();
    expect(body.errors).toEqual({
      email: ['The email field must be a valid email address.'],
      password: ['The password field must be a string.'],
      remember: ['The remember field is prohibited.'],
    });
    expect(body.message).toMatch(/^The \w+ field .+\. \(and 2 more errors\)$/);
  });

  it('answers malformed JSON with 422, not 400 or 500', async () => {
    const response = await login('{"email": ', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The request body is not valid JSON.',
      errors: { body: ['The request body is not valid JSON.'] },
    });
  });

  it('answers an empty password with 422 and the required message (issue 9)', async () => {
    const response = await login({ email: DEMO_LOGIN.email, password: '' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The password field is required.',
      errors: { password: ['The password field is required.'] },
    });
  });
});

describe('bearer token', () => {
  it('is required: no token, an unknown one or a malformed header give 401 Unauthenticated.', async () => {
    for (const headers of [{}, bearer('f'.repeat(64)), { authorization: 'Basic abc' }]) {
      const response = await t.app.inject({ method: 'GET', url: '/api/v2/auth/me', headers });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'Unauthenticated.' });
    }
  });

  it('is checked before the body is validated', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/v2/users/me', payload: { nonsense: 1 } });
    expect(response.statusCode).toBe(401);
  });

  it('gives the current user', async () => {
    const token = await signIn(t.app);
    const response = await injectAs(t.app, token, { method: 'GET', url: '/api/v2/auth/me' });
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      name: 'Eda Editor',
      email: DEMO_LOGIN.email,
      notifyApp: true,
    });
    expect(response.json().data).not.toHaveProperty('passwordHash');
  });

  it('stops working once expired', async () => {
    const token = await signIn(t.app);
    const digest = createHash('sha256').update(token).digest('hex');
    await t.app.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, digest));
    const response = await injectAs(t.app, token, { method: 'GET', url: '/api/v2/auth/me' });
    expect(response.statusCode).toBe(401);
  });
});

describe('POST /auth/logout', () => {
  it('revokes the token it carries and only that one', async () => {
    const token = await signIn(t.app);
    const other = await signIn(t.app);
    const out = await injectAs(t.app, token, { method: 'POST', url: '/api/v2/auth/logout' });
    expect(out.statusCode).toBe(204);
    expect(out.body).toBe('');
    const me = await injectAs(t.app, token, { method: 'GET', url: '/api/v2/auth/me' });
    expect(me.statusCode).toBe(401);
    const again = await injectAs(t.app, token, { method: 'POST', url: '/api/v2/auth/logout' });
    expect(again.statusCode).toBe(401);
    const stillIn = await injectAs(t.app, other, { method: 'GET', url: '/api/v2/auth/me' });
    expect(stillIn.statusCode).toBe(200);
  });
});
