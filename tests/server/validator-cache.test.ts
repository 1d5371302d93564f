// Route validators are compiled once per process (server/plugins/validation.ts): the server tests build about
// a hundred apps per worker, and compiling the contract's schemas was most of each app's start.
import { Ajv2020 } from 'ajv/dist/2020.js';
import { expect, it, vi } from 'vitest';
import { build } from './helper';

it('a second app in the process compiles no route schema, and still refuses what its schemas refuse', async () => {
  const first = await build();
  await first.ready();
  const compile = vi.spyOn(Ajv2020.prototype, 'compile');
  const second = await build();
  try {
    await second.ready();
    // Nor the OpenAPI meta-schema: the contract's route table is read once too (plugins/route-table.ts).
    expect(compile.mock.calls.map(([schema]) => (schema as { $id?: unknown }).$id)).toEqual([]);
    // A body of the wrong type (JSON bodies are not coerced) and a query value of the wrong type.
    const login = await second.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email: 5, password: 'content-demo' },
    });
    expect(login.statusCode, login.body).toBe(422);
    expect(login.json()).toMatchObject({ errors: { email: [expect.any(String)] } });
    const ok = await second.inject({
      method: 'POST',
      url: '/api/v2/auth/login',
      payload: { email: 'editor@example.com', password: 'content-demo' },
    });
    expect(ok.statusCode, ok.body).toBe(200);
  } finally {
    compile.mockRestore();
    await first.close();
    await second.close();
  }
});
