// Create and update of entity rows through the contract's calls: every collection that allows creation
// saves and reads back what was sent; updates round-trip shared and per-shop fields, add and remove shops
// (never the main one), keep what they leave out, derive isDraft, and a stale version answers 409 naming
// who saved in between.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Entity, EntityInput, VersionConflict } from '@generated/model';
import { CreatePageResponse, UpdatePageResponse } from '@generated/zod/pages/pages.zod';
import { loadContract } from '@server/contract';
import { allEntityTypeConfigs } from '@server/services/entities/types';
import { injectAs, setupApp, signIn } from '../helper';
import { EDITOR_INCLUDE, publishedEntity, SECOND_LOGIN, tenantFacts, type TenantFacts } from './fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
const ctx = setupApp();
let facts: TenantFacts;

beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
});

const API = '/api/v2';

const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(loadContract(), 'contract');
const itemPath = (path: string, id: number) => `${API}${path.replace('{id}', String(id))}`;

const CONTENT_ELEMENT = {
  id: 480101,
  index: 0,
  type: 'text',
  attributes: { text: '<p>Light fabrics for warm days.</p>', textAlign: 'left' },
  position: { slot: 'main', index: 0, col: 0, row: 1, colSpan: 1, rowSpan: 1 },
  tracking: { cpid: 'd39638' },
};

const SECOND_INFO = { imagesByType: { mobile_default: { hash: '43a267d113123c32a0a5d66e57e780e5' } } };

/** Form values as the wizard sends them, plus server-derived values that must be ignored. */
function formValues(name: string, appId: number, tagId: number) {
  return {
    internalName: name,
    tags: [{ id: tagId, name: 'ignored', group: 'ignored' }],
    headline: 'Shared headline',
    layout: { columns: 3, colours: ['#1A1A1A', '#FFFFFF'] },
    // Server-derived: ignored.
    id: 999_999,
    status: 'online',
    version: 42,
    createdAt: '2001-01-01T00:00:00.000Z',
    appConfigs: [
      {
        appId,
        name: `${name} shop`,
        slug: 'summer-linen-edit',
        path: '/summer-linen-edit',
        activeFrom: '2031-03-01T06:00:00.000Z',
        activeUntil: null,
        hiddenUntil: '2030-12-24T18:00:00.000Z',
        contentElements: [CONTENT_ELEMENT],
        streamType: 'bundles',
        streamBundleIds: [11, 12],
        sourceCategories: [{ id: 20011, name: 'Women > Dresses' }],
        streamIncludedProductIds: [8812345],
        seodata: { title: 'SEO title', description: 'SEO description', robots: 'index,follow' },
        preview: {
          imagesByType: {
            desktop_default: { hash: 'c2f36b8da4293692da467a5e2382e3d5', meta: { focus: 'center-top' } },
          },
        },
        headlineColour: '#C0FFEE',
        // Server-derived: ignored.
        status: 'online',
        isDraft: false,
        isPublished: true,
        streamProductCount: 77,
        streamProductEstimate: 78,
      },
    ],
  };
}

async function getEntity(path: string, id: number): Promise<Entity> {
  const response = await ctx.inject({
    method: 'GET',
    url: `${itemPath(path, id)}?include=${EDITOR_INCLUDE}`,
  });
  expect(response.statusCode).toBe(200);
  return (response.json() as { data: Entity }).data;
}

function expectSavedValues(entity: Entity, sent: ReturnType<typeof formValues>) {
  expect(entity.internalName).toBe(sent.internalName);
  expect(entity.headline).toBe('Shared headline');
  expect(entity.layout).toEqual(sent.layout);
  expect(entity.tags?.map((t) => t.id)).toEqual([sent.tags[0]!.id]);
  expect(entity.id).not.toBe(999_999);
  expect(entity.createdAt).not.toBe('2001-01-01T00:00:00.000Z');
  const [config] = entity.appConfigs ?? [];
  const input = sent.appConfigs[0]!;
  expect(config).toMatchObject({
    appId: input.appId,
    name: input.name,
    slug: input.slug,
    path: input.path,
    activeFrom: input.activeFrom,
    activeUntil: null,
    hiddenUntil: input.hiddenUntil,
    contentElements: input.contentElements,
    streamType: 'bundles',
    streamBundleIds: [11, 12],
    sourceCategories: input.sourceCategories,
    streamIncludedProductIds: [8812345],
    seodata: input.seodata,
    preview: input.preview,
    headlineColour: '#C0FFEE',
    // Derived, not taken from the payload: unpublished without a snapshot.
    status: 'draft',
    isDraft: true,
    isPublished: false,
    streamProductCount: null,
    streamProductEstimate: null,
  });
}

