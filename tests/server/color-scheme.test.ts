import { describe, expect, it } from 'vitest';
import type { CurrentUserResponse } from '@generated/model';
import { injectAs, setupApp, signIn } from './helper';

const t = setupApp();

const put = (payload: unknown) =>
  t.inject({ method: 'PUT', url: '/api/v2/users/me/color-scheme', payload: payload as object });

describe('PUT /users/me/color-scheme', () => {
  it('starts at system for every user (migration 0019 default)', async () => {
    const me = await t.get('/auth/me');
    expect(me.json<CurrentUserResponse>().data.colorScheme).toBe('system');
  });

  it('stores the choice per user, answers the updated user and /auth/me reads it back', async () => {
    const response = await put({ colorScheme: 'dark' });
    expect(response.statusCode).toBe(200);
    expect(response.json<CurrentUserResponse>().data).toMatchObject({
      email: 'editor@example.com',
      colorScheme: 'dark',
      notifyApp: true,
    });
    // The session cache holds the user row: the next request must read the new value.
    const me = await t.get('/auth/me');
    expect(me.json<CurrentUserResponse>().data.colorScheme).toBe('dark');

    const mara = await signIn(t.app, { email: 'mara.lind@example.com', password: 'content-demo' });
    const other = await injectAs(t.app, mara, { method: 'GET', url: '/api/v2/auth/me' });
    expect(other.json<CurrentUserResponse>().data.colorScheme).toBe('system');

    const back = await put({ colorScheme: 'light' });
    expect(back.json<CurrentUserResponse>().data.colorScheme).toBe('light');
  });

  it('keeps the notification channels when the scheme changes, and the scheme when they change', async () => {
    await put({ colorScheme: 'dark' });
    await t.inject({
      method: 'PUT',
      url: '/api/v2/users/me',
      payload: { notifyApp: false, notifyEmail: true },
    });
    const me = (await t.get('/auth/me')).json<CurrentUserResponse>().data;
    expect(me).toMatchObject({ colorScheme: 'dark', notifyApp: false, notifyEmail: true });
    await t.inject({
      method: 'PUT',
      url: '/api/v2/users/me',
      payload: { notifyApp: true, notifyEmail: false },
    });
  });

  it('refuses an unknown scheme or a missing one with 422', async () => {
    const unknown = await put({ colorScheme: 'sepia' });
    expect(unknown.statusCode).toBe(422);
    expect(Object.keys(unknown.json().errors)).toEqual(['colorScheme']);
    const missing = await put({});
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.colorScheme).toBeDefined();
  });

  it('needs a signed-in user', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/v2/users/me/color-scheme',
      payload: { colorScheme: 'dark' },
    });
    expect(response.statusCode).toBe(401);
  });
});
