// The public API endpoint per environment (spec 2 §7, issue 27 #12): with CONTENT_DOMAIN an entity's
// `publicApiUrl` is on `{tenant key}.{content domain}`, which the public API serves for that tenant; without it
// the back office's own origin stays the local default (public-api-url.test.ts).
import { describe, expect, it, vi } from 'vitest';
import type { Entity } from '@generated/model';
import { contentDomain, loadConfig } from '@server/config';
import { setupApp } from '../helper';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });

describe('CONTENT_DOMAIN', () => {
  it('is read as an origin (https unless a scheme is given) and refuses paths and other schemes', () => {
    expect(loadConfig({}).contentDomain).toBeUndefined();
    expect(loadConfig({ CONTENT_DOMAIN: 'content-staging.example.com' }).contentDomain).toBe(
      'https://content-staging.example.com',
    );
    expect(contentDomain('http://content.localhost:3000/')).toBe('http://content.localhost:3000');
    expect(() => loadConfig({ CONTENT_DOMAIN: 'content.example.com/api' })).toThrow(/CONTENT_DOMAIN/);
    expect(() => loadConfig({ CONTENT_DOMAIN: 'ftp://content.example.com' })).toThrow(/CONTENT_DOMAIN/);
  });
});

describe('the public API endpoint on the content domain', () => {
  const ctx = setupApp({ contentDomain: 'https://content-staging.example.com' });

  it("names the tenant's host of the content domain, and that host serves the entity", async () => {
    const tenant = await ctx.get('/tenants/current');
    const key = (tenant.json() as { data: { key: string } }).data.key.toLowerCase();
    const list = await ctx.get('/pages?perPage=1&f[type]=story&sortBy=id&sortDir=asc');
    const id = (list.json() as { data: { id: number }[] }).data[0]!.id;
    const answer = await ctx.get(`/pages/${id}`);
    const url = (answer.json() as { data: Entity }).data.publicApiUrl!;
    expect(url).toBe(
      `https://${key}.content-staging.example.com/api/v2/public/pages/${id}?filter[type]=story`,
    );
    // The host of the address picks the tenant on the public API (published or not: 200 or 404, never 5xx).
    const { pathname, search, host } = new URL(url);
    const served = await ctx.app.inject({ method: 'GET', url: `${pathname}${search}`, headers: { host } });
    expect([200, 404]).toContain(served.statusCode);
  });
});
