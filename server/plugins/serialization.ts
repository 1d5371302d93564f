// Response serialisers: the ones Fastify builds by default (fast-json-stringify from each route's response
// schema), but compiled when a route first answers with a status, and once per process for each schema.
// Fastify compiles every route's serialisers when the app gets ready: ~16 % of a server start's CPU for the
// contract's ~300 operations, most of which a start never answers (an e2e file's server, a test's app), and
// the server tests build about a hundred apps per worker, each compiling the same schemas anew. A compiled
// serialiser keeps no app state, so sharing it is safe. tests/server/serializer-cache.test.ts compiles every
// response schema of the contract, so a schema fast-json-stringify refuses still fails the tests.
import { SerializerSelector } from '@fastify/fast-json-stringify-compiler';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { schemaRecorder } from './schema-recorder';

type Serialize = (data: unknown) => string;

// What Fastify uses when the app adds no shared schemas (`addSchema`) and sets no `serializerOpts`.
const compileForFastify = SerializerSelector()({}, undefined);
const serializers = new Map<string, Serialize>();
const responseSchemas = schemaRecorder<unknown>();

/** The compiled serialiser for a response schema, compiled on the first call in this process. */
export function responseSerializer(schema: unknown): Serialize {
  const key = JSON.stringify(schema);
  let serialize = serializers.get(key);
  if (!serialize) {
    serialize = compileForFastify({ schema, method: '', url: '', httpStatus: '' });
    serializers.set(key, serialize);
  }
  return serialize;
}

/** How many distinct response schemas this process has compiled (for the tests). */
export function compiledSerializerCount(): number {
  return serializers.size;
}

/** Lists the response schemas of the apps built until the returned function is called (for the tests). */
export const recordResponseSchemas = responseSchemas.start;

async function serialization(app: FastifyInstance) {
  app.setSerializerCompiler(({ schema }) => {
    responseSchemas.note(schema);
    let serialize: Serialize | undefined;
    return (data: unknown) => (serialize ??= responseSerializer(schema))(data);
  });
}

export default fp(serialization, { name: 'serialization' });
