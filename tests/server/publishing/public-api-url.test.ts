// The entity's `publicApiUrl` (spec 2 §2.3 'Public API endpoint'): its address on the public content API in
// the fetch and save answers, null for a type without a public call; it serves the entity once a shop is
// online and is a call the contract declares for every type that has one.
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { publicOperations } from '@generated/public-operations';
import type { Entity } from '@generated/model';
import { entities } from '@server/db/schema';
import { ENTITY_TYPES } from '@server/services/entities/types';
import { publicApiPath } from '@server/services/publishing/public-url';
import { setupApp } from '../helper';
import { tenantFacts, type TenantFacts } from '../saves/fixtures';
import { storyHelpers, type Answer } from './fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
const ctx = setupApp();
let facts: TenantFacts;
const { save, newStory } = storyHelpers(ctx, () => facts);

beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
});

/** The first seeded entity of a type. */
async function firstOf(type: string): Promise<number> {
  const [row] = await ctx.app.db
    .select({ id: entities.id })
    .from(entities)
    .where(and(eq(entities.tenantId, facts.tenantId), eq(entities.entityType, type)))
    .orderBy(asc(entities.id))
    .limit(1);
  return row!.id;
}

const urlOf = async (path: string) => {
  const response = await ctx.get(path);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json() as { data: Entity }).data.publicApiUrl;
};

/** GET of an address the answer gave (absolute on the request's origin), without a token. */
const anonymous = (url: string) => {
  const { pathname, search } = new URL(url, 'http://localhost');
  return ctx.app.inject({ method: 'GET', url: `${pathname}${search}` });
};

describe('the public API endpoint of an entity', () => {
  it("answers a story's address, which serves it once a shop is online, in fetch and save answers", async () => {
    const story = await newStory('Endpoint Story');
    const id = story.data.id;
    const url = await urlOf(`/pages/${id}`);
    expect(url).toMatch(
      new RegExp(`^http://localhost(:\\d+)?/api/v2/public/pages/${id}\\?filter\\[type\\]=story$`),
    );
    expect((await anonymous(url!)).statusCode).toBe(404);

    const published = await save(story.data, (c) => ({ isPublished: c.appId === facts.mainAppId }));
    expect(published.statusCode, published.body).toBe(200);
    expect((published.json() as Answer).data.publicApiUrl).toBe(url);
    const served = await anonymous(url!);
    expect(served.statusCode, served.body).toBe(200);
    expect((served.json() as { data: { id: number } }).data.id).toBe(id);
  });

  it('names the bundle in the bundle list and a category under the main shop', async () => {
    const bundle = await firstOf('bundle');
    expect(await urlOf(`/bundles/${bundle}`)).toMatch(
      new RegExp(`/api/v2/public/bundles\\?filter\\[ids\\]=${bundle}$`),
    );
    const category = await firstOf('category');
    expect(await urlOf(`/categories/${category}`)).toMatch(
      new RegExp(`/api/v2/public/shop/${facts.mainAppId}/categories/${category}$`),
    );
  });

  it('is null for a type without a public call', async () => {
    expect(await urlOf(`/scb-rulesets/${await firstOf('scb-ruleset')}`)).toBeNull();
  });

  it('is root-relative on a host the server does not hand out links on', async () => {
    const response = await ctx.inject({
      method: 'GET',
      url: `/api/v2/clusters/${await firstOf('cluster')}`,
      headers: { host: 'evil.example' },
    });
    expect(response.statusCode).toBe(200);
    expect((response.json() as { data: Entity }).data.publicApiUrl).toMatch(
      /^\/api\/v2\/public\/clusters\/\d+$/,
    );
  });

  it('is a public call of the contract for every type that has one', () => {
    const templates = publicOperations
      .filter((operation) => operation.method === 'GET')
      .map((operation) => new RegExp(`^${operation.path.replace(/\{\w+\}/g, '\\d+')}$`));
    const withUrl = ENTITY_TYPES.filter((type) => {
      const path = publicApiPath({ type, id: 42, appIds: [1], mainAppId: 1 });
      if (path === null) return false;
      expect(
        templates.some((template) => template.test(`/api/v2${path.split('?')[0]}`)),
        type,
      ).toBe(true);
      return true;
    });
    expect(withUrl.sort()).toEqual(
      [
        'brand-discovery',
        'brand-story',
        'bundle',
        'category',
        'cluster',
        'core-page',
        'custom-page',
        'highlight',
        'hotdrop',
        'idol-story',
        'profile-brand',
        'profile-idol',
        'story',
        'teaser',
      ].sort(),
    );
  });
});
