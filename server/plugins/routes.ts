// Every operation of the contract becomes a route (as fastify-openapi-glue builds it: route-table.ts):
// the contract's schemas validate the request before the handler named by its operationId runs.
// Operations without a handler answer 501 until one is written; protected ones still demand a token first.
import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorMessage } from '@generated/model';
import { isProtected, operationsOf, type OpenApiDocument } from '../contract';
import type { Handlers, OperationHandler } from '../handlers/types';
import { authenticate } from './auth';
import { routeSchema, routeTable } from './route-table';
import { requireBody } from './validation';

export interface RoutesOptions {
  spec: OpenApiDocument;
  handlers: Handlers;
}

export const NOT_IMPLEMENTED = 'Not implemented yet';

const notImplemented: OperationHandler = async (_request, reply) =>
  reply.code(501).send({ message: NOT_IMPLEMENTED } satisfies ErrorMessage);

/** What a route adds to the contract's: its handler (or 501), and the token and body checks it needs. */
export function operationResolver(spec: OpenApiDocument, handlers: Handlers) {
  const byId: Record<string, OperationHandler | undefined> = handlers;
  const byRoute = new Map(operationsOf(spec).map((op) => [`${op.method} ${op.path}`, op]));
  return (operationId: string, method: string, path: string) => {
    const op = byRoute.get(`${method.toUpperCase()} ${path}`);
    const options: Partial<RouteOptions> & Pick<RouteOptions, 'handler'> = {
      handler: byId[operationId] ?? notImplemented,
    };
    if (op && isProtected(spec, op.operation)) options.onRequest = authenticate;
    if (op?.operation.requestBody?.required) options.preValidation = requireBody;
    return options;
  };
}

async function routes(app: FastifyInstance, { spec, handlers }: RoutesOptions) {
  const resolve = operationResolver(spec, handlers);
  const prefix = spec.servers?.[0]?.url ?? '';
  const table = await routeTable(spec);

  // What fastify-openapi-glue does with each route it builds: the same warning, the same child scope.
  for (const type of table.contentTypes) {
    if (!app.hasContentTypeParser(type)) app.log.warn(`ContentTypeParser for '${type}' not found`);
  }
  await app.register(
    async function contractRoutes(scope) {
      for (const route of table.routes) {
        scope.route({
          method: route.method,
          url: route.url,
          schema: routeSchema(route),
          config: route.config,
          preHandler: undefined,
          ...resolve(route.operationId, route.method, route.openapiPath),
        });
      }
    },
    prefix ? { prefix } : {},
  );
}

export default fp(routes, { name: 'routes', dependencies: ['auth', 'validation'] });
