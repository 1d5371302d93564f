// Entity collections on the demo seed: filters, sorting, paging, includes and the hierarchy.
import { describe, expect, it } from 'vitest';
import type { Entity, MediaVideo, Pagination, Tag } from '@generated/model';
import { setupApp } from './helper';

const t = setupApp();

async function get<T = Entity>(url: string, status = 200) {
  const response = await t.get(url);
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as { data: T[]; meta: { pagination: Pagination } };
}
const one = async <T = Entity>(url: string) =>
  (
    (await t.get(url)).json() as {
      data: T;
    }
  ).data;

describe('pagination', () => {
  it('answers meta.pagination for the requested page', async () => {
    const all = await get('/bundles?perPage=500');
    const total = all.meta.pagination.total;
    expect(total).toBeGreaterThan(14);
    const page = await get('/bundles?perPage=7&page=2');
    expect(page.meta.pagination).toEqual({
      currentPage: 2,
      perPage: 7,
      total,
      totalPages: Math.ceil(total / 7),
      count: 7,
    });
    expect(page.data.map((e) => e.id)).toEqual(all.data.slice(7, 14).map((e) => e.id));
    const beyond = await get(`/bundles?perPage=7&page=${Math.ceil(total / 7) + 1}`);
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.pagination.count).toBe(0);
  });

  it('defaults to page 1 with 20 rows sorted by updatedAt descending', async () => {
    const { data, meta } = await get('/pages');
    expect(meta.pagination.currentPage).toBe(1);
    expect(meta.pagination.perPage).toBe(20);
    const times = data.map((e) => Date.parse(e.updatedAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });
});

describe('filters', () => {
  it('f[term] is trimmed and case-insensitive on internalName and shop names', async () => {
    const { data } = await get('/pages?perPage=100&f[term]=%20%20LINEN%20');
    expect(data.length).toBeGreaterThan(0);
    for (const row of data) {
      const names = [row.internalName, ...row.appConfigs.map((c) => c.name ?? '')].join(' ');
      expect(names.toLowerCase()).toContain('linen');
    }
    expect((await get('/pages?f[term]=zzzz-nothing')).data).toEqual([]);
  });

  it('f[locale] keeps entities of that shop and limits their shop configs to it', async () => {
    const { data } = await get('/bundles?perPage=100&f[locale]=2');
    expect(data.length).toBeGreaterThan(0);
    for (const row of data) expect(row.appConfigs.map((c) => c.appId)).toEqual([2]);
  });

  it('f[status] with a shop filters by that shop’s status', async () => {
    for (const status of ['online', 'offline', 'scheduled', 'draft'] as const) {
      const { data } = await get(`/pages?perPage=200&f[locale]=1&f[status]=${status}`);
      expect(data.length, status).toBeGreaterThan(0);
      for (const row of data) {
        expect(row.status).toBe(status);
        expect(row.appConfigs[0]!.status).toBe(status);
      }
    }
  });

  it('f[status] without a shop uses the best shop status; comma lists combine', async () => {
    const { data } = await get('/pages?perPage=200&f[status]=scheduled,draft');
    expect(data.length).toBeGreaterThan(0);
    for (const row of data) expect(['scheduled', 'draft']).toContain(row.status);
  });

  it('filter[type] and f[type] choose the page kind (filter[type] first)', async () => {
    const hotdrops = await get('/pages?perPage=100&filter[type]=hotdrop');
    expect(hotdrops.data.length).toBeGreaterThan(0);
    expect(new Set(hotdrops.data.map((e) => e.type))).toEqual(new Set(['hotdrop']));
    const brandStories = await get('/pages?perPage=100&f[type]=brand-story');
    expect(new Set(brandStories.data.map((e) => e.type))).toEqual(new Set(['brand-story']));
    const both = await get('/pages?perPage=100&f[type]=brand-story&filter[type]=idol-story');
    expect(new Set(both.data.map((e) => e.type))).toEqual(new Set(['idol-story']));
  });

  it('f[ids] returns exactly those ids', async () => {
    const { data } = await get('/teasers?perPage=3');
    const ids = data.map((e) => e.id);
    const picked = await get(`/teasers?f[ids]=${ids.join(',')}`);
    expect(picked.data.map((e) => e.id).sort()).toEqual([...ids].sort());
  });

  it('f[tagsAll] and f[tagGroupsAll] filter by tags', async () => {
    const ganni = (await get<Tag>('/tags?f[term]=ganni&f[group]=brands')).data[0]!;
    const { data } = await get(`/pages?perPage=100&include=tags&f[tagsAll]=${ganni.id}`);
    expect(data.length).toBeGreaterThan(0);
    for (const row of data) expect(row.tags!.map((tag) => tag.id)).toContain(ganni.id);
    const idolStories = await get('/pages?perPage=100&include=tags&f[tagGroupsAll]=influencer');
    expect(idolStories.data.length).toBeGreaterThan(0);
    for (const row of idolStories.data)
      expect(row.tags!.some((tag) => tag.group === 'influencer')).toBe(true);
  });

  it('f[group] filters tags by group key', async () => {
    const { data } = await get<Tag>('/tags?perPage=100&f[group]=influencer&include=tagGroup');
    expect(data.length).toBeGreaterThanOrEqual(10);
    for (const tag of data) {
      expect(tag.group).toBe('influencer');
      expect(tag.tagGroup?.key).toBe('influencer');
    }
  });

  it('f[hash] finds a video by its hash', async () => {
    const { data } = await get<MediaVideo>('/media/videos?perPage=2');
    const found = await get<MediaVideo>(`/media/videos?f[hash]=${data[1]!.hash}`);
    expect(found.data.map((v) => v.id)).toEqual([data[1]!.id]);
  });
});

describe('fields', () => {
  it('adds named shared fields to list rows', async () => {
    const plain = await get('/teasers?perPage=3');
    expect(plain.data[0]).not.toHaveProperty('teaserType');
    const withFields = await get('/teasers?perPage=3&fields=teaserType,updatedAt');
    expect(['hero', 'tile']).toContain((withFields.data[0] as Record<string, unknown>).teaserType);
  });
});

describe('sorting', () => {
  it('accepts the overview’s sortable fields', async () => {
    const { data } = await get('/bundles?perPage=100&sortBy=internalName&sortDir=asc');
    const names = data.map((e) => e.internalName);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const media = await get<{ meta: { name: string } }>('/media/images?perPage=100&sortBy=name&sortDir=desc');
    expect(media.data.length).toBeGreaterThan(0);
  });

  it('refuses other fields with a 422 in the Laravel shape', async () => {
    const response = await t.get('/bundles?sortBy=password');
    expect(response.statusCode).toBe(422);
    const body = response.json() as { message: string; errors: Record<string, string[]> };
    expect(body.errors.sortBy?.[0]).toMatch(/sort/i);
    expect((await t.get('/media/images?sortBy=internalName&sortDir=up')).statusCode).toBe(422);
  });
});

describe('includes', () => {
  it('appConfigs are always there; preview and seodata only when included', async () => {
    const plain = await get('/bundles?perPage=5');
    expect(plain.data[0]!.appConfigs.length).toBeGreaterThan(0);
    expect(plain.data[0]!.appConfigs[0]!.preview).toBeUndefined();
    const rich = await get('/bundles?perPage=5&include=appConfigs.preview,appConfigs.seodata,updatedByUser');
    const config = rich.data[0]!.appConfigs[0]!;
    expect(config.preview?.imagesByType?.desktop_default?.hash).toBeTruthy();
    expect(config.seodata?.title).toBeTruthy();
    expect(rich.data[0]!.updatedByUser).toMatchObject({ id: expect.any(Number), name: expect.any(String) });
  });

  it('rootline lists the ancestors root first; childrenCount counts children', async () => {
    const roots = await get('/categories?f[parentId]=0&perPage=50&sortBy=internalName&sortDir=asc');
    expect(roots.data.map((e) => e.internalName)).toEqual(['Kids', 'Men', 'Women']);
    for (const root of roots.data) expect(root.parentId).toBeNull();
    const women = roots.data.find((e) => e.internalName === 'Women')!;
    expect(women.childrenCount).toBe(4);
    const level2 = await get(`/categories?f[parentId]=${women.id}&include=rootline`);
    expect(level2.data).toHaveLength(4);
    const clothing = level2.data.find((e) => e.internalName === 'Women > Clothing')!;
    expect(clothing.rootline).toEqual([{ id: women.id, name: 'Women' }]);
    const level3 = await get(`/categories?f[parentId]=${clothing.id}`);
    expect(level3.data.length).toBeGreaterThan(3);
    const leaf = await one(`/categories/${level3.data[0]!.id}?include=rootline,updatedByUser,createdByUser`);
    expect(leaf.rootline).toEqual([
      { id: women.id, name: 'Women' },
      { id: clothing.id, name: 'Women > Clothing' },
    ]);
    expect(leaf.childrenCount).toBe(0);
    expect(leaf.createdByUser?.email).toMatch(/@/);
  });

  it('custom pages nest three levels deep', async () => {
    const { data } = await get('/custom-pages?perPage=100&include=rootline');
    expect(Math.max(...data.map((e) => e.rootline!.length))).toBe(2);
  });

  it('clusters include their pages; brand profiles their parent', async () => {
    const clusters = await get('/clusters?include=appConfigs.pages&perPage=3');
    expect(clusters.data[0]!.appConfigs[0]!.pages!.length).toBeGreaterThan(0);
    const brands = await get('/profile-brands?include=parent,updatedByUser&f[term]=adidas%20originals');
    expect(brands.data[0]!.parent).toMatchObject({ internalName: 'Adidas' });
  });

  it('get by id answers data and meta.validation, 404 outside the collection', async () => {
    const bundle = (await get('/bundles?perPage=1')).data[0]!;
    const response = await t.get(`/bundles/${bundle.id}?include=appConfigs.contentElements,tags`);
    expect(response.json()).toMatchObject({ data: { id: bundle.id }, meta: { validation: {} } });
    const wrong = await t.get(`/teasers/${bundle.id}`);
    expect(wrong.statusCode).toBe(404);
  });
});
