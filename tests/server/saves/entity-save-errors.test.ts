// Malformed saves answer 422 in the Laravel shape with dotted paths — the contract's schemas and the checks
// against the tenant's data (shops, tags, parent, shop-config ids, page kind, dates) — never a 500, and
// nothing is written.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Entity, ValidationErrorResponse } from '@generated/model';
import { apps, entities, tagGroups, tags, tenants } from '@server/db/schema';
import { setupApp } from '../helper';
import { tenantFacts, type TenantFacts } from './fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });
const ctx = setupApp();
let facts: TenantFacts;
let foreignAppId: number;
let foreignTagId: number;
let foreignPageId: number;
let storyId: number;
let otherStoryConfigId: number;

const API = '/api/v2';

async function create(path: string, payload: object): Promise<Entity> {
  const response = await ctx.inject({ method: 'POST', url: `${API}${path}`, payload });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { data: Entity }).data;
}

beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
  const db = ctx.app.db;
  const [other] = await db
    .insert(tenants)
    .values({ key: 'outlet', name: 'Other', urls: {} as never, itemsPerRow: { mobile: 1, desktop: 1 } })
    .returning();
  const [shop] = await db
    .insert(apps)
    .values({
      tenantId: other!.id,
      name: 'Other shop',
      localeCode: 'xx_XX',
      languageCode: 'xx',
      shopUrls: {} as never,
    })
    .returning();
  const [group] = await db
    .insert(tagGroups)
    .values({ tenantId: other!.id, key: 'secret', name: 'Secret' })
    .returning();
  const [tag] = await db
    .insert(tags)
    .values({ tenantId: other!.id, groupId: group!.id, name: 'Secret' })
    .returning();
  const [page] = await db
    .insert(entities)
    .values({ tenantId: other!.id, entityType: 'custom-page', internalName: 'Foreign page' })
    .returning();
  foreignAppId = shop!.id;
  foreignTagId = tag!.id;
  foreignPageId = page!.id;
  storyId = (
    await create('/pages', { type: 'story', internalName: 'Story', appConfigs: [{ appId: facts.mainAppId }] })
  ).id;
  const other2 = await create('/pages', {
    type: 'story',
    internalName: 'Other',
    appConfigs: [{ appId: facts.mainAppId }],
  });
  otherStoryConfigId = other2.appConfigs![0]!.id;
});

async function expect422(method: 'POST' | 'PUT', url: string, payload: unknown, paths: string[]) {
  const response = await ctx.inject({
    method,
    url: `${API}${url}`,
    ...(typeof payload === 'string'
      ? { payload, headers: { 'content-type': 'application/json' } }
      : { payload: payload as object }),
  });
  expect(response.statusCode, response.body).toBe(422);
  const body = response.json() as ValidationErrorResponse;
  expect(typeof body.message).toBe('string');
  expect(Object.keys(body.errors).sort()).toEqual([...paths].sort());
  for (const messages of Object.values(body.errors)) expect(messages[0]).toMatch(/^The /);
  return body;
}

