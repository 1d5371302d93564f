// The one set-up of server and contract tests (after fastify/demo's test/helper.ts):
//   build(options?)            a fresh app on a fresh database: PGlite in memory (a copy of the run's seeded
//                              template unless the options ask for another database or seed), or — when
//                              TEST_DATABASE_URL is set — a new PostgreSQL database made for it; app.close()
//                              drops it again
//   signIn(app, login?)        a bearer token of the demo editor (or of `login`)
//   injectAs(app, token, req)  app.inject with that token
//   setupApp(options?)         build + signIn before the file's tests, close after; the usual first line
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll } from 'vitest';
import { buildApp, type BuildAppOptions } from '@server/app';
import { fromTemplate } from './template';

/** argon2id at the lowest cost: the tests check behaviour, not hash strength. */
export const FAST_PASSWORDS = { memoryCost: 256, timeCost: 1, parallelism: 1 };

export const DEMO_LOGIN = { email: 'editor@example.com', password: 'content-demo' };

export const SPA_MARKER = 'content-spa-test-index';

export interface TestDatabase {
  options: Pick<BuildAppOptions, 'databaseUrl' | 'inMemoryDatabase'>;
  drop(): Promise<void>;
}

/** PGlite in memory, or a new PostgreSQL database below TEST_DATABASE_URL (its own per call). */
export async function createTestDatabase(): Promise<TestDatabase> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) return { options: { inMemoryDatabase: true }, drop: async () => {} };
  const name = `content_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    options: { databaseUrl: url.toString() },
    async drop() {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** A stand-in for vite's dist/: an index page and one static file. */
export function createSpaDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'content-spa-'));
  writeFileSync(join(dir, 'index.html'), `<!doctype html><title>${SPA_MARKER}</title>`);
  writeFileSync(join(dir, 'robots.txt'), 'User-agent: *\n');
  return dir;
}

/** A fresh app on a fresh database; closing it drops the database and the stand-in SPA folder. */
export async function build(options: BuildAppOptions = {}): Promise<FastifyInstance> {
  const spaDir = createSpaDir();
  const template = fromTemplate(options);
  if (template) {
    return buildApp({
      passwordCost: FAST_PASSWORDS,
      spaDir,
      ...template,
      ...options,
      async onClose() {
        await options.onClose?.();
        rmSync(spaDir, { recursive: true, force: true });
        rmSync(template.dataDir, { recursive: true, force: true });
      },
    });
  }
  const database = await createTestDatabase();
  return buildApp({
    passwordCost: FAST_PASSWORDS,
    spaDir,
    ...database.options,
    ...options,
    async onClose() {
      await options.onClose?.();
      await database.drop();
      rmSync(spaDir, { recursive: true, force: true });
    },
  });
}

/**
 * What `record` notes while one app is built and gets ready, e.g. the schemas it hands to its compilers
 * (`recordRouteSchemas`, `recordResponseSchemas`); the app is closed again.
 */
export async function recordedWhileReady<T>(record: () => () => T[]): Promise<T[]> {
  const stop = record();
  let app: FastifyInstance | undefined;
  let recorded: T[] = [];
  try {
    app = await build();
    await app.ready();
  } finally {
    recorded = stop();
    await app?.close();
  }
  return recorded;
}

export async function signIn(app: FastifyInstance, login = DEMO_LOGIN): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: login });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** `app.inject(request)` with the token as bearer (beside the request's own headers). */
export function injectAs(
  app: FastifyInstance,
  token: string,
  request: InjectOptions,
): Promise<LightMyRequestResponse> {
  return app.inject({ ...request, headers: { ...request.headers, ...bearer(token) } });
}

export interface TestContext {
  readonly app: FastifyInstance;
  /** The signed-in user's token (empty with `login: false`). */
  readonly token: string;
  /** inject as the signed-in user. */
  inject(request: InjectOptions): Promise<LightMyRequestResponse>;
  /** GET `/api/v2{path}` as the signed-in user. */
  get(path: string): Promise<LightMyRequestResponse>;
}

/**
 * One app for the test file: built and signed in before its tests (as the demo editor, or `login`),
 * closed after them. Read `app` and `token` inside tests and hooks, not at the top level.
 */
export function setupApp(options: BuildAppOptions & { login?: typeof DEMO_LOGIN | false } = {}): TestContext {
  const { login = DEMO_LOGIN, ...buildOptions } = options;
  let app: FastifyInstance | undefined;
  let token = '';
  beforeAll(async () => {
    app = await build(buildOptions);
    if (login) token = await signIn(app, login);
  });
  afterAll(() => app?.close());
  const ready = () => {
    if (!app) throw new Error('the test app is built in beforeAll: use it inside tests and hooks');
    return app;
  };
  return {
    get app() {
      return ready();
    },
    get token() {
      return token;
    },
    inject: (request) => injectAs(ready(), token, request),
    get: (path) => injectAs(ready(), token, { method: 'GET', url: `/api/v2${path}` }),
  };
}

/** A multipart/form-data body with one file part, for inject. */
export function multipartFile(field: string, filename: string, mime: string, content: Buffer) {
  const boundary = `----content-test-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
      `Content-Type: ${mime}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
