// The shop proxy over the demo products, and the stream product count of a page.
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { appConfigs, apps, entities, media } from '@server/db/schema';
import { demoImageHashes, demoVideos } from '@server/services/demo-files';
import { demoProducts } from '@server/services/demo-products';
import { setupApp } from './helper';

const ctx = setupApp();
let shopId: number;
let tenantId: number;

const get = (url: string) => ctx.inject({ url });

beforeAll(async () => {
  const [shop] = await ctx.app.db.select().from(apps).orderBy(apps.position).limit(1);
  shopId = shop!.id;
  tenantId = shop!.tenantId;
});

describe('products', () => {
  it('pages through the demo products', async () => {
    const first = (await get(`/api/v2/proxies/bapi/${shopId}/products?perPage=50`)).json();
    expect(first.data).toHaveLength(50);
    expect(first.meta.pagination).toEqual({
      currentPage: 1,
      perPage: 50,
      count: 50,
      total: demoProducts().products.length,
      totalPages: Math.ceil(demoProducts().products.length / 50),
    });
    const second = (await get(`/api/v2/proxies/bapi/${shopId}/products?perPage=50&page=2`)).json();
    expect(second.data[0].id).toBe(first.data[49].id + 1);
    expect(first.data[0]).toMatchObject({ price: { currency: 'EUR' } });
    expect(demoImageHashes()).toContain(first.data[0].imageHash);
  });

  it('searches by name or brand, and picks ids in their order with placeholders on request', async () => {
    const found = (
      await get(`/api/v2/proxies/bapi/${shopId}/products?filters[searchTerm]=linen&perPage=500`)
    ).json();
    expect(found.data.length).toBeGreaterThan(0);
    for (const product of found.data) expect(product.name.toLowerCase()).toContain('linen');

    const ids = '8812005,8812001,99';
    const picked = (await get(`/api/v2/proxies/bapi/${shopId}/products?filters[ids]=${ids}`)).json();
    expect(picked.data.map((p: { id: number }) => p.id)).toEqual([8812005, 8812001]);
    const mocked = (
      await get(`/api/v2/proxies/bapi/${shopId}/products?filters[ids]=${ids}&mockUnknownProducts=1`)
    ).json();
    expect(mocked.data.map((p: { id: number }) => p.id)).toEqual([8812005, 8812001, 99]);
    expect(mocked.data[2]).toMatchObject({ name: 'Unknown product 99' });
  });

  it('filters by category (with subcategories), sold-out state and facets; names from attributes', async () => {
    const women = (
      await get(`/api/v2/proxies/bapi/${shopId}/products?filters[category]=20000&perPage=500`)
    ).json();
    const dresses = (
      await get(`/api/v2/proxies/bapi/${shopId}/products?filters[category]=20011&perPage=500`)
    ).json();
    expect(dresses.meta.pagination.total).toBeGreaterThan(0);
    expect(women.meta.pagination.total).toBeGreaterThan(dresses.meta.pagination.total);

    const available = (await get(`/api/v2/proxies/bapi/${shopId}/products?soldOut=0&perPage=500`)).json();
    expect(available.data.every((p: { isSoldOut: boolean }) => !p.isSoldOut)).toBe(true);
    expect(available.meta.pagination.total).toBeLessThan(demoProducts().products.length);

    const arket = (
      await get(`/api/v2/proxies/bapi/${shopId}/products?filters[brand]=230&perPage=500`)
    ).json();
    expect(arket.data.length).toBeGreaterThan(0);
    expect(arket.data.every((p: { brand: { id: number } }) => p.brand.id === 230)).toBe(true);

    const named = (
      await get(`/api/v2/proxies/bapi/${shopId}/products?with=attributes:key(name)&perPage=1`)
    ).json();
    expect(named.data[0].attributes).toEqual({ name: { label: named.data[0].name } });
  });

  it('answers categories and their filters, 404 for unknown ones and foreign shops', async () => {
    const category = (await get(`/api/v2/proxies/bapi/${shopId}/categories/20000`)).json();
    expect(category.data).toMatchObject({ id: 20000, name: 'Women', parentId: null });
    expect(category.data.childrenIds).toContain(20011);
    const filters = (await get(`/api/v2/proxies/bapi/${shopId}/categories/20011/filters`)).json();
    expect(filters.data.map((f: { id: string }) => f.id)).toEqual(['brand', 'color', 'soldOut']);
    expect((await get(`/api/v2/proxies/bapi/${shopId}/categories/1`)).statusCode).toBe(404);
    expect((await get(`/api/v2/proxies/bapi/999999/products`)).statusCode).toBe(404);
  });
});

