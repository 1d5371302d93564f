// The contract's routes are worked out by fastify-openapi-glue once per process (server/plugins/route-table.ts)
// and registered by plugins/routes.ts: every app gets the routes the plugin itself would have registered.
import { Validator } from '@seriousme/openapi-schema-validator';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import openapiGlue from 'fastify-openapi-glue';
import fp from 'fastify-plugin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { loadContract, type OpenApiDocument } from '@server/contract';
import { handlers } from '@server/handlers/registry';
import { jsonResponsesOnly } from '@server/plugins/route-table';
import routesPlugin, { operationResolver } from '@server/plugins/routes';

interface Built {
  app: FastifyInstance;
  routes: Partial<RouteOptions>[];
  warnings: string[];
}

/** A bare app (auth and validation stand-ins, no body parser beyond JSON) recording its routes and warnings. */
async function bareApp(register: (app: FastifyInstance) => Promise<void>): Promise<Built> {
  const warnings: string[] = [];
  const stream = { write: (line: string) => void warnings.push(JSON.parse(line).msg) };
  const app = Fastify({ logger: { level: 'warn', stream } });
  // What is compared is what is registered: the schemas are compiled by the real app's validation plugin.
  app.setValidatorCompiler(() => () => true);
  app.setSerializerCompiler(() => (data) => JSON.stringify(data));
  const routes: Partial<RouteOptions>[] = [];
  app.addHook('onRoute', (route) => {
    const { method, url, schema, config, handler, onRequest, preValidation, preHandler } = route;
    routes.push({
      method,
      url,
      schema: structuredClone(schema),
      config,
      handler,
      onRequest,
      preValidation,
      preHandler,
    });
  });
  await app.register(fp(async () => {}, { name: 'auth' }));
  await app.register(fp(async () => {}, { name: 'validation' }));
  await register(app);
  await app.ready();
  return { app, routes, warnings };
}

/** The app as plugins/routes.ts built it before: fastify-openapi-glue registered on every app. */
const byThePlugin = (spec: OpenApiDocument) =>
  bareApp(async (app) => {
    await app.register(openapiGlue, {
      specification: jsonResponsesOnly(spec),
      operationResolver: operationResolver(spec, handlers) as never,
      prefix: spec.servers?.[0]?.url ?? '',
    });
  });

const byTheTable = (spec: OpenApiDocument) =>
  bareApp(async (app) => {
    await app.register(routesPlugin, { spec, handlers });
  });

/** The contract plus an operation without a handler (answered 501), as new contract operations arrive. */
function withUnimplementedOperation(contract: OpenApiDocument): OpenApiDocument {
  const spec = structuredClone(contract);
  spec.paths['/test-only/gadgets/{id}'] = {
    put: {
      operationId: 'updateTestOnlyGadget',
      parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'integer' } }],
      requestBody: {
        required: true,
        content: {
          'application/json': { schema: { type: 'object', properties: { name: { type: 'string' } } } },
        },
      },
      responses: { '204': { description: 'Saved.' } },
    },
  };
  return spec;
}

const apps: FastifyInstance[] = [];
afterEach(async () => {
  vi.restoreAllMocks();
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

describe('the route table', () => {
  it('gives an app the routes fastify-openapi-glue registers: schemas, handlers, hooks, warnings', async () => {
    const spec = withUnimplementedOperation(loadContract());
    const plugin = await byThePlugin(spec);
    await byTheTable(spec); // the table is read by the first app; the second reuses it
    const table = await byTheTable(spec);
    apps.push(plugin.app, table.app);

    expect(table.routes.length).toBeGreaterThan(150);
    expect(table.routes).toEqual(plugin.routes);
    // Spot checks that the comparison sees what matters: 501 stand-ins, the token check, the body check.
    const methods = new Set(table.routes.map((route) => route.method));
    expect([...methods].sort()).toEqual(expect.arrayContaining(['DELETE', 'GET', 'HEAD', 'POST', 'PUT']));
    const implemented = new Set<unknown>(Object.values(handlers));
    const unimplemented = table.routes.filter((route) => !implemented.has(route.handler));
    expect(unimplemented.map((route) => `${route.method} ${route.url}`)).toEqual([
      'PUT /api/v2/test-only/gadgets/:id',
    ]);
    expect(table.routes.filter((route) => route.onRequest).length).toBeGreaterThan(100);
    expect(table.routes.filter((route) => route.preValidation).length).toBeGreaterThan(10);
    expect(table.routes.some((route) => route.schema?.response)).toBe(true);
    // Without a multipart parser, both warn about the upload bodies.
    expect(table.warnings).toEqual(plugin.warnings);
    expect(table.warnings).toContain("ContentTypeParser for 'multipart/form-data' not found");
  });

  it('a second app from the same contract does not check the document again; a changed contract is read anew', async () => {
    const spec = loadContract();
    apps.push((await byTheTable(spec)).app);
    const validate = vi.spyOn(Validator.prototype, 'validate');

    apps.push((await byTheTable(loadContract())).app);
    expect(validate).not.toHaveBeenCalled();

    const changed = structuredClone(spec);
    changed.info = { title: 'another contract', version: '0' };
    const other = await byTheTable(changed);
    apps.push(other.app);
    expect(validate).toHaveBeenCalledTimes(1);
    expect(other.routes.length).toBeGreaterThan(150);
  });

  it('an invalid contract fails the app as the plugin did, and is not kept', async () => {
    const broken = { ...loadContract(), openapi: 'not a version' };
    vi.spyOn(console, 'log').mockImplementation(() => {}); // the plugin prints the document's errors
    const message = /must contain a valid specification/;
    await expect(byThePlugin(broken)).rejects.toThrow(message);
    await expect(byTheTable(broken)).rejects.toThrow(message);
    const validate = vi.spyOn(Validator.prototype, 'validate');
    await expect(byTheTable(broken)).rejects.toThrow(message);
    expect(validate).toHaveBeenCalledTimes(1);
  });
});
