// The public content API (tag `public`, no token; spec 2 §2.3, §7): published, active, not hidden snapshots
// (services/publishing/public-content.ts), read-only. Answers are open to any origin (CORS `*`), carry a
// strong ETag of the body and a short Cache-Control, and a matching If-None-Match gets 304 without a body.
// Anything not public is a 404, told apart from nothing else. A request on a tenant's host
// (`{tenantKey}.{content domain}`) sees only that tenant's content.
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { PublicEntity } from '@generated/model';
import { tenants } from '../db/schema';
import { HttpError } from '../http-error';
import type { EntityType } from '../services/entities/types';
import { publicEntities } from '../services/publishing/public-content';
import { route, type Handlers } from './types';

/** Shops and CDNs may keep an answer this long; then they ask again with If-None-Match. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=60, stale-while-revalidate=60';

const tenantKeys = new WeakMap<FastifyInstance, Promise<Map<string, number>>>();

/** The tenant the request's host names (its first label is a tenant key), if any. */
async function tenantOfHost(request: FastifyRequest): Promise<number | undefined> {
  const label = request.hostname.split('.')[0]?.toLowerCase() ?? '';
  let keys = tenantKeys.get(request.server);
  if (!keys) {
    keys = request.server.db
      .select({ id: tenants.id, key: tenants.key })
      .from(tenants)
      .then((rows) => new Map(rows.map((row) => [row.key.toLowerCase(), row.id])));
    tenantKeys.set(request.server, keys);
  }
  // No tenant named (localhost, a shared host): ids are unique across tenants, so the id alone picks the row.
  return (await keys).get(label);
}

/** Sends `body` as JSON with CORS, caching and ETag; 304 when the client holds this body already. */
export function sendPublic(request: FastifyRequest, reply: FastifyReply, body: unknown): FastifyReply {
  const json = JSON.stringify(body);
  const etag = `"${createHash('sha1').update(json).digest('base64url')}"`;
  reply
    .header('access-control-allow-origin', '*')
    .header('access-control-expose-headers', 'ETag')
    .header('cross-origin-resource-policy', 'cross-origin')
    .header('cache-control', PUBLIC_CACHE_CONTROL)
    .header('etag', etag);
  const held = request.headers['if-none-match'];
  if (held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*')) {
    return reply.code(304).send();
  }
  return reply.type('application/json; charset=utf-8').send(json);
}

async function onePublic(
  request: FastifyRequest,
  reply: FastifyReply,
  types: readonly EntityType[],
  id: number,
  appId: number | undefined,
): Promise<FastifyReply> {
  const [entity] = await publicEntities(request.server.db, {
    types,
    ids: [id],
    appId,
    tenantId: await tenantOfHost(request),
    now: request.server.now(),
  });
  if (!entity) {
    reply.header('access-control-allow-origin', '*');
    throw new HttpError(404, 'Not found.');
  }
  return sendPublic(request, reply, { data: entity } satisfies { data: PublicEntity });
}

const PAGE_KINDS: readonly EntityType[] = ['story', 'brand-story', 'idol-story', 'hotdrop'];

/** A public call of one entity type by id with filter[appId]. */
const single = (type: EntityType) =>
  route<
    | 'getPublicBrandProfile'
    | 'getPublicIdolProfile'
    | 'getPublicCluster'
    | 'getPublicTeaser'
    | 'getPublicHighlight'
    | 'getPublicBrandDiscovery'
    | 'getPublicCorePage'
    | 'getPublicCustomPage'
  >(async (request, reply) =>
    onePublic(request, reply, [type], request.params.id, request.query['filter[appId]']),
  );

export const publicHandlers: Handlers = {
  getPublicPage: route<'getPublicPage'>(async (request, reply) => {
    const kind = request.query['filter[type]'];
    const types = kind ? [kind] : PAGE_KINDS;
    return onePublic(request, reply, types, request.params.id, request.query['filter[appId]']);
  }),
  getPublicBrandProfile: single('profile-brand'),
  getPublicIdolProfile: single('profile-idol'),
  getPublicCluster: single('cluster'),
  getPublicTeaser: single('teaser'),
  getPublicHighlight: single('highlight'),
  getPublicBrandDiscovery: single('brand-discovery'),
  getPublicCorePage: single('core-page'),
  getPublicCustomPage: single('custom-page'),
  getPublicShopCategory: route<'getPublicShopCategory'>(async (request, reply) => {
    const { shopId, id } = request.params;
    const appId = request.query['filter[appId]'];
    // Another shop named in the filter than in the path: nothing of that category is public there.
    if (appId !== undefined && appId !== shopId) throw new HttpError(404, 'Not found.');
    return onePublic(request, reply, ['category'], id, shopId);
  }),
  listPublicBundles: route<'listPublicBundles'>(async (request, reply) => {
    const ids = [...new Set(request.query['filter[ids]'].split(',').map(Number))].slice(0, 100);
    const data = await publicEntities(request.server.db, {
      types: ['bundle'],
      ids,
      appId: request.query['filter[appId]'],
      tenantId: await tenantOfHost(request),
      now: request.server.now(),
    });
    return sendPublic(request, reply, { data });
  }),
};
