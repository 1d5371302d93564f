// The contract's routes as fastify-openapi-glue builds them, worked out once per process and contract.
// The plugin checks the whole document against the OpenAPI meta-schema and resolves its refs each time it
// is registered (about 0.5 s CPU); a process builds one app in production, but the server tests build over
// a hundred per worker from the same contract. So the plugin runs once, in an app of its own that serves
// nothing, and what it registers there is recorded for every later app (plugins/routes.ts).
import { createHash } from 'node:crypto';
import Fastify, { type FastifySchema, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import type { OpenApiDocument } from '../contract';

/** One route as the plugin registers it, with what its operation resolver is asked. */
export interface ContractRoute {
  method: string;
  /** Without the prefix, in fastify's form (`/items/:id`). */
  url: string;
  /** Never handed to an app itself: each app gets its own copy (routeSchema below). */
  schema: FastifySchema;
  config: RouteOptions['config'];
  operationId: string;
  openapiPath: string;
}

export interface RouteTable {
  routes: ContractRoute[];
  /** Media types of request bodies and responses, which the plugin checks against the body parsers. */
  contentTypes: string[];
}

const tables = new Map<string, Promise<RouteTable>>();

/** The route table of the contract `spec`, read once per distinct document. */
export function routeTable(spec: OpenApiDocument): Promise<RouteTable> {
  const key = createHash('sha256').update(JSON.stringify(spec)).digest('hex');
  let table = tables.get(key);
  if (!table) {
    table = readRouteTable(jsonResponsesOnly(spec));
    tables.set(key, table);
    table.catch(() => tables.delete(key)); // a failure is the caller's to report, and not kept
  }
  return table;
}

/**
 * A copy of a route's schema for one app: the apps' onRoute hooks (validation, multipart) and fastify
 * replace and mark the schema's parts, so each app needs its own top level — as it had when the plugin
 * built every app's schemas anew. Below it the parts are shared, frozen, so no app can change another's.
 */
export function routeSchema(route: ContractRoute): FastifySchema {
  return { ...route.schema };
}

async function readRouteTable(specification: OpenApiDocument): Promise<RouteTable> {
  const scratch = Fastify({ exposeHeadRoutes: false });
  // Nothing is served here: schemas are recorded, not compiled.
  scratch.setValidatorCompiler(() => () => true);
  scratch.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const asked = new Map<unknown, { operationId: string; openapiPath: string }>();
  const routes: ContractRoute[] = [];
  scratch.addHook('onRoute', (route) => {
    const call = asked.get(route.handler);
    if (!call) throw new Error(`fastify-openapi-glue registered ${route.method} ${route.url} unasked`);
    const schema = deepFreeze({ ...(route.schema as Record<string, unknown>) }) as FastifySchema;
    const url = (route as RouteOptions & { routePath: string }).routePath;
    routes.push({ method: String(route.method), url, schema, config: route.config, ...call });
  });
  const operationResolver = (operationId: string, _method: string, openapiPath: string) => {
    const handler = async () => {};
    asked.set(handler, { operationId, openapiPath });
    return handler;
  };
  try {
    await scratch.register(openapiGlue, { specification, operationResolver });
  } finally {
    await scratch.close();
  }
  return { routes, contentTypes: contentTypesOf(routes) };
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

function contentTypesOf(routes: ContractRoute[]): string[] {
  const types = new Set<string>();
  const add = (part: unknown) => {
    const content = (part as { content?: Record<string, unknown> } | undefined)?.content;
    for (const type of Object.keys(content ?? {})) types.add(type);
  };
  for (const { schema } of routes) {
    add(schema.body);
    for (const response of Object.values((schema.response ?? {}) as Record<string, unknown>)) add(response);
  }
  return [...types];
}

function deepFreeze<T>(value: T): T {
  if (typeof value !== 'object' || value === null || Object.isFrozen(value)) return value;
  Object.freeze(value);
  for (const child of Object.values(value)) deepFreeze(child);
  return value;
}
