// Failed sign-in limits (services/login-limits.ts) as `app.loginLimits`: counters in Redis when a
// `redisUrl` is given (shared by every server process), in memory otherwise.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import {
  createLoginLimits,
  DEFAULT_LOGIN_LIMITS,
  type LoginLimits,
  type LoginLimitSettings,
} from '../services/login-limits';

declare module 'fastify' {
  interface FastifyInstance {
    loginLimits: LoginLimits;
  }
}

export interface LoginLimitsOptions {
  redisUrl?: string;
  settings?: Partial<LoginLimitSettings>;
  /** Key prefix in Redis: the installation's (services/installation.ts). Default `login`. */
  keyPrefix?: string;
}

async function loginLimits(app: FastifyInstance, options: LoginLimitsOptions) {
  const settings = { ...DEFAULT_LOGIN_LIMITS, ...options.settings };
  if (!options.redisUrl) {
    app.decorate('loginLimits', createLoginLimits(settings));
    return;
  }
  // A wrong REDIS_URL stops the start with its error instead of surfacing at the first sign-in.
  const redis = new Redis(options.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  redis.on('error', (error: Error) => app.log.warn({ err: error }, 'redis (login limits)'));
  await redis.connect();
  app.addHook('onClose', async () => {
    await redis.quit();
  });
  app.decorate('loginLimits', createLoginLimits(settings, { redis, keyPrefix: options.keyPrefix }));
}

export default fp(loginLimits, { name: 'login-limits' });
