import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { getCurrentUser, login } from '@generated/api/auth/auth';
import { listUsers } from '@generated/api/users/users';
import { HttpError, NotFoundError } from '@/api/errors';
import { serializeParams } from '@/api/mutator';
import { storeToken } from '@/lib/token-storage';
import { server } from '../msw-server';
import { TEST_TOKEN } from '../render';

/** Records the headers (and URL) of the next request matching `path`, answering `body`. */
function capture(method: 'get' | 'post', path: string, body: unknown = { data: null }) {
  const seen: { headers?: Headers; url?: URL } = {};
  server.use(
    http[method](path, ({ request }) => {
      seen.headers = request.headers;
      seen.url = new URL(request.url);
      return HttpResponse.json(body as Record<string, unknown>);
    }),
  );
  return seen;
}

describe('the API mutator', () => {
  it('sends the bearer token on protected calls', async () => {
    storeToken(TEST_TOKEN);
    const seen = capture('get', '*/auth/me');
    await getCurrentUser();
    expect(seen.headers?.get('authorization')).toBe(`Bearer ${TEST_TOKEN}`);
  });

  it('sends no token to the unprotected sign-in call', async () => {
    storeToken(TEST_TOKEN);
    const seen = capture('post', '*/auth/login', { token: 'x', expiresAt: '2026-01-01T00:00:00Z' });
    await login({ email: 'a@example.com', password: 'secret' });
    expect(seen.headers?.get('authorization')).toBeNull();
  });

  it('sends X-FeatureFlag headers for truthy flags only', async () => {
    window.localStorage.setItem(
      'content.featureFlags',
      JSON.stringify({ allowTimetravel: true, mockedPreviewType: 'visual', enableOpenApiSchemas: false }),
    );
    const seen = capture('get', '*/auth/me');
    await getCurrentUser();
    expect(seen.headers?.get('x-featureflag-allowtimetravel')).toBe('true');
    expect(seen.headers?.get('x-featureflag-mockedpreviewtype')).toBe('visual');
    expect(seen.headers?.get('x-featureflag-enableopenapischemas')).toBeNull();
    expect(seen.headers?.get('x-featureflag-mockedpreview')).toBeNull();
  });

  it('raises NotFoundError for a 404', async () => {
    server.use(http.get('*/auth/me', () => HttpResponse.json({ message: 'No such thing' }, { status: 404 })));
    const error = await getCurrentUser().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ status: 404, message: 'No such thing' });
  });

  it('raises HttpError with status and body for a 500', async () => {
    const body = { message: 'Server Error' };
    server.use(http.get('*/auth/me', () => HttpResponse.json(body, { status: 500 })));
    const error = await getCurrentUser().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 500, body, message: 'Server Error' });
  });

  it('hands the field errors of a 422 (Laravel shape) over on the HttpError', async () => {
    const body = {
      message: 'The given data was invalid.',
      errors: { 'appConfigs.0.name': ['required'], x: 'no' },
    };
    server.use(http.get('*/auth/me', () => HttpResponse.json(body, { status: 422 })));
    const error = await getCurrentUser().catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).fieldErrors).toEqual({ 'appConfigs.0.name': ['required'] });
    expect((error as HttpError).fieldError('appConfigs.0.name')).toBe('required');
    expect((error as HttpError).fieldError('name')).toBeUndefined();
  });

  it('drops empty parameters', async () => {
    const seen = capture('get', '*/users', { data: [], meta: {} });
    await listUsers({ 'f[term]': '', page: 2 });
    expect(seen.url?.searchParams.has('f[term]')).toBe(false);
    expect(seen.url?.searchParams.get('page')).toBe('2');
    expect(serializeParams({ a: '', b: null, c: undefined, d: [], e: [1, 2], f: 0 })).toBe('e=1%2C2&f=0');
  });
});
