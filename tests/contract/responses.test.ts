// Every answer the server implements, parsed with the contract: success bodies with the generated
// zod schemas, error bodies with the contract's own error schemas (orval generates zod for 2xx only).
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { describe, expect, it } from 'vitest';
import { GetCurrentUserResponse, LoginResponse } from '@generated/zod/auth/auth.zod';
import { GetCurrentTenantResponse } from '@generated/zod/tenants/tenants.zod';
import {
  ListUsersResponse,
  UpdateCurrentUserColorSchemeResponse,
  UpdateCurrentUserPreferencesResponse,
} from '@generated/zod/users/users.zod';
import { loadContract } from '@server/contract';
import { bearer, DEMO_LOGIN, setupApp, signIn } from '../server/helper';

const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(loadContract(), 'contract');
const errorSchema = (name: 'ErrorMessage' | 'ValidationErrorResponse') =>
  ajv.getSchema(`contract#/components/schemas/${name}`)!;

function expectContractError(body: unknown, name: 'ErrorMessage' | 'ValidationErrorResponse') {
  const validate = errorSchema(name);
  expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
}

const t = setupApp({ loginRateLimit: { pairFreeFailures: 2, baseDelaySeconds: 60 } });

const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, auth = true) =>
  t.app.inject({ method, url: `/api/v2${url}`, payload, headers: auth ? bearer(t.token) : {} });

describe('success answers parse with the generated zod schemas', () => {
  it('login', async () => {
    const response = await call('POST', '/auth/login', DEMO_LOGIN, false);
    expect(response.statusCode).toBe(200);
    LoginResponse.parse(response.json());
  });

  it('getCurrentUser', async () => {
    GetCurrentUserResponse.parse((await call('GET', '/auth/me')).json());
  });

  it('getCurrentTenant', async () => {
    GetCurrentTenantResponse.parse((await call('GET', '/tenants/current')).json());
  });

  it('listUsers, with and without a term', async () => {
    ListUsersResponse.parse((await call('GET', '/users?perPage=3&page=2')).json());
    ListUsersResponse.parse((await call('GET', '/users?f[term]=zzz')).json());
  });

  it('updateCurrentUserPreferences', async () => {
    const response = await call('PUT', '/users/me', { notifyApp: true, notifyEmail: true });
    UpdateCurrentUserPreferencesResponse.parse(response.json());
  });

  it('updateCurrentUserColorScheme', async () => {
    const response = await call('PUT', '/users/me/color-scheme', { colorScheme: 'system' });
    UpdateCurrentUserColorSchemeResponse.parse(response.json());
  });

  it('logout answers 204 without a body', async () => {
    const other = await signIn(t.app);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/logout',
      headers: bearer(other),
    });
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
  });
});

describe('error answers match the contract', () => {
  it('401, 404 and 501 are ErrorMessage', async () => {
    expectContractError((await call('GET', '/auth/me', undefined, false)).json(), 'ErrorMessage');
    expectContractError((await call('GET', '/nope')).json(), 'ErrorMessage');
    const wrong = await call('POST', '/auth/login', { ...DEMO_LOGIN, password: 'x' }, false);
    expect(wrong.statusCode).toBe(401);
    expectContractError(wrong.json(), 'ErrorMessage');
  });

  it('422 is ValidationErrorResponse', async () => {
    const response = await call('POST', '/auth/login', { email: 'x' }, false);
    expect(response.statusCode).toBe(422);
    expectContractError(response.json(), 'ValidationErrorResponse');
  });

  it('429 is ErrorMessage with an integer Retry-After', async () => {
    const wrong = { email: 'jonas.weber@example.com', password: 'nope' };
    await call('POST', '/auth/login', wrong, false);
    await call('POST', '/auth/login', wrong, false);
    const response = await call('POST', '/auth/login', wrong, false);
    expect(response.statusCode).toBe(429);
    expect(String(response.headers['retry-after'])).toMatch(/^\d+$/);
    expectContractError(response.json(), 'ErrorMessage');
  });
});
