// Bearer-token authentication for the operations the contract protects. Runs on request, before the
// body is read or validated, so an anonymous caller learns nothing but "Unauthenticated.".
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from '../http-error';
import { findSessionUser } from '../services/sessions';

export const UNAUTHENTICATED = 'Unauthenticated.';

export function bearerToken(request: FastifyRequest): string | undefined {
  const match = /^Bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '');
  return match?.[1];
}

/** onRequest hook of protected routes. */
export async function authenticate(this: FastifyInstance, request: FastifyRequest) {
  const token = bearerToken(request);
  const user = token ? await findSessionUser(this.db, token) : undefined;
  if (!token || !user) throw new HttpError(401, UNAUTHENTICATED);
  request.auth = { user, token };
}

/** The signed-in user of a protected operation (the hook has run). */
export function authOf(request: FastifyRequest) {
  if (!request.auth) throw new HttpError(401, UNAUTHENTICATED);
  return request.auth;
}

async function auth(app: FastifyInstance) {
  app.decorateRequest('auth', null);
}

export default fp(auth, { name: 'auth' });
