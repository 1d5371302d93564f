import { describe, expect, it } from 'vitest';
import type { CurrentUserResponse, UserList } from '@generated/model';
import { injectAs, setupApp, signIn } from './helper';

const t = setupApp();

const listUsers = (query: Record<string, string | number>) =>
  t.inject({
    method: 'GET',
    url: '/api/v2/users',
    query: query as Record<string, string>,
  });

describe('GET /users', () => {
  it('lists every colleague by name with pagination meta', async () => {
    const response = await listUsers({});
    expect(response.statusCode).toBe(200);
    const body = response.json<UserList>();
    const names = body.data.map((u) => u.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    expect(body.data.length).toBeGreaterThanOrEqual(5);
    expect(body.meta.pagination).toEqual({
      currentPage: 1,
      total: body.data.length,
      totalPages: 1,
      count: body.data.length,
      perPage: 20,
    });
  });

  it('searches name and e-mail, trimmed and case-insensitive', async () => {
    const byName = (await listUsers({ 'f[term]': '  LIND ' })).json<UserList>();
    expect(byName.data.map((u) => u.email)).toEqual(['mara.lind@example.com']);
    const byEmail = (await listUsers({ 'f[term]': 'Pieter.DeVries@' })).json<UserList>();
    expect(byEmail.data.map((u) => u.name)).toEqual(['Pieter de Vries']);
    expect(byEmail.meta.pagination.total).toBe(1);
  });

  it('takes LIKE wildcards literally and answers an empty page when nothing matches', async () => {
    const body = (await listUsers({ 'f[term]': '%' })).json<UserList>();
    expect(body.data).toEqual([]);
    expect(body.meta.pagination).toMatchObject({ total: 0, totalPages: 0, count: 0 });
  });

  it('pages through the list', async () => {
    const all = (await listUsers({ perPage: 100 })).json<UserList>();
    const first = (await listUsers({ perPage: 2, page: 1 })).json<UserList>();
    const second = (await listUsers({ perPage: 2, page: 2 })).json<UserList>();
    expect(first.data).toEqual(all.data.slice(0, 2));
    expect(second.data).toEqual(all.data.slice(2, 4));
    expect(second.meta.pagination).toEqual({
      currentPage: 2,
      total: all.data.length,
      totalPages: Math.ceil(all.data.length / 2),
      count: 2,
      perPage: 2,
    });
    const beyond = (await listUsers({ perPage: 2, page: 99 })).json<UserList>();
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.pagination).toMatchObject({ currentPage: 99, count: 0, total: all.data.length });
  });

  it('answers invalid paging with 422', async () => {
    const response = await listUsers({ perPage: 501, page: 0 });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      perPage: ['The perPage field must not be greater than 500.'],
      page: ['The page field must be at least 1.'],
    });
  });
});

describe('PUT /users/me', () => {
  const put = (payload: unknown) =>
    t.inject({
      method: 'PUT',
      url: '/api/v2/users/me',
      payload: payload as object,
    });

  it('updates both channels and answers the updated current user', async () => {
    const response = await put({ notifyApp: false, notifyEmail: true });
    expect(response.statusCode).toBe(200);
    expect(response.json<CurrentUserResponse>().data).toMatchObject({
      email: 'editor@example.com',
      notifyApp: false,
      notifyEmail: true,
    });
    const me = await t.get('/auth/me');
    expect(me.json<CurrentUserResponse>().data).toMatchObject({ notifyApp: false, notifyEmail: true });
    const back = await put({ notifyApp: true, notifyEmail: false });
    expect(back.json<CurrentUserResponse>().data).toMatchObject({ notifyApp: true, notifyEmail: false });
  });

  it('changes only the signed-in user', async () => {
    const mara = await signIn(t.app, { email: 'mara.lind@example.com', password: 'content-demo' });
    const before = await injectAs(t.app, mara, { method: 'GET', url: '/api/v2/auth/me' });
    await put({ notifyApp: false, notifyEmail: false });
    const after = await injectAs(t.app, mara, { method: 'GET', url: '/api/v2/auth/me' });
    expect(after.json()).toEqual(before.json());
  });

  it('refuses text for booleans and missing fields with 422', async () => {
    const response = await put({ notifyApp: 'true' });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({
      notifyApp: ['The notifyApp field must be true or false.'],
      notifyEmail: ['The notifyEmail field is required.'],
    });
  });
});
