// Issue 7 §7 / issue 25: the API reference is rendered from the contract (Redoc, served from node_modules) by
// the product, without a token and without inline script (it must work under a CSP with script-src 'self').
// e2e/api-reference.spec.ts counts the operations the browser shows.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadContract } from '@server/contract';
import apiReferencePlugin, { REFERENCE_CSP, tagGroups } from '@server/plugins/api-reference';

async function app() {
  const spec = loadContract();
  const instance = Fastify();
  await instance.register(apiReferencePlugin, { spec, apiPrefix: '/api/v2' });
  return { instance, spec };
}

describe('API reference', () => {
  it('serves a page that loads Redoc and the contract, with no inline script', async () => {
    const { instance } = await app();
    const page = await instance.inject({ method: 'GET', url: '/api/v2/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('data-spec-url="/api/v2/reference/openapi.json"');
    expect(page.headers['content-security-policy']).toBe(REFERENCE_CSP);
    expect(REFERENCE_CSP).toContain("script-src 'self';");
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.length).toBe(2);
    for (const [, attributes, body] of scripts) {
      expect(attributes).toMatch(/src="\/api\/v2\/reference\//);
      expect(body!.trim()).toBe('');
    }
    for (const src of ['/api/v2/reference/redoc.standalone.js', '/api/v2/reference/init.js']) {
      const asset = await instance.inject({ method: 'GET', url: src });
      expect(asset.statusCode, src).toBe(200);
      expect(asset.body.length).toBeGreaterThan(100);
    }
    expect((await instance.inject({ method: 'GET', url: '/api/v2/reference/package.json' })).statusCode).toBe(
      404,
    );
    await instance.close();
  });

  it('groups every tag, the public API first, in the document the reference reads', async () => {
    const { instance, spec } = await app();
    const response = await instance.inject({ method: 'GET', url: '/api/v2/reference/openapi.json' });
    expect(response.statusCode).toBe(200);
    const { 'x-tagGroups': groups, ...rest } = response.json();
    expect(rest).toEqual(spec);
    expect(groups).toEqual(tagGroups(spec));
    expect(groups[0].tags).toContain('public');
    const grouped = groups.flatMap((group: { tags: string[] }) => group.tags);
    const used = Object.values(spec.paths as Record<string, Record<string, { tags?: string[] }>>).flatMap(
      (item) => Object.values(item).flatMap((operation) => operation.tags ?? []),
    );
    for (const tag of used) expect(grouped).toContain(tag);
    expect(new Set(grouped).size).toBe(grouped.length);
    await instance.close();
  });

  it('serves the bundled contract as JSON', async () => {
    const { instance, spec } = await app();
    const response = await instance.inject({ method: 'GET', url: '/api/v2/openapi.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(spec);
    expect(Object.keys(response.json().paths)).toContain('/health');
    await instance.close();
  });
});
