// The public content API on a tenant's host (`{tenantKey}.{content domain}`) serves only that tenant's
// content: another tenant's host answers 404 for the same published page, never its snapshot.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { tenants } from '@server/db/schema';
import { setupApp } from '../helper';
import { tenantFacts, type TenantFacts } from '../saves/fixtures';
import { storyHelpers, type Answer } from './fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
const ctx = setupApp();
let facts: TenantFacts;
const { save, newStory } = storyHelpers(ctx, () => facts);

beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
  // A second tenant, before the first public request reads the tenant keys.
  await ctx.app.db.insert(tenants).values({
    key: 'outlet',
    name: 'Outlet',
    urls: { cloudPanel: '/cloud-panel', damPublic: '/dam', passwordReset: '/reset', videoBucket: '/videos' },
    itemsPerRow: { mobile: 2, desktop: 4 },
  });
});

const onHost = (host: string, url: string) =>
  ctx.app.inject({ method: 'GET', url: `/api/v2/public${url}`, headers: { host } });

describe('the public content API per tenant host', () => {
  it("answers a page on its own tenant's host and on a shared host, and 404 on another tenant's", async () => {
    const story = await newStory('Tenant Story');
    const published = await save(story.data, (c) => ({ isPublished: c.appId === facts.mainAppId }));
    expect(published.statusCode, published.body).toBe(200);
    const id = (published.json() as Answer).data.id;

    const own = await onHost('flagship.content.example', `/pages/${id}`);
    expect(own.statusCode, own.body).toBe(200);
    expect((await onHost('localhost', `/pages/${id}`)).statusCode).toBe(200);

    const other = await onHost('outlet.content.example', `/pages/${id}`);
    expect(other.statusCode).toBe(404);
    expect(other.body).not.toContain('Tenant Story');
  });
});