describe('422 on create', () => {
  it('names missing and wrong-typed fields by dotted path', async () => {
    await expect422('POST', '/bundles', {}, ['internalName', 'appConfigs']);
    await expect422(
      'POST',
      '/bundles',
      {
        internalName: 42,
        tags: [{ id: 'x' }],
        appConfigs: [
          { name: 'no shop' },
          { appId: facts.mainAppId, activeFrom: 'tomorrow', streamType: 'all' },
        ],
      },
      [
        'internalName',
        'tags.0.id',
        'appConfigs.0.appId',
        'appConfigs.1.activeFrom',
        'appConfigs.1.streamType',
      ],
    );
    await expect422('POST', '/bundles', 'not json', ['body']);
    await expect422(
      'POST',
      '/clusters',
      {
        internalName: 'x',
        appConfigs: [{ appId: facts.mainAppId, pages: [{ id: storyId }, { id: foreignPageId }] }],
      },
      ['appConfigs.0.pages.1.id'],
    );
    await expect422(
      'POST',
      '/clusters',
      { internalName: 'x', appConfigs: [{ appId: facts.mainAppId, pages: [1, 2] }] },
      ['appConfigs.0.pages.0', 'appConfigs.0.pages.1'],
    );
  });

  it('refuses shops, tags and parents of another tenant, a shop twice and dates the database cannot hold', async () => {
    const body = await expect422(
      'POST',
      '/custom-pages',
      {
        internalName: 'Sneaky',
        parentId: foreignPageId,
        tags: [{ id: facts.editableTagIds[0] }, { id: foreignTagId }],
        appConfigs: [
          { appId: facts.mainAppId, activeFrom: '0001-01-01T00:00:00.000Z' },
          { appId: foreignAppId },
          { appId: facts.mainAppId },
        ],
      },
      ['parentId', 'tags.1.id', 'appConfigs.0.activeFrom', 'appConfigs.1.appId', 'appConfigs.2.appId'],
    );
    expect(body.errors['appConfigs.2.appId']).toEqual([
      'The appConfigs.2.appId field has a duplicate value.',
    ]);
    expect(body.errors['tags.1.id']).toEqual(['The selected tags.1.id is invalid.']);
    const [row] = await ctx.app.db.select().from(entities).where(eq(entities.internalName, 'Sneaky'));
    expect(row).toBeUndefined();
  });

  it('a parent of another type is refused; POST /pages needs a known page kind', async () => {
    await expect422('POST', '/custom-pages', { internalName: 'x', parentId: storyId, appConfigs: [] }, [
      'parentId',
    ]);
    await expect422('POST', '/pages', { internalName: 'x', appConfigs: [] }, ['type']);
    await expect422('POST', '/pages', { internalName: 'x', type: 'bundle', appConfigs: [] }, ['type']);
  });
});

describe('422 on update', () => {
  const put = (payload: object) => ({ internalName: 'Story', appConfigs: [], version: 1, ...payload });

  it('names a missing or wrong version, a changed page kind and a shop config of another entity', async () => {
    await expect422('PUT', `/pages/${storyId}`, { internalName: 'x', appConfigs: [] }, ['version']);
    await expect422('PUT', `/pages/${storyId}`, put({ version: '1' }), ['version']);
    await expect422('PUT', `/pages/${storyId}`, put({ version: 0 }), ['version']);
    await expect422('PUT', `/pages/${storyId}`, put({ type: 'hotdrop' }), ['type']);
    await expect422(
      'PUT',
      `/pages/${storyId}`,
      put({ appConfigs: [{ id: otherStoryConfigId, appId: facts.mainAppId }] }),
      ['appConfigs.0.id'],
    );
  });

  it('a custom page cannot move below itself or its own sub-page', async () => {
    const top = await create('/custom-pages', { internalName: 'Top', appConfigs: [] });
    const sub = await create('/custom-pages', { internalName: 'Sub', parentId: top.id, appConfigs: [] });
    await expect422(
      'PUT',
      `/custom-pages/${top.id}`,
      { version: 1, internalName: 'Top', parentId: top.id, appConfigs: [] },
      ['parentId'],
    );
    await expect422(
      'PUT',
      `/custom-pages/${top.id}`,
      { version: 1, internalName: 'Top', parentId: sub.id, appConfigs: [] },
      ['parentId'],
    );
    const moved = await ctx.inject({
      method: 'PUT',
      url: `${API}/custom-pages/${sub.id}`,
      payload: { version: 1, internalName: 'Sub', parentId: null, appConfigs: [] },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect((moved.json() as { data: Entity }).data.parentId).toBeNull();
  });

  it('leaves the entity as it was', async () => {
    const response = await ctx.get(`/pages/${storyId}`);
    expect((response.json() as { data: Entity }).data).toMatchObject({ internalName: 'Story', version: 1 });
  });
});
