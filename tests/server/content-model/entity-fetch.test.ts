// GET {collection}/{id} for the editor: every include of spec 2 §7 and meta.validation from the form schema.
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { AppConfig, ContentElement, Entity, ValidationErrors } from '@generated/model';
import { appConfigs, entities } from '@server/db/schema';
import { walkSections } from '@server/content-model/forms/walk';
import { formSchemaOf } from '@server/content-model/forms';
import { ENTITY_TYPES, entityTypeConfig } from '@server/services/entities/types';
import { setupApp } from '@tests/server/helper';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
const ctx = setupApp();

const ALL =
  'appConfigs.contentElements,appConfigs.preview,appConfigs.seodata,appConfigs.sourceCategories,appConfigs.pages,' +
  'appConfigs.info.imagesByType,videosByType,parent,tags,createdByUser,updatedByUser,rootline';

type Answer = { data: Entity; meta: { validation: ValidationErrors } };

async function firstId(type: string): Promise<number> {
  const [row] = await ctx.app.db
    .select({ id: entities.id })
    .from(entities)
    .where(eq(entities.entityType, type))
    .orderBy(entities.id)
    .limit(1);
  return row!.id;
}

const url = (type: (typeof ENTITY_TYPES)[number], id: number, include = ALL) =>
  `/${entityTypeConfig(type).collection}/${id}?include=${include}`;

async function fetchEntity(type: (typeof ENTITY_TYPES)[number], id: number, include = ALL): Promise<Answer> {
  const answer = await ctx.get(url(type, id, include));
  expect(answer.statusCode, `${type} ${answer.body}`).toBe(200);
  return answer.json() as Answer;
}

/** Sets draft keys / columns of an entity's first shop config. */
async function patchFirstConfig(
  entityId: number,
  values: { name?: string; draft?: SQL; contentElements?: ContentElement[] },
) {
  const [config] = await ctx.app.db
    .select({ id: appConfigs.id })
    .from(appConfigs)
    .where(eq(appConfigs.entityId, entityId))
    .orderBy(appConfigs.appId)
    .limit(1);
  await ctx.app.db.update(appConfigs).set(values).where(eq(appConfigs.id, config!.id));
}

