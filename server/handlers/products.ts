// The shop proxy (tag `products`) over the demo products, and the stream product count of a page
// (`PUT /pages/{id}/stream-product-count`), which counts over the same products.
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import { paginationOf } from '../services/pagination';
import {
  categoryFilters,
  demoProducts,
  currencyOf,
  queryProducts,
  requestedAttributes,
  toProduct,
} from '../services/demo-products';
import { recalculateStreamCount } from '../services/stream-count';
import { findShop } from '../services/tenants';
import { route, type Handlers } from './types';

/** The signed-in user's shop `appId`, or 404. */
async function shopOf(request: FastifyRequest, appId: number) {
  const shop = await findShop(request.server.db, authOf(request).user.tenantId, appId);
  if (!shop) throw new HttpError(404, 'The shop could not be found.');
  return shop;
}

const idList = (value: string | undefined) =>
  value === undefined
    ? undefined
    : value
        .split(',')
        .map((part) => Number(part.trim()))
        .filter((n) => Number.isInteger(n) && n > 0);

/** `filters[brand]=230,231` → { brand: [230, 231] } for every filters[...] key not named by the contract. */
function facetsOf(query: Record<string, unknown>): Record<string, number[]> {
  const facets: Record<string, number[]> = {};
  for (const [key, value] of Object.entries(query)) {
    const group = /^filters\[([^\]]+)\]$/.exec(key)?.[1];
    if (!group || ['searchTerm', 'ids', 'category'].includes(group)) continue;
    facets[group] = idList(String(value)) ?? [];
  }
  return facets;
}

export const productsHandlers: Handlers = {
  listProducts: route<'listProducts'>(async (request) => {
    const shop = await shopOf(request, request.params.appId);
    const query = request.query;
    const { page, perPage } = query;
    const rows = queryProducts(demoProducts(), {
      searchTerm: query['filters[searchTerm]'],
      ids: idList(query['filters[ids]']),
      categoryId: query['filters[category]'],
      soldOut: query.soldOut === undefined ? undefined : query.soldOut === 1,
      mockUnknown: query.mockUnknownProducts === 1,
      facets: facetsOf(query as Record<string, unknown>),
    });
    const pageRows = rows.slice((page - 1) * perPage, page * perPage);
    const attributes = requestedAttributes(query.with);
    const currency = currencyOf(shop.localeCode);
    return {
      data: pageRows.map((row) => toProduct(demoProducts(), row, attributes, currency)),
      meta: { pagination: paginationOf(page, perPage, rows.length, pageRows.length) },
    };
  }),

  getProxyCategory: route<'getProxyCategory'>(async (request) => {
    await shopOf(request, request.params.appId);
    const category = demoProducts().categories.get(request.params.categoryId);
    if (!category) throw new HttpError(404, 'The category could not be found.');
    return { data: category };
  }),

  listProxyCategoryFilters: route<'listProxyCategoryFilters'>(async (request) => {
    await shopOf(request, request.params.appId);
    if (!demoProducts().categories.has(request.params.categoryId)) {
      throw new HttpError(404, 'The category could not be found.');
    }
    return { data: categoryFilters(demoProducts(), request.params.categoryId) };
  }),

  recalculatePageStreamProductCount: route<'recalculatePageStreamProductCount'>(async (request) => {
    const { user } = authOf(request);
    const appId = request.query['filter[shopId]'];
    await shopOf(request, appId);
    const data = await recalculateStreamCount(
      request.server.db,
      demoProducts(),
      user.tenantId,
      request.params.id,
      appId,
    );
    return { data };
  }),
};
