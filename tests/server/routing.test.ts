import { describe, expect, it } from 'vitest';
import type { HTTPMethods } from 'fastify';
import { loadContract, operationsOf, type OpenApiDocument } from '@server/contract';
import { handlers } from '@server/handlers/registry';
import { build, setupApp, SPA_MARKER } from './helper';

// The real contract plus one operation nobody has implemented, as new contract operations arrive.
const contract = loadContract();
const spec: OpenApiDocument = structuredClone(contract);
spec.paths['/test-only/widgets/{id}'] = {
  put: {
    operationId: 'updateTestOnlyWidget',
    tags: ['tests'],
    parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
    requestBody: {
      required: true,
      content: {
        'application/json': {
          schema: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } },
        },
      },
    },
    responses: { '204': { description: 'Saved.' } },
  },
};

const t = setupApp({ spec });

describe('routes from the contract', () => {
  it('registers every operation of generated/openapi.json', () => {
    const prefix = contract.servers?.[0]?.url ?? '';
    const missing = operationsOf(contract).filter(
      (op) =>
        !t.app.hasRoute({
          method: op.method as HTTPMethods,
          url: prefix + op.path.replace(/\{(\w+)\}/g, ':$1'),
        }),
    );
    expect(missing.map((op) => `${op.method} ${op.path}`)).toEqual([]);
  });

  it('has handlers only for operations the contract knows', () => {
    const known = new Set(operationsOf(contract).map((op) => op.operationId));
    expect(Object.keys(handlers).filter((id) => !known.has(id))).toEqual([]);
  });

  it('answers an operation without handler 501, after auth and validation', async () => {
    const url = '/api/v2/test-only/widgets/7';
    const anonymous = await t.app.inject({ method: 'PUT', url, payload: { name: 'x' } });
    expect(anonymous.statusCode).toBe(401);
    const invalid = await t.inject({
      method: 'PUT',
      url: '/api/v2/test-only/widgets/seven',
    });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors).toMatchObject({ id: ['The id field must be an integer.'] });
    const response = await t.inject({
      method: 'PUT',
      url,
      payload: { name: 'x' },
    });
    expect(response.statusCode).toBe(501);
    expect(response.json()).toEqual({ message: 'Not implemented yet' });
  });

  it('answers an unknown API route 404 with a message', async () => {
    for (const [method, url] of [
      ['GET', '/api/v2/no-such-thing'],
      ['POST', '/api/v2/auth/me'],
      ['GET', '/api/v2'],
    ] as const) {
      const response = await t.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.json()).toEqual({ message: expect.stringContaining('could not be found') });
    }
  });

  it('refuses a text body instead of skipping validation', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: 'email=editor@example.com',
      headers: { 'content-type': 'text/plain' },
    });
    expect(response.statusCode).toBe(415);
    expect(Object.keys(response.json())).toEqual(['message']);
  });
});

describe('the back office (SPA)', () => {
  it('answers index.html for any non-API page (history fallback)', async () => {
    for (const url of ['/', '/content/stories', '/settings/user/notifications?page=2', '/bundles/12/seo']) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain(SPA_MARKER);
    }
  });

  it('serves files as files and answers missing files 404', async () => {
    const robots = await t.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.statusCode).toBe(200);
    expect(robots.body).toContain('User-agent');
    const missing = await t.app.inject({ method: 'GET', url: '/assets/missing-1234.js' });
    expect(missing.statusCode).toBe(404);
  });

  it('explains how to build it when dist/ is missing', async () => {
    const bare = await build({ spaDir: '/nonexistent/content-dist' });
    try {
      const response = await bare.inject({ method: 'GET', url: '/content/stories' });
      expect(response.headers['content-type']).toMatch(/text\/html/);
      expect(response.body).toContain('npm run build');
      const api = await bare.inject({ method: 'GET', url: '/api/v2/auth/me' });
      expect(api.statusCode).toBe(401);
    } finally {
      await bare.close();
    }
  });
});
