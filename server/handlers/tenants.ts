// The tenant configuration (tag `tenants`): answered from the tenant cache (services/tenant-cache.ts) with a
// strong ETag; `Cache-Control: private, no-cache` lets the browser keep it and ask again with If-None-Match,
// which gets a 304 without a body while the configuration is unchanged.
import { HttpError } from '../http-error';
import { authOf } from '../plugins/auth';
import { publicOrigin } from '../services/public-origin';
import { loadTenant, withOrigin } from '../services/tenants';
import { route, type Handlers } from './types';

const matches = (held: string | undefined, etag: string) =>
  !!held && held.split(',').some((tag) => tag.trim().replace(/^W\//, '') === etag || tag.trim() === '*');

export const tenantsHandlers: Handlers = {
  getCurrentTenant: route<'getCurrentTenant'>(async (request, reply) => {
    const { db, publicUrl, allowedHosts, tenantCache } = request.server;
    const origin = publicOrigin({ publicUrl, allowedHosts }, request);
    const tenantId = authOf(request).user.tenantId;
    const answer = await tenantCache.answer(tenantId, origin, () => loadTenant(db, tenantId), withOrigin);
    if (!answer) throw new HttpError(404, 'Not found.');
    reply.header('cache-control', 'private, no-cache').header('etag', answer.etag);
    if (matches(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(answer.json);
  }),
};
