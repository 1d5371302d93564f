// Route validators are compiled when a route first validates, once per process (server/plugins/validation.ts):
// a start no longer compiles the contract's ~300 operations' schemas, and the server tests' many apps share them.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect, it, vi } from 'vitest';
import { recordRouteSchemas, routeValidator } from '@server/plugins/validation';
import { build, DEMO_LOGIN, recordedWhileReady } from './helper';

const OPENAPI_SCHEMAS = 'https://spec.openapis.org/';
const login = (payload: Record<string, unknown>) => ({
  method: 'POST' as const,
  url: '/api/v2/auth/login',
  payload,
});
const compiledIds = (compile: { mock: { calls: unknown[][] } }) =>
  compile.mock.calls.map(([schema]) => String((schema as { $id?: unknown }).$id));

it('an app compiles no route schema until a request needs it, and a second app compiles nothing', async () => {
  const compile = vi.spyOn(Ajv2020.prototype, 'compile');
  const first = await build();
  let second: Awaited<ReturnType<typeof build>> | undefined;
  try {
    await first.ready();
    // The first app of a process may check the contract against the OpenAPI meta-schema (plugins/route-table.ts).
    expect(compiledIds(compile).filter((id) => !id.startsWith(OPENAPI_SCHEMAS))).toEqual([]);

    // A body of the wrong type (JSON bodies are not coerced) is refused; a right one passes.
    const wrong = await first.inject(login({ ...DEMO_LOGIN, email: 5 }));
    expect(wrong.statusCode, wrong.body).toBe(422);
    expect(wrong.json()).toMatchObject({ errors: { email: [expect.any(String)] } });
    const ok = await first.inject(login(DEMO_LOGIN));
    expect(ok.statusCode, ok.body).toBe(200);

    compile.mockClear();
    second = await build();
    await second.ready();
    const again = await second.inject(login({ ...DEMO_LOGIN, email: 5 }));
    expect(again.statusCode, again.body).toBe(422);
    const okAgain = await second.inject(login(DEMO_LOGIN));
    expect(okAgain.statusCode, okAgain.body).toBe(200);
    // Neither a route schema nor the OpenAPI meta-schema: the route table is read once per process too.
    expect(compiledIds(compile)).toEqual([]);
  } finally {
    compile.mockRestore();
    await first.close();
    await second?.close();
  }
});

it('every route schema of the contract compiles', async () => {
  const parts = await recordedWhileReady(recordRouteSchemas);
  // Path, query and body schemas of the contract's ~300 operations.
  expect(parts.length).toBeGreaterThan(300);
  for (const { part, schema } of parts) expect(typeof routeValidator(part, schema)).toBe('function');
});
