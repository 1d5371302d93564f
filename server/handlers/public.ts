// The public content API (tag `public`, no token; spec 2 §2.3, §7): published, active, not hidden snapshots
// (services/publishing/public-content.ts), read-only. Answers are open to any origin (CORS `*`), carry a
// strong ETag of the body and a short Cache-Control, and a matching If-None-Match gets 304 without a body.
// Anything not public is a 404, told apart from nothing else. A request on a tenant's host
// (`{tenantKey}.{content domain}`) sees only that tenant's content. Answers are kept for a second (see answer()).
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

/**
 * A micro-cache of answers per process: an answer (or its 404) is reused for PUBLIC_CACHE_MS of the server's
 * clock, and every save or status change in this process empties it, so a publish shows at once here and
 * within PUBLIC_CACHE_MS on other processes; a schedule boundary is at most that late.
 */
export const PUBLIC_CACHE_MS = 1000;
const MAX_CACHED = 2000;
interface Cached {
  json: string | null;
  etag: string;
  until: number;
}
const caches = new WeakMap<FastifyInstance, Map<string, Cached>>();

function cacheOf(app: FastifyInstance): Map<string, Cached> {
  let cache = caches.get(app);
  if (!cache) {
    const created = new Map<string, Cached>();
    app.domainEvents.on((event) => {
      if (event.type !== 'publish.refused') created.clear();
    });
    caches.set(app, created);
    cache = created;
  }
  return cache;
}

/** The cached answer of this request's host and URL, or `compute`'s (null: not public → 404). */
async function answer(
  request: FastifyRequest,
  reply: FastifyReply,
  compute: () => Promise<unknown>,
): Promise<FastifyReply> {
  const cache = cacheOf(request.server);
  const key = `${request.hostname} ${request.url}`;
  const now = request.server.now().getTime();
  let hit = cache.get(key);
  if (!hit || hit.until <= now || hit.until > now + PUBLIC_CACHE_MS) {
    const body = await compute();
    const json = body === null ? null : JSON.stringify(body);
    hit = { json, etag: json === null ? '' : etagOf(json), until: now + PUBLIC_CACHE_MS };
    if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value!);
    cache.set(key, hit);
  }
  if (hit.json === null) {
    reply.header('access-control-allow-origin', '*');
    throw new HttpError(404, 'Not found.');
  }
  return sendJson(request, reply, hit.json, hit.etag);
}

const etagOf = (json: string) => `"${createHash('sha1').update(json).digest('base64url')}"`;

/** Sends `body` as JSON with CORS, caching and ETag; 304 when the client holds this body already. */
export function sendPublic(request: FastifyRequest, reply: FastifyReply, body: unknown): FastifyReply {
  const json = JSON.stringify(body);
  return sendJson(request, reply, json, etagOf(json));
}

function sendJson(request: FastifyRequest, reply: FastifyReply, json: string, etag: string): FastifyReply {
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
  return answer(request, reply, async () => {
    const [entity] = await publicEntities(request.server.db, {
      types,
      ids: [id],
      appId,
      tenantId: await tenantOfHost(request),
      now: request.server.now(),
    });
    return entity ? ({ data: entity } satisfies { data: PublicEntity }) : null;
  });
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
    return answer(request, reply, async () => ({
      data: await publicEntities(request.server.db, {
        types: ['bundle'],
        ids,
        appId: request.query['filter[appId]'],
        tenantId: await tenantOfHost(request),
        now: request.server.now(),
      }),
    }));
  }),
};
