// Response serialisers are compiled when a route first answers, once per process (server/plugins/serialization.ts):
// a start no longer compiles the ~300 operations' serialisers, and the server tests' many apps share them.
import { expect, it } from 'vitest';
import {
  compiledSerializerCount,
  recordResponseSchemas,
  responseSerializer,
} from '@server/plugins/serialization';
import { build, DEMO_LOGIN, recordedWhileReady } from './helper';

it('an app compiles no serialiser until it answers, and a second app reuses the first one’s', async () => {
  const before = compiledSerializerCount();
  const first = await build();
  const second = await build();
  try {
    await first.ready();
    await second.ready();
    expect(compiledSerializerCount()).toBe(before);

    const answer = await first.inject({ method: 'POST', url: '/api/v2/auth/login', payload: DEMO_LOGIN });
    expect(answer.statusCode, answer.body).toBe(200);
    const afterFirst = compiledSerializerCount();
    expect(afterFirst - before).toBeLessThanOrEqual(1); // 0 when an earlier test in this worker answered it
    // The answer is the schema's shape, as Fastify's own serialiser writes it.
    expect(answer.json()).toMatchObject({ token: expect.any(String) });

    const again = await second.inject({ method: 'POST', url: '/api/v2/auth/login', payload: DEMO_LOGIN });
    expect(again.statusCode, again.body).toBe(200);
    expect(compiledSerializerCount()).toBe(afterFirst);
    expect(Object.keys(again.json()).sort()).toEqual(Object.keys(answer.json()).sort());
  } finally {
    await first.close();
    await second.close();
  }
});

it('every response schema of the contract compiles', async () => {
  const schemas = await recordedWhileReady(recordResponseSchemas);
  // One or more per operation (a status each); the contract has ~300 operations.
  expect(schemas.length).toBeGreaterThan(300);
  for (const schema of schemas) expect(typeof responseSerializer(schema)).toBe('function');
});