const creatable = allEntityTypeConfigs().filter((c) => c.calls.create && c.store === 'entities');

describe('create', () => {
  it('covers every collection of the contract with a create call', () => {
    expect(creatable.map((c) => c.type).sort()).toEqual(
      [
        'brand-discovery',
        'brand-story',
        'bundle',
        'cluster',
        'core-page',
        'custom-page',
        'highlight',
        'hotdrop',
        'idol-story',
        'profile-idol',
        'scb-ruleset',
        'story',
        'teaser',
      ].sort(),
    );
  });

  it.each(creatable.map((c) => [c.type, c] as const))(
    '%s: POST saves the form values, GET reads them back identically',
    async (type, config) => {
      const create = config.calls.create!;
      const sent = formValues(`New ${type}`, facts.mainAppId, facts.editableTagIds[0]!);
      const payload = create.typeParam ? { ...sent, type: create.typeParam.value } : sent;
      const response = await ctx.inject({ method: 'POST', url: `${API}${create.path}`, payload });
      expect(response.statusCode, response.body).toBe(201);
      const body = response.json() as { data: Entity; meta: { validation: object } };
      // What is incomplete is the content model's business (tests/server/content-model); a save answers it.
      expect(body.meta.validation).toBeTypeOf('object');
      expect(body.data.version).toBe(1);
      expect(body.data.entityType).toBe(type);
      expect(body.data.status).toBe('draft');
      expect(body.data.createdByUser?.email).toBe('editor@example.com');
      if (create.typeParam) {
        expect(body.data.type).toBe(type);
        CreatePageResponse.parse(body);
      }
      expectSavedValues(body.data, sent);
      // The answer is what GET answers.
      const read = await getEntity(config.calls.get!.path, body.data.id);
      expect(read).toEqual(body.data);
    },
  );

  it('a custom page is created below its parent; bundles start unpublished', async () => {
    const parent = await ctx.inject({
      method: 'POST',
      url: `${API}/custom-pages`,
      payload: { internalName: 'Service', appConfigs: [{ appId: facts.mainAppId, name: 'Service' }] },
    });
    const parentId = (parent.json() as { data: Entity }).data.id;
    const child = await ctx.inject({
      method: 'POST',
      url: `${API}/custom-pages`,
      payload: {
        internalName: 'Returns',
        parentId,
        appConfigs: [{ appId: facts.mainAppId, name: 'Returns' }],
      },
    });
    expect(child.statusCode).toBe(201);
    const data = (child.json() as { data: Entity }).data;
    expect(data.parentId).toBe(parentId);
    expect(data.parent).toEqual({ id: parentId, internalName: 'Service' });
    expect(data.rootline?.map((r) => r.id)).toContain(parentId);

    const bundle = await ctx.inject({
      method: 'POST',
      url: `${API}/bundles`,
      payload: { internalName: 'Bundle', isPublished: true, appConfigs: [{ appId: facts.mainAppId }] },
    });
    expect((bundle.json() as { data: Entity }).data.isPublished).toBe(false);
  });

  it("a cluster's pages are saved in order and read back as page references", async () => {
    const story = async (name: string) => {
      const response = await ctx.inject({
        method: 'POST',
        url: `${API}/pages`,
        payload: { type: 'story', internalName: name, appConfigs: [] },
      });
      return (response.json() as { data: Entity }).data.id;
    };
    const [first, second] = [await story('First story'), await story('Second story')];
    const response = await ctx.inject({
      method: 'POST',
      url: `${API}/clusters`,
      payload: {
        internalName: 'Cluster',
        appConfigs: [
          { appId: facts.mainAppId, pages: [{ id: second }, { id: first, internalName: 'ignored' }] },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(201);
    const config = (response.json() as { data: Entity }).data.appConfigs![0]!;
    expect(config.pages).toEqual([
      { id: second, type: 'story', internalName: 'Second story' },
      { id: first, type: 'story', internalName: 'First story' },
    ]);
    expect(config.pageIds).toEqual([second, first]);
  });
});

describe('update', () => {
  let storyId: number;

  beforeAll(async () => {
    const sent = formValues('Round trip', facts.mainAppId, facts.editableTagIds[0]!);
    const response = await ctx.inject({
      method: 'POST',
      url: `${API}/pages`,
      payload: { ...sent, type: 'story' },
    });
    storyId = (response.json() as { data: Entity }).data.id;
  });

  it('round-trips shared and per-shop fields, adds a shop and keeps what the payload leaves out', async () => {
    const before = await getEntity('/pages/{id}', storyId);
    const mainConfig = before.appConfigs![0]!;
    const otherAppId = facts.otherAppIds[0]!;
    const response = await ctx.inject({
      method: 'PUT',
      url: `${API}/pages/${storyId}`,
      payload: {
        ...before,
        version: before.version,
        internalName: 'Round trip, edited',
        headline: 'New headline',
        tags: [{ id: facts.editableTagIds[1]! }, { id: facts.editableTagIds[2]! }],
        appConfigs: [
          {
            ...mainConfig,
            name: 'Edited shop name',
            seodata: { title: 'New title', description: 'New description' },
          },
          { appId: otherAppId, name: 'Second shop', slug: 'second-shop', info: SECOND_INFO },
        ],
      },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = (response.json() as { data: Entity; meta: object }).data;
    expect(response.json()).toHaveProperty('meta.validation');
    expect(saved.version).toBe(before.version + 1);
    expect(saved.updatedByUser?.email).toBe('editor@example.com');
    expect(saved.internalName).toBe('Round trip, edited');
    expect(saved.headline).toBe('New headline');
    expect(saved.layout).toEqual(before.layout); // sent back unchanged
    expect(saved.tags?.map((t) => t.id)).toEqual([facts.editableTagIds[1], facts.editableTagIds[2]]);
    const main = saved.appConfigs!.find((c) => c.appId === facts.mainAppId)!;
    expect(main.id).toBe(mainConfig.id);
    expect(main.name).toBe('Edited shop name');
    expect(main.seodata).toEqual({ title: 'New title', description: 'New description' });
    expect(main.contentElements).toEqual([CONTENT_ELEMENT]);
    const second = saved.appConfigs!.find((c) => c.appId === otherAppId)!;
    expect(second).toMatchObject({
      name: 'Second shop',
      slug: 'second-shop',
      info: SECOND_INFO,
      status: 'draft',
    });
    expect(await getEntity('/pages/{id}', storyId)).toEqual(saved);

    // Values left out stay as saved (a form without the SEO step loses nothing).
    const partial = await ctx.inject({
      method: 'PUT',
      url: `${API}/pages/${storyId}`,
      payload: {
        version: saved.version,
        internalName: saved.internalName,
        appConfigs: [{ id: main.id, appId: facts.mainAppId, slug: 'only-the-slug' }, { appId: otherAppId }],
      },
    });
    expect(partial.statusCode, partial.body).toBe(200);
    const kept = (partial.json() as { data: Entity }).data;
    expect(kept.headline).toBe('New headline');
    expect(kept.tags?.length).toBe(2);
    const keptMain = kept.appConfigs!.find((c) => c.appId === facts.mainAppId)!;
    expect(keptMain).toMatchObject({
      name: 'Edited shop name',
      slug: 'only-the-slug',
      seodata: main.seodata,
    });
  });

  it('removes the shops the payload leaves out, but never the main shop', async () => {
    const before = await getEntity('/pages/{id}', storyId);
    expect(before.appConfigs!.length).toBe(2);
    const response = await ctx.inject({
      method: 'PUT',
      url: `${API}/pages/${storyId}`,
      payload: { version: before.version, internalName: before.internalName, appConfigs: [] },
    });
    expect(response.statusCode, response.body).toBe(200);
    const saved = (response.json() as { data: Entity }).data;
    expect(saved.appConfigs!.map((c) => c.appId)).toEqual([facts.mainAppId]);
  });

  it('derives isDraft from the published snapshot; status and isDraft sent are ignored', async () => {
    const seeded = await publishedEntity(ctx.app, 'story', facts.mainAppId);
    const put = async (version: number, config: Record<string, unknown>) => {
      const response = await ctx.inject({
        method: 'PUT',
        url: `${API}/pages/${seeded.id}`,
        payload: {
          version,
          internalName: 'Snapshot check',
          appConfigs: [{ id: seeded.configId, appId: facts.mainAppId, ...config }],
        },
      });
      expect(response.statusCode, response.body).toBe(200);
      const data = (response.json() as { data: Entity }).data;
      return { version: data.version, config: data.appConfigs!.find((c) => c.id === seeded.configId)! };
    };
    const same = await put(seeded.version, { isDraft: true });
    expect(same.config.isDraft).toBe(false);
    const changed = await put(same.version, { name: 'Changed after publishing', isDraft: false });
    expect(changed.config.isDraft).toBe(true);
    expect(changed.config.isPublished).toBe(same.config.isPublished);
    const name = (await ctx.app.db.query.appConfigs.findFirst({
      where: (c, { eq }) => eq(c.id, seeded.configId),
    }))!.published!.name as string;
    const back = await put(changed.version, { name });
    expect(back.config.isDraft).toBe(false);
  });

  it('a stale version answers 409 with who saved in between and when; nothing is written', async () => {
    const before = await getEntity('/pages/{id}', storyId);
    const mara = await signIn(ctx.app, SECOND_LOGIN);
    const theirs = await injectAs(ctx.app, mara, {
      method: 'PUT',
      url: `${API}/pages/${storyId}`,
      payload: { version: before.version, internalName: 'Mara was here', appConfigs: [] },
    });
    expect(theirs.statusCode, theirs.body).toBe(200);
    UpdatePageResponse.parse(theirs.json());
    const saved = (theirs.json() as { data: Entity }).data;

    const mine = await ctx.inject({
      method: 'PUT',
      url: `${API}/pages/${storyId}`,
      payload: { version: before.version, internalName: 'Eda overwrites', appConfigs: [] },
    });
    expect(mine.statusCode).toBe(409);
    const conflict = mine.json() as VersionConflict;
    const validate = ajv.getSchema('contract#/components/schemas/VersionConflict')!;
    expect(validate(conflict), JSON.stringify(validate.errors)).toBe(true);
    expect(conflict).toEqual({
      message: `Mara Lind saved this content in the meantime (version ${saved.version}). Reload to see their changes.`,
      version: saved.version,
      updatedAt: saved.updatedAt,
      updatedBy: { id: saved.updatedByUser!.id, name: 'Mara Lind' },
    });
    const after = await getEntity('/pages/{id}', storyId);
    expect(after.internalName).toBe('Mara was here');
    expect(after.version).toBe(saved.version);
  });

  it('a stale save answers 409 even when a shop config it sends was removed in between', async () => {
    const sent = formValues('Two shops', facts.mainAppId, facts.editableTagIds[0]!);
    const created = await ctx.inject({
      method: 'POST',
      url: `${API}/pages`,
      payload: { ...sent, type: 'story', appConfigs: [...sent.appConfigs, { appId: facts.otherAppIds[0]! }] },
    });
    const entity = (created.json() as { data: Entity }).data;
    const mara = await signIn(ctx.app, SECOND_LOGIN);
    const removed = await injectAs(ctx.app, mara, {
      method: 'PUT',
      url: `${API}/pages/${entity.id}`,
      payload: { version: 1, internalName: entity.internalName, appConfigs: [] },
    });
    expect(removed.statusCode).toBe(200);
    const stale = await ctx.inject({
      method: 'PUT',
      url: `${API}/pages/${entity.id}`,
      payload: { ...entity, version: 1 },
    });
    expect(stale.statusCode, stale.body).toBe(409);
    expect(stale.json()).toMatchObject({ version: 2, updatedBy: { name: 'Mara Lind' } });
  });

  it('an id of another collection or none at all answers 404', async () => {
    const payload: EntityInput & { version: number } = { version: 1, internalName: 'x', appConfigs: [] };
    expect((await ctx.inject({ method: 'PUT', url: `${API}/bundles/${storyId}`, payload })).statusCode).toBe(
      404,
    );
    expect((await ctx.inject({ method: 'PUT', url: `${API}/pages/2147483000`, payload })).statusCode).toBe(
      404,
    );
  });
});
