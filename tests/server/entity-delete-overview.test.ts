// Delete rules, overview schemas, duplicate (entity write service) and the content seed.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Entity, OverviewSchema, Pagination } from '@generated/model';
import { sortableFields } from '@server/content-model/overview/schemas';
import { appConfigs, entities, media } from '@server/db/schema';
import { duplicateEntity } from '@server/services/entities/write';
import { getEntity } from '@server/services/entities/list';
import { allEntityTypeConfigs } from '@server/services/entities/types';
import { setupApp } from './helper';

const t = setupApp();

const call = (method: 'GET' | 'DELETE', url: string) => t.inject({ method, url: `/api/v2${url}` });
const list = async (url: string) =>
  (await call('GET', url)).json() as { data: Entity[]; meta: { pagination: Pagination } };

describe('the content seed', () => {
  it('creates at least 300 entities of every type with varied shop statuses', async () => {
    const rows = await t.app.db
      .select({ type: entities.entityType, n: count() })
      .from(entities)
      .groupBy(entities.entityType);
    const byType = Object.fromEntries(rows.map((r) => [r.type, r.n]));
    const stored = allEntityTypeConfigs().filter((c) => c.store === 'entities' || c.store === 'block-types');
    for (const config of stored) expect(byType[config.type], config.type).toBeGreaterThan(0);
    expect(rows.reduce((sum, r) => sum + r.n, 0)).toBeGreaterThanOrEqual(300);
    expect(byType['block-type']).toBeGreaterThanOrEqual(24);
    const [videos] = await t.app.db.select({ n: count() }).from(media).where(eq(media.kind, 'video'));
    expect(videos?.n).toBeGreaterThan(0);
    const statuses = new Set(
      (await list('/pages?perPage=200')).data.flatMap((e) => e.appConfigs.map((c) => c.status)),
    );
    expect(statuses).toEqual(new Set(['online', 'offline', 'scheduled', 'draft']));
    const drafts = (await list('/pages?perPage=200')).data.flatMap((e) =>
      e.appConfigs.filter((c) => c.isDraft),
    );
    expect(drafts.length).toBeGreaterThan(0);
  });

  it('has the non-editable tag groups brands and influencer', async () => {
    const groups = (await call('GET', '/tag-groups?perPage=50')).json() as {
      data: { key: string; isEditable: boolean; tagsCount: number }[];
    };
    const byKey = Object.fromEntries(groups.data.map((g) => [g.key, g]));
    expect(byKey.brands).toMatchObject({ isEditable: false });
    expect(byKey.influencer).toMatchObject({ isEditable: false });
    expect(byKey.brands!.tagsCount).toBeGreaterThanOrEqual(40);
    expect(byKey.season).toMatchObject({ isEditable: true });
  });
});

describe('delete rules', () => {
  it('deletes a bundle (204): gone from lists and details, its configs kept in the trash', async () => {
    const bundle = (await list('/bundles?perPage=1')).data[0]!;
    const before = (await list('/bundles?perPage=500')).meta.pagination.total; // cached from here on
    expect((await call('DELETE', `/bundles/${bundle.id}`)).statusCode).toBe(204);
    // The write bumped the content revision: the cached list is not answered again.
    const after = await list('/bundles?perPage=500');
    expect(after.meta.pagination.total).toBe(before - 1);
    expect(after.data.map((e) => e.id)).not.toContain(bundle.id);
    expect((await call('GET', `/bundles/${bundle.id}`)).statusCode).toBe(404);
    const [configs] = await t.app.db
      .select({ n: count() })
      .from(appConfigs)
      .where(eq(appConfigs.entityId, bundle.id));
    expect(configs?.n).toBe(bundle.appConfigs.length); // a restore brings them back (tests/server/trash.test.ts)
  });

  it('deletes pages, teasers, clusters, idols, highlights, core pages, discoveries and rule sets', async () => {
    for (const collection of [
      'pages',
      'teasers',
      'clusters',
      'profile-idols',
      'highlights',
      'core-pages',
      'brand-discoveries',
      'scb-rulesets',
    ]) {
      const row = (await list(`/${collection}?perPage=1`)).data[0]!;
      expect((await call('DELETE', `/${collection}/${row.id}`)).statusCode, collection).toBe(204);
    }
  });

  it('answers 404 for an id of another collection', async () => {
    const teaser = (await list('/teasers?perPage=1')).data[0]!;
    expect((await call('DELETE', `/bundles/${teaser.id}`)).statusCode).toBe(404);
  });

  it('never deletes categories, tags, tag groups or brand profiles (405)', async () => {
    const category = (await list('/categories?perPage=1')).data[0]!;
    const brand = (await list('/profile-brands?perPage=1')).data[0]!;
    for (const url of [
      `/categories/${category.id}`,
      '/tags/1',
      '/tag-groups/1',
      `/profile-brands/${brand.id}`,
    ]) {
      const response = await call('DELETE', url);
      expect(response.statusCode, url).toBe(405);
      expect(response.json()).toHaveProperty('message');
    }
    expect((await call('GET', `/categories/${category.id}`)).statusCode).toBe(200);
  });

  it('refuses a custom page with subpages (409) and deletes a leaf', async () => {
    const root = (await list('/custom-pages?f[parentId]=0&perPage=1')).data[0]!;
    expect(root.childrenCount).toBeGreaterThan(0);
    expect((await call('DELETE', `/custom-pages/${root.id}`)).statusCode).toBe(409);
    const leaf = (await list('/custom-pages?perPage=100')).data.find((e) => e.childrenCount === 0)!;
    expect((await call('DELETE', `/custom-pages/${leaf.id}`)).statusCode).toBe(204);
  });

  it('deletes a video (204)', async () => {
    const video = (await list('/media/videos?perPage=1')).data[0]!;
    expect((await call('DELETE', `/media/${video.id}`)).statusCode).toBe(204);
    expect((await call('GET', `/media/videos/${video.id}`)).statusCode).toBe(404);
  });
});

