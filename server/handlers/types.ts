// The shape of a route handler as wired from the contract by operationId.
import type { FastifyReply, FastifyRequest, RouteGenericInterface } from 'fastify';

export type OperationHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;

/** Handlers of one tag, keyed by operationId. */
export type Handlers = Record<string, OperationHandler>;

/**
 * Types a handler's request by its contract types. Validation against the contract has already run,
 * so the request does have this shape when the handler is called.
 */
export const handler = <Route extends RouteGenericInterface>(
  fn: (request: FastifyRequest<Route>, reply: FastifyReply) => Promise<unknown>,
) => fn as OperationHandler;
