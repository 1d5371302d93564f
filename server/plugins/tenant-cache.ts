// The tenant configuration cache (services/tenant-cache.ts) as `app.tenantCache`; its invalidations reach
// the other server processes over Redis pub/sub when REDIS_URL is set.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { createRedisInvalidationBus } from '../services/redis-invalidation-bus';
import { createTenantCache, TENANT_CHANNEL, type TenantInvalidation } from '../services/tenant-cache';

export interface TenantCachePluginOptions {
  redisUrl?: string;
  /** Prefixed to the Redis channel, as to the installation's other Redis keys. */
  redisKeyPrefix?: string;
  /** Longest life of an entry a change behind the servers' back may leave (default 60 s; 0 = off). */
  ttlMs?: number;
}

async function tenantCache(app: FastifyInstance, options: TenantCachePluginOptions) {
  const bus = options.redisUrl
    ? await createRedisInvalidationBus<TenantInvalidation>({
        url: options.redisUrl,
        channel: `${options.redisKeyPrefix ?? ''}${TENANT_CHANNEL}`,
        onError: (error) => app.log.warn({ err: error }, 'tenant invalidations over Redis'),
      })
    : undefined;
  const cache = createTenantCache({
    ttlMs: options.ttlMs,
    bus,
    onError: (error) => app.log.warn({ err: error }, 'publishing a tenant invalidation'),
  });
  app.decorate('tenantCache', cache);
  app.addHook('onClose', () => cache.close());
}

export default fp(tenantCache, { name: 'tenant-cache' });
