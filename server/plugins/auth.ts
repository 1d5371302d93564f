// Bearer-token authentication for the operations the contract protects. Runs on request, before the
// body is read or validated, so an anonymous caller learns nothing but "Unauthenticated.". Live sessions
// are kept in a short in-memory cache (services/session-cache.ts) that sign-out and user changes clear,
// across processes through Redis when REDIS_URL is set.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { createRedisInvalidationBus } from '../services/redis-invalidation-bus';
import { createSessionCache, DEFAULT_SESSION_CACHE_TTL_MS } from '../services/session-cache';
import { findLiveSession, hashToken } from '../services/sessions';

export const UNAUTHENTICATED = 'Unauthenticated.';

export interface AuthPluginOptions {
  /** How long a checked session is trusted before the database is asked again; 0 = every request. */
  sessionCacheTtlMs?: number;
  /** Redis for telling other server processes about sign-outs (pub/sub). */
  redisUrl?: string;
  /** The installation's channel of session invalidations (services/installation.ts). */
  redisChannel?: string;
}

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** The live session of a token (through the session cache), or undefined; the socket handshake uses it too. */
export async function liveSessionOf(app: FastifyInstance, token: string) {
  const tokenHash = hashToken(token);
  const cache = app.sessionCache;
  let session = cache.get(tokenHash);
  if (!session) {
    const generation = cache.generation();
    session = await findLiveSession(app.db, tokenHash);
    if (session) cache.set(tokenHash, session, generation);
  }
  return session;
}

/** onRequest hook of protected routes. */
export async function authenticate(this: FastifyInstance, request: FastifyRequest) {
  const token = bearerToken(request);
  if (!token) throw new HttpError(401, UNAUTHENTICATED);
  const session = await liveSessionOf(this, token);
  if (!session) throw new HttpError(401, UNAUTHENTICATED);
  request.auth = { user: session.user, token };
}

/** The signed-in user of a protected operation (the hook has run). */
export function authOf(request: FastifyRequest) {
  if (!request.auth) throw new HttpError(401, UNAUTHENTICATED);
  return request.auth;
}

async function auth(app: FastifyInstance, options: AuthPluginOptions) {
  const bus = options.redisUrl
    ? await createRedisInvalidationBus({
        url: options.redisUrl,
        channel: options.redisChannel,
        onError: (error) => app.log.warn({ err: error }, 'session invalidations over Redis'),
      })
    : undefined;
  const cache = createSessionCache({
    ttlMs: options.sessionCacheTtlMs ?? DEFAULT_SESSION_CACHE_TTL_MS,
    bus,
    onError: (error) => app.log.warn({ err: error }, 'publishing a session invalidation'),
  });
  app.decorate('sessionCache', cache);
  app.addHook('onClose', () => cache.close());
  app.decorateRequest('auth', null);
}

export default fp(auth, { name: 'auth' });
