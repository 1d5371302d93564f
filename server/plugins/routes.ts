// Every operation of the contract becomes a route (fastify-openapi-glue): the contract's schemas
// validate the request before the handler named by its operationId runs. Operations without a
// handler answer 501 until one is written; protected ones still demand a token first.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import openapiGlue from 'fastify-openapi-glue';
import type { ErrorMessage } from '@generated/model';
import { isProtected, operationsOf, type OpenApiDocument } from '../contract';
import type { Handlers, OperationHandler } from '../handlers/types';
import { authenticate } from './auth';
import { requireBody } from './validation';

export interface RoutesOptions {
  spec: OpenApiDocument;
  handlers: Handlers;
}

export const NOT_IMPLEMENTED = 'Not implemented yet';

const notImplemented: OperationHandler = async (_request, reply) =>
  reply.code(501).send({ message: NOT_IMPLEMENTED } satisfies ErrorMessage);

async function routes(app: FastifyInstance, { spec, handlers }: RoutesOptions) {
  const byId: Record<string, OperationHandler | undefined> = handlers;
  const byRoute = new Map(operationsOf(spec).map((op) => [`${op.method} ${op.path}`, op]));
  const prefix = spec.servers?.[0]?.url ?? '';

  const operationResolver = (operationId: string, method: string, path: string) => {
    const op = byRoute.get(`${method.toUpperCase()} ${path}`);
    const options: Partial<RouteOptions> = { handler: byId[operationId] ?? notImplemented };
    if (op && isProtected(spec, op.operation)) options.onRequest = authenticate;
    if (op?.operation.requestBody?.required) options.preValidation = requireBody;
    // The plugin merges these into the route it builds; its typings ask for a whole route.
    return options as RouteOptions;
  };

  await app.register(openapiGlue, { specification: jsonResponsesOnly(spec), operationResolver, prefix });
}

/**
 * The contract for the route builder, without the response media types that are not JSON (the report CSV):
 * those answers are files the handler sends as they are, never serialised by a response schema, and the
 * builder checks every media type it meets — responses too — against the request body parsers, warning
 * "ContentTypeParser for 'text/csv' not found" on every start for a parser no request needs.
 */
export function jsonResponsesOnly(spec: OpenApiDocument): OpenApiDocument {
  const copy = structuredClone(spec);
  for (const item of Object.values((copy.paths ?? {}) as Record<string, Record<string, unknown>>)) {
    for (const operation of Object.values(item)) {
      const responses = (operation as { responses?: Record<string, { content?: Record<string, unknown> }> })
        ?.responses;
      for (const response of Object.values(responses ?? {})) {
        if (!response?.content) continue;
        for (const type of Object.keys(response.content))
          if (!/json/.test(type)) delete response.content[type];
        if (Object.keys(response.content).length === 0) delete response.content;
      }
    }
  }
  return copy;
}

export default fp(routes, { name: 'routes', dependencies: ['auth', 'validation'] });
