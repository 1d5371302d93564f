// Deprecated: the server test helper is tests/server/helper.ts (build, signIn, injectAs, setupApp). These
// re-exports keep test files written against the old names compiling until they move over.
import type { FastifyInstance } from 'fastify';
import type { BuildAppOptions } from '../../../server/app';
import { build } from '../helper';

export {
  bearer,
  createSpaDir,
  createTestDatabase,
  DEMO_LOGIN,
  FAST_PASSWORDS,
  signIn,
  SPA_MARKER,
  type TestDatabase,
} from '../helper';

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function createTestApp(options: BuildAppOptions = {}): Promise<TestApp> {
  const app = await build(options);
  return { app, close: () => app.close() };
}
