// Answers of uploads, the shop proxy and the stream product count, parsed with the generated zod
// schemas; refused uploads (413, 422) with the contract's ValidationErrorResponse.
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { UploadImageResponse, UploadVideoResponse } from '@generated/zod/media/media.zod';
import { RecalculatePageStreamProductCountResponse } from '@generated/zod/pages/pages.zod';
import {
  GetProxyCategoryResponse,
  ListProductsResponse,
  ListProxyCategoryFiltersResponse,
} from '@generated/zod/products/products.zod';
import { loadContract } from '@server/contract';
import { appConfigs, apps, entities } from '@server/db/schema';
import { bearer, multipartFile, setupApp } from '../server/helper';

const addFormats =
  (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(loadContract(), 'contract');
const validationError = ajv.getSchema('contract#/components/schemas/ValidationErrorResponse')!;

const t = setupApp({ uploadLimits: { image: 50_000 } });
let shopId: number;
beforeAll(async () => {
  const [shop] = await t.app.db.select().from(apps).orderBy(apps.position).limit(1);
  shopId = shop!.id;
});

const upload = (url: string, field: string, name: string, content: Buffer) => {
  const body = multipartFile(field, name, 'application/octet-stream', content);
  return t.app.inject({
    method: 'POST',
    url: `/api/v2${url}`,
    payload: body.payload,
    headers: { ...body.headers, ...bearer(t.token) },
  });
};
const get = (url: string) => t.inject({ url: `/api/v2${url}` });

describe('media and products answers parse with the generated zod schemas', () => {
  it('uploadImage and uploadVideo', async () => {
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#C19A6B' } })
      .png()
      .toBuffer();
    const image = await upload('/media/images', 'upload', 'swatch.png', png);
    expect(image.statusCode).toBe(201);
    UploadImageResponse.parse(image.json());
    const mp4 = Buffer.concat([
      Buffer.from([0, 0, 0, 0x14]),
      Buffer.from('ftypmp42\0\0\0\0mp42'),
      Buffer.alloc(64),
    ]);
    const video = await upload('/media/videos', 'file', 'clip.mp4', mp4);
    expect(video.statusCode).toBe(201);
    UploadVideoResponse.parse(video.json());
  });

  it('listProducts, getProxyCategory, listProxyCategoryFilters', async () => {
    ListProductsResponse.parse(
      (await get(`/proxies/bapi/${shopId}/products?with=attributes:key(name)`)).json(),
    );
    ListProductsResponse.parse(
      (await get(`/proxies/bapi/${shopId}/products?filters[ids]=1,8812000&mockUnknownProducts=1`)).json(),
    );
    GetProxyCategoryResponse.parse((await get(`/proxies/bapi/${shopId}/categories/20011`)).json());
    ListProxyCategoryFiltersResponse.parse(
      (await get(`/proxies/bapi/${shopId}/categories/20000/filters`)).json(),
    );
  });

  it('recalculatePageStreamProductCount', async () => {
    const [shop] = await t.app.db.select().from(apps).orderBy(apps.position).limit(1);
    const [page] = await t.app.db
      .insert(entities)
      .values({ tenantId: shop!.tenantId, entityType: 'story', internalName: 'Stream' })
      .returning();
    await t.app.db
      .insert(appConfigs)
      .values({ entityId: page!.id, appId: shopId, sourceCategories: [{ id: 30000 }] });
    const response = await t.inject({
      method: 'PUT',
      url: `/api/v2/pages/${page!.id}/stream-product-count?filter[shopId]=${shopId}`,
    });
    expect(response.statusCode).toBe(200);
    RecalculatePageStreamProductCountResponse.parse(response.json());
  });
});

describe('refused uploads match the contract', () => {
  it('413 and 422 are ValidationErrorResponse with errors.upload', async () => {
    const big = await upload(
      '/media/images',
      'upload',
      'big.gif',
      Buffer.concat([Buffer.from('GIF89a'), Buffer.alloc(60_000)]),
    );
    expect(big.statusCode).toBe(413);
    expect(validationError(big.json()), JSON.stringify(validationError.errors)).toBe(true);
    const wrong = await upload('/media/images', 'upload', 'notes.png', Buffer.from('just text'));
    expect(wrong.statusCode).toBe(422);
    expect(validationError(wrong.json()), JSON.stringify(validationError.errors)).toBe(true);
  });
});