describe('stream product count', () => {
  it('counts a default stream (categories + picked ids) and stores count and estimate', async () => {
    const [page] = await ctx.app.db
      .insert(entities)
      .values({ tenantId, entityType: 'story', internalName: 'Linen edit' })
      .returning();
    await ctx.app.db.insert(appConfigs).values({
      entityId: page!.id,
      appId: shopId,
      sourceCategories: [{ id: 20011 }],
      streamIncludedProductIds: [8812001, 8812001, 42],
    });
    const feed = demoProducts();
    const expected = feed.products.filter((p) => p.categoryIds.includes(20011) || p.id === 8812001);

    const response = await ctx.inject({
      method: 'PUT',
      url: `/api/v2/pages/${page!.id}/stream-product-count?filter[shopId]=${shopId}`,
    });
    expect(response.statusCode).toBe(200);
    const { data } = response.json();
    expect(data).toMatchObject({
      appId: shopId,
      streamProductCount: expected.filter((p) => !p.isSoldOut).length,
      streamProductEstimate: expected.length,
    });
    const [stored] = await ctx.app.db.select().from(appConfigs).where(eq(appConfigs.entityId, page!.id));
    expect(stored).toMatchObject({
      streamProductCount: data.streamProductCount,
      streamProductEstimate: data.streamProductEstimate,
    });
  });

  it('counts a bundles stream over the bundles of the same shop', async () => {
    const [bundle] = await ctx.app.db
      .insert(entities)
      .values({ tenantId, entityType: 'bundle', internalName: 'Picks' })
      .returning();
    await ctx.app.db
      .insert(appConfigs)
      .values({ entityId: bundle!.id, appId: shopId, streamIncludedProductIds: [8812010, 8812011, 8812012] });
    const [page] = await ctx.app.db
      .insert(entities)
      .values({ tenantId, entityType: 'hotdrop', internalName: 'Drop' })
      .returning();
    await ctx.app.db
      .insert(appConfigs)
      .values({ entityId: page!.id, appId: shopId, streamType: 'bundles', streamBundleIds: [bundle!.id] });
    const response = await ctx.inject({
      method: 'PUT',
      url: `/api/v2/pages/${page!.id}/stream-product-count?filter[shopId]=${shopId}`,
    });
    const products = [8812010, 8812011, 8812012].map((id) => demoProducts().byId.get(id)!);
    expect(response.json().data).toMatchObject({
      streamProductEstimate: 3,
      streamProductCount: products.filter((p) => !p.isSoldOut).length,
    });
  });

  it('seeds stream settings whose recalculation gives the seeded figures', async () => {
    const seeded = await ctx.app.db
      .select({ config: appConfigs })
      .from(appConfigs)
      .innerJoin(entities, eq(entities.id, appConfigs.entityId))
      .where(eq(entities.entityType, 'story'))
      .limit(3);
    expect(seeded).toHaveLength(3);
    for (const { config } of seeded) {
      expect(config.sourceCategories.length).toBeGreaterThan(0);
      const response = await ctx.inject({
        method: 'PUT',
        url: `/api/v2/pages/${config.entityId}/stream-product-count?filter[shopId]=${config.appId}`,
      });
      expect(response.json().data.streamProductEstimate).toBe(config.streamProductEstimate);
      if (config.streamProductCount !== null) {
        expect(response.json().data.streamProductCount).toBe(config.streamProductCount);
      }
    }
  });

  it('answers 404 for a page without that shop and 422 without the shop filter', async () => {
    const missing = await ctx.inject({
      method: 'PUT',
      url: `/api/v2/pages/999999/stream-product-count?filter[shopId]=${shopId}`,
    });
    expect(missing.statusCode).toBe(404);
    const noShop = await ctx.inject({
      method: 'PUT',
      url: `/api/v2/pages/1/stream-product-count`,
    });
    expect(noShop.statusCode).toBe(422);
  });
});

describe('seed media', () => {
  it('stores the demo images and their rows on first start', async () => {
    const rows = await ctx.app.db.select().from(media);
    const hashes = rows.map((row) => row.hash);
    for (const hash of demoImageHashes()) expect(hashes).toContain(hash);
    const hero = rows.find((row) => row.name === 'ss25-linen-campaign-hero.jpg');
    expect(hero).toMatchObject({ width: 1200, height: 500, mime: 'image/jpeg' });
    const served = await ctx.app.inject({ url: `/dam/file/${hero!.hash}?width=300&quality=30` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.length).toBeLessThan(hero!.size);
    const logo = rows.find((row) => row.name === 'maison-logo.svg');
    expect((await ctx.app.inject({ url: `/dam/assets/${logo!.hash}.svg` })).statusCode).toBe(200);
  });

  it('every seeded video plays: its file is stored and served with ranges', async () => {
    const videos = (await ctx.app.db.select().from(media)).filter((row) => row.kind === 'video');
    expect(videos.length).toBeGreaterThanOrEqual(demoVideos().length);
    for (const video of videos) {
      const head = await ctx.app.inject({ url: `/videos/${video.hash}`, headers: { range: 'bytes=0-3' } });
      expect({ name: video.name, status: head.statusCode }).toEqual({ name: video.name, status: 206 });
      // WebM's EBML magic: a real clip, not a placeholder.
      expect(head.rawPayload.toString('hex')).toBe('1a45dfa3');
    }
  });
});