describe('overview schemas', () => {
  it('serve every type under its entity plural and, where it differs, its resource plural', async () => {
    for (const config of allEntityTypeConfigs()) {
      const direct = await call('GET', `/overview/${config.plural}`);
      expect(direct.statusCode, config.plural).toBe(200);
      const schema = (direct.json() as { data: OverviewSchema }).data;
      expect(schema.entityType).toBe(config.type);
      expect(Object.keys(schema.views).length).toBeGreaterThan(0);
      if (config.resourcePlural) {
        const nested = await call('GET', `/overview/${config.resourcePlural}/${config.plural}`);
        expect(nested.statusCode, `${config.resourcePlural}/${config.plural}`).toBe(200);
        expect(nested.json()).toEqual(direct.json());
      }
    }
  });

  it('choose views by type: nested for the hierarchies, tiles for media', async () => {
    const custom = ((await call('GET', '/overview/custom-pages')).json() as { data: OverviewSchema }).data;
    expect(custom.views.nestedView).toBeDefined();
    const images = ((await call('GET', '/overview/media/images')).json() as { data: OverviewSchema }).data;
    expect(images.views.tileView).toBeDefined();
    expect(images.views.listView!.actions!.row!.map((a) => a.name)).toEqual(['open-new-tab', 'copy-link']);
    const bundles = ((await call('GET', '/overview/bundles')).json() as { data: OverviewSchema }).data;
    expect(bundles.views.listView!.actions!.row!.map((a) => a.name)).toContain('delete');
    expect(bundles.filters!.items.length).toBeGreaterThan(0);
    const categories = ((await call('GET', '/overview/categories')).json() as { data: OverviewSchema }).data;
    expect(categories.views.nestedView!.actions!.row!.map((a) => a.name)).not.toContain('delete');
    expect(sortableFields('image')).toEqual(expect.arrayContaining(['name', 'id', 'updatedAt']));
  });

  it('answer 404 for unknown plurals or a wrong resource', async () => {
    expect((await call('GET', '/overview/unicorns')).statusCode).toBe(404);
    expect((await call('GET', '/overview/pages/bundles')).statusCode).toBe(404);
    expect((await call('GET', '/overview/media/stories')).statusCode).toBe(404);
  });
});

describe('duplicate', () => {
  it('copies with " - Copy", new ids and unpublished shop configs', async () => {
    const story = (await list('/pages?filter[type]=story&f[status]=online&perPage=1')).data[0]!;
    const copyId = await duplicateEntity(t.app.db, 1, story.id, 1);
    expect(copyId).not.toBe(story.id);
    const copy = (await getEntity(t.app.db, 'story', 1, copyId, new Set())) as Entity;
    expect(copy.internalName).toBe(`${story.internalName} - Copy`);
    expect(copy.version).toBe(1);
    expect(copy.appConfigs.length).toBe(story.appConfigs.length);
    for (const config of copy.appConfigs) {
      expect(config.status).toBe('draft');
      expect(config.isPublished).toBe(false);
      expect(story.appConfigs.map((c) => c.id)).not.toContain(config.id);
    }
  });
});
