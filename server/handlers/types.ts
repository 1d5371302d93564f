// The shape of a route handler as wired from the contract by operationId, and the typed way to write one:
// `route<'listUsers'>(…)` takes the request (Params, Querystring, Body) and reply types of that operation
// from generated/server-routes.ts, so no handler spells a request type by hand.
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { OperationId, ServerRoutes } from '@generated/server-routes';

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Handlers of one tag, keyed by operationId. */
export type Handlers = Partial<Record<OperationId, OperationHandler>>;

/** The request of one operation (or, for a union of operationIds, of any of them). */
export type RequestOf<Id extends OperationId> = FastifyRequest<ServerRoutes[Id]>;

type ReplyOf<Id extends OperationId> = ServerRoutes[Id] extends { Reply: infer R } ? R : never;

/**
 * Types a handler by its contract types. Validation against the contract has already run, so the request
 * does have this shape when the handler is called; what it returns is the reply body (or the reply itself
 * when it sent one).
 */
export const route = <Id extends OperationId>(
  fn: (request: RequestOf<Id>, reply: FastifyReply) => Promise<ReplyOf<Id> | FastifyReply>,
) => fn as OperationHandler;
