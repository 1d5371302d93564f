// Issue 7 §3: what the database would refuse never reaches it (32-bit integers, no NUL in text), and the
// framework's own refusals come back in the contract's shapes with the server's wording.
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { multipartFile, setupApp } from './helper';

const t = setupApp();

const expect422 = async (url: string, field: string) => {
  const response = await t.get(url);
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json() as { message: string; errors: Record<string, string[]> };
  expect(Object.keys(body.errors)).toContain(field);
  return body;
};

describe('integers stay in the database range', () => {
  it('a path id beyond 32 bits is a 422, not a 500', async () => {
    await expect422('/bundles/2147483648', 'id');
    await expect422('/tags/99999999999999999999', 'id');
    expect((await t.get('/bundles/2147483647')).statusCode).toBe(404);
  });

  it('page, f[locale], f[parentId], f[ids] and f[tagsAll] are bounded', async () => {
    await expect422('/bundles?page=99999999999999999999', 'page');
    await expect422('/bundles?f[locale]=2147483648', 'f[locale]');
    await expect422('/custom-pages?f[parentId]=2147483648', 'f[parentId]');
    await expect422('/bundles?f[ids]=1,2147483648', 'f[ids]');
    await expect422('/bundles?f[tagsAll]=99999999999', 'f[tagsAll]');
    expect((await t.get('/bundles?f[ids]=1,2147483647&page=2147483647')).statusCode).toBe(200);
  });

  it('an id beyond 32 bits in a body is a 422', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v2/bundles/export',
      payload: { mode: 'selected', format: 'csv', ids: [2147483648] },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toHaveProperty(['ids.0']);
  });
});

describe('a NUL byte in any text is a 422', () => {
  it('in the query', async () => {
    const body = await expect422('/bundles?f[term]=a%00', 'f[term]');
    expect(body.message).toBe('The f[term] field must not contain a NUL byte.');
    await expect422('/tags?f[group]=%00', 'f[group]');
  });

  it('in a JSON body, values and keys', async () => {
    const response = await t.inject({
      method: 'PUT',
      url: '/api/v2/users/me',
      payload: { notifyApp: true, 'x\u0000': 'y' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(['x\\0']);
  });

  it('in an upload file name', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .png()
      .toBuffer();
    const { payload, headers } = multipartFile('upload', 'a\u0000.png', 'image/png', png);
    const response = await t.inject({ method: 'POST', url: '/api/v2/media/images', payload, headers });
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors.upload[0]).toMatch(/NUL/);
  });
});

describe('framework refusals in the contract shape', () => {
  it('a body over the limit is a 413 with errors.body', async () => {
    const response = await t.inject({
      method: 'PUT',
      url: '/api/v2/users/me',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ notifyApp: true, pad: 'x'.repeat(1_100_000) }),
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      message: 'The request body must not be greater than 1048 kilobytes.',
      errors: { body: ['The request body must not be greater than 1048 kilobytes.'] },
    });
  });

  it('an unsupported content type is a 415 with our message', async () => {
    const response = await t.inject({
      method: 'PUT',
      url: '/api/v2/users/me',
      headers: { 'content-type': 'application/xml' },
      payload: '<a/>',
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      message: 'The content type "application/xml" is not supported; send application/json.',
    });
  });

  it('invalid JSON is a 422 naming the body', async () => {
    const response = await t.inject({
      method: 'PUT',
      url: '/api/v2/users/me',
      headers: { 'content-type': 'application/json' },
      payload: '{"notifyApp":',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ body: ['The request body is not valid JSON.'] });
  });

  it('a path that is not valid URL encoding is a 400 with our message', async () => {
    const response = await t.get('/bundles/%zz');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'The request address is not valid.' });
  });
});
