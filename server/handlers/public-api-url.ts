// `publicApiUrl` of an entity answer (get and save): its address on the public content API (spec 2 §7), on
// `{tenant key}.{content domain}` of this environment (CONTENT_DOMAIN), or without one (local default) on the
// origin the server hands out links on (PUBLIC_URL, an allowed request origin, else root-relative).
import type { FastifyRequest } from 'fastify';
import type { Entity } from '@generated/model';
import { authOf } from '../plugins/auth';
import type { EntityType } from '../services/entities/types';
import { publicApiUrl } from '../services/publishing/public-url';
import { publicOrigin } from '../services/public-origin';
import { findTenantSummary } from '../services/tenants';

/**
 * `entity` with its public address; `full` is the same entity with every config when `entity` was narrowed to
 * the request's includes. `type` stands in when the row does not name its own.
 */
export async function withPublicApiUrl<T extends object>(
  request: FastifyRequest,
  type: EntityType,
  entity: T,
  full: Entity = entity as Entity,
): Promise<T> {
  const { publicUrl, allowedHosts, contentDomain } = request.server;
  const appIds = (full.appConfigs ?? []).map((config) => config.appId);
  // Only a category's address names a shop; only a content domain needs the tenant's key.
  const tenant =
    (full.entityType ?? type) === 'category' || contentDomain !== undefined
      ? await findTenantSummary(request.server.db, authOf(request).user.tenantId)
      : undefined;
  const mainAppId = tenant?.mainAppId;
  const origin =
    contentDomain !== undefined && tenant
      ? tenantOrigin(contentDomain, tenant.key)
      : publicOrigin({ publicUrl, allowedHosts }, request);
  const url = publicApiUrl(origin, {
    type: (full.entityType as EntityType | undefined) ?? type,
    id: full.id,
    appIds,
    mainAppId,
  });
  return { ...entity, publicApiUrl: url };
}

/** `https://content.example.com` and `flagship` → `https://flagship.content.example.com`. */
export function tenantOrigin(contentDomain: string, tenantKey: string): string {
  const url = new URL(contentDomain);
  url.hostname = `${tenantKey.toLowerCase()}.${url.hostname}`;
  return url.origin;
}
