// `publicApiUrl` of an entity answer (get and save): its address on the public content API, on the origin the
// server hands out links on (PUBLIC_URL, an allowed request origin, else root-relative).
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
  const { publicUrl, allowedHosts } = request.server;
  const appIds = (full.appConfigs ?? []).map((config) => config.appId);
  // Only a category's address names a shop.
  const mainAppId =
    (full.entityType ?? type) === 'category'
      ? (await findTenantSummary(request.server.db, authOf(request).user.tenantId))?.mainAppId
      : undefined;
  const url = publicApiUrl(publicOrigin({ publicUrl, allowedHosts }, request), {
    type: (full.entityType as EntityType | undefined) ?? type,
    id: full.id,
    appIds,
    mainAppId,
  });
  return { ...entity, publicApiUrl: url };
}
