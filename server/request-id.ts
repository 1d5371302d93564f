// Every request gets an id: the caller's `request-id` header when it is a sane token (a proxy or the
// client tracing its own call), else a new random one. The id labels the request's log lines, comes back
// in the `request-id` answer header and in the body of a server error, so a user's report can be traced.
import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';

export const REQUEST_ID_HEADER = 'request-id';

const SANE_ID = /^[A-Za-z0-9._:-]{8,100}$/;

export function genReqId(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SANE_ID.test(given) ? given : randomUUID();
}

/** Echoes the id in the answer header of every request (API, files and SPA alike). */
export function echoRequestId(app: FastifyInstance) {
  app.addHook('onRequest', async (request, reply) => {
    reply.header(REQUEST_ID_HEADER, request.id);
  });
}