describe('GET {collection}/{id}', () => {
  it('answers every entity type with data and, for content entities, an empty meta.validation on demo data', async () => {
    for (const type of ENTITY_TYPES) {
      const config = entityTypeConfig(type);
      if (config.store === 'media') continue; // media rows live in their own table (checked below)
      const id = config.store === 'entities' || config.store === 'block-types' ? await firstId(type) : 1;
      const answer = await ctx.get(url(type, id));
      expect({ type, status: answer.statusCode }).toEqual({ type, status: 200 });
      if (config.store === 'entities')
        expect({ type, v: answer.json().meta.validation }).toEqual({ type, v: {} });
    }
    const images = (await ctx.get('/media/images?perPage=1')).json() as { data: { id: number }[] };
    expect((await ctx.get(`/media/images/${images.data[0]!.id}`)).statusCode).toBe(200);
  });

  it('brings the shop-config parts, users, tags and rootline with their includes, and not without', async () => {
    const id = await firstId('story');
    const { data } = await fetchEntity('story', id);
    const config = data.appConfigs[0]!;
    expect(config.contentElements?.length).toBeGreaterThan(0);
    expect(config.preview?.imagesByType?.desktop_default?.hash).toBeTruthy();
    expect(config.seodata?.title).toBeTruthy();
    expect(Array.isArray(config.sourceCategories)).toBe(true);
    expect(Array.isArray(data.tags)).toBe(true);
    expect(data.createdByUser?.name).toBeTruthy();
    expect(data.updatedByUser?.name).toBeTruthy();
    expect(data.rootline).toEqual([]);

    const bare = (await fetchEntity('story', id, 'appConfigs')).data;
    const bareConfig = bare.appConfigs[0]!;
    expect(bareConfig).not.toHaveProperty('contentElements');
    expect(bareConfig).not.toHaveProperty('preview');
    expect(bareConfig).not.toHaveProperty('seodata');
    expect(bare).not.toHaveProperty('tags');
    expect(bare).not.toHaveProperty('createdByUser');
  });

  it('brings info images and videos (include videosByType) of a teaser', async () => {
    const id = await firstId('teaser');
    const videos = { desktop: { videoHash: 'a'.repeat(32), fallbackImageHash: null } };
    const images = { desktop_default: { hash: 'b'.repeat(32), meta: { focus: 'center-top' } } };
    await patchFirstConfig(id, {
      draft: sql`${appConfigs.draft} || ${JSON.stringify({ videosByType: videos, info: { imagesByType: images } })}::jsonb`,
    });
    const config = (await fetchEntity('teaser', id)).data.appConfigs[0] as AppConfig;
    expect(config.videosByType).toEqual(videos);
    expect(config.info?.imagesByType).toEqual(images);
    const bare = (await fetchEntity('teaser', id, 'appConfigs')).data.appConfigs[0]!;
    expect(bare).not.toHaveProperty('videosByType');
    expect(bare).not.toHaveProperty('info');
  });

  it('brings a cluster its pages and the page ids its form edits; a custom page its rootline and parent', async () => {
    const cluster = (await fetchEntity('cluster', await firstId('cluster'))).data.appConfigs[0]!;
    expect(cluster.pages!.length).toBeGreaterThan(0);
    expect(cluster.pageIds).toEqual(cluster.pages!.map((p) => p.id));
    const [child] = await ctx.app.db
      .select({ id: entities.id, parentId: entities.parentId })
      .from(entities)
      .where(and(eq(entities.entityType, 'custom-page'), sql`${entities.parentId} is not null`))
      .limit(1);
    const page = (await fetchEntity('custom-page', child!.id)).data;
    expect(page.rootline!.length).toBeGreaterThan(0);
    expect(page.parent).toMatchObject({ id: child!.parentId });
  });

  it('lists missing and too long fields and block attributes in meta.validation (Laravel paths)', async () => {
    const id = await firstId('story');
    const before = await fetchEntity('story', id, '');
    expect(before.meta.validation).toEqual({});
    const story = (await fetchEntity('story', id)).data;
    const elements = story.appConfigs[0]!.contentElements!;
    const headline = elements.findIndex((e) => e.type === 'headline');
    await patchFirstConfig(id, {
      name: '',
      draft: sql`jsonb_set(${appConfigs.draft}, '{seodata,title}', ${JSON.stringify('x'.repeat(61))}::jsonb)`,
      contentElements: elements.map((e, i) =>
        i === headline ? { ...e, attributes: { ...e.attributes, text: '' } } : e,
      ),
    });
    // Validation reads every part, whatever the request includes.
    const { meta, data } = await fetchEntity('story', id, '');
    expect(data.appConfigs[0]).not.toHaveProperty('seodata');
    expect(meta.validation).toEqual({
      'appConfigs.0.name': ['field is required'],
      'appConfigs.0.seodata.title': ['may not be greater than 60 characters'],
      [`appConfigs.0.contentElements.${headline}.attributes.text`]: ['field is required'],
    });
  });

  it('names a slug another entity of the type uses in the same shop', async () => {
    const [first, second] = await ctx.app.db
      .select({ id: entities.id })
      .from(entities)
      .where(eq(entities.entityType, 'brand-story'))
      .orderBy(entities.id)
      .limit(2);
    const [taken] = await ctx.app.db
      .select({ appId: appConfigs.appId, slug: appConfigs.slug })
      .from(appConfigs)
      .where(eq(appConfigs.entityId, first!.id))
      .orderBy(appConfigs.appId)
      .limit(1);
    const before = await fetchEntity('brand-story', second!.id, '');
    const index = before.data.appConfigs.findIndex((c) => c.appId === taken!.appId);
    expect(index, 'the two stories share a shop').toBeGreaterThanOrEqual(0);
    expect(before.meta.validation[`appConfigs.${index}.slug`]).toBeUndefined();
    await ctx.app.db
      .update(appConfigs)
      .set({ slug: taken!.slug })
      .where(and(eq(appConfigs.entityId, second!.id), eq(appConfigs.appId, taken!.appId)));
    const after = await fetchEntity('brand-story', second!.id, '');
    expect(after.meta.validation[`appConfigs.${index}.slug`]).toEqual(['has already been taken']);
    // Not across types: a story may use the slug of a brand story.
    const [story] = await ctx.app.db
      .select({ id: entities.id })
      .from(entities)
      .where(eq(entities.entityType, 'story'))
      .orderBy(entities.id)
      .limit(1);
    const changed = await ctx.app.db
      .update(appConfigs)
      .set({ slug: taken!.slug })
      .where(and(eq(appConfigs.entityId, story!.id), eq(appConfigs.appId, taken!.appId)))
      .returning({ id: appConfigs.id });
    expect(changed).toHaveLength(1);
    const other = await fetchEntity('story', story!.id, '');
    expect(Object.keys(other.meta.validation).filter((path) => path.endsWith('.slug'))).toEqual([]);
  });

  it('answers every field root of the form schema, shared and per shop, once stored', async () => {
    const contentTypes = ENTITY_TYPES.filter((type) => entityTypeConfig(type).store === 'entities');
    for (const type of contentTypes) {
      const shared = new Set<string>();
      const app = new Set<string>();
      walkSections(formSchemaOf(type).data, ({ path, appConstrained }) => {
        (appConstrained ? app : shared).add(path.split('.')[0]!);
      });
      const id = await firstId(type);
      const stored = Object.fromEntries([...shared].map((key) => [key, `stored ${key}`]));
      await ctx.app.db
        .update(entities)
        .set({ fields: sql`${entities.fields} || ${JSON.stringify(stored)}::jsonb` })
        .where(eq(entities.id, id));
      // Columns of the config stay; everything else lives in the draft (page ids resolve through `pages`).
      // Stored values of the contract's shapes (the answer is serialised by the contract's schema).
      const draft: Record<string, unknown> = Object.fromEntries(
        [...app].map((key) => [key, { stored: key }]),
      );
      if (app.has('videosByType')) draft.videosByType = { desktop: { videoHash: 'c'.repeat(32) } };
      delete draft.pageIds;
      const [config] = await ctx.app.db
        .select({ id: appConfigs.id })
        .from(appConfigs)
        .where(eq(appConfigs.entityId, id))
        .limit(1);
      if (config) {
        const columns = ['name', 'slug', 'activeFrom', 'activeUntil', 'hiddenUntil', 'contentElements'];
        for (const column of columns) delete draft[column];
        for (const column of [
          'streamType',
          'streamBundleIds',
          'sourceCategories',
          'streamIncludedProductIds',
        ])
          delete draft[column];
        await ctx.app.db
          .update(appConfigs)
          .set({ draft: sql`${appConfigs.draft} || ${JSON.stringify(draft)}::jsonb` })
          .where(eq(appConfigs.id, config.id));
      }
      const { data } = await fetchEntity(type, id);
      expect({ type, missing: [...shared].filter((key) => !(key in data)) }).toEqual({ type, missing: [] });
      if (!config) continue;
      const answered = data.appConfigs.find((c) => c.id === config.id)!;
      expect({ type, missing: [...app].filter((key) => !(key in answered)) }).toEqual({ type, missing: [] });
    }
  });

  it('answers 404 for an unknown id and ignores unknown includes', async () => {
    expect((await ctx.get('/bundles/99999999')).statusCode).toBe(404);
    const id = await firstId('bundle');
    expect((await ctx.get(`/bundles/${id}?include=nonsense,appConfigs.nothing`)).statusCode).toBe(200);
  });
});
