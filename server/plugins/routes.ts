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

  await app.register(openapiGlue, { specification: structuredClone(spec), operationResolver, prefix });
}

export default fp(routes, { name: 'routes', dependencies: ['auth', 'validation'] });
