// A fresh app on a fresh database per test file: PGlite in memory, or — when TEST_DATABASE_URL is
// set — a new PostgreSQL database created for the file and dropped afterwards, so runs never collide.
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { buildApp, type BuildAppOptions } from '../../../server/app';

/** argon2id at the lowest cost: the tests check behaviour, not hash strength. */
export const FAST_PASSWORDS = { memoryCost: 256, timeCost: 1, parallelism: 1 };

export const DEMO_LOGIN = { email: 'editor@example.com', password: 'content-demo' };

export const SPA_MARKER = 'content-spa-test-index';

export interface TestDatabase {
  options: Pick<BuildAppOptions, 'databaseUrl' | 'inMemoryDatabase'>;
  drop(): Promise<void>;
}

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

export interface TestApp {
  app: FastifyInstance;
  close(): Promise<void>;
}

export async function createTestApp(options: BuildAppOptions = {}): Promise<TestApp> {
  const database = await createTestDatabase();
  const spaDir = createSpaDir();
  const app = await buildApp({ passwordCost: FAST_PASSWORDS, spaDir, ...database.options, ...options });
  return {
    app,
    async close() {
      await app.close();
      await database.drop();
      rmSync(spaDir, { recursive: true, force: true });
    },
  };
}

export async function signIn(app: FastifyInstance, login = DEMO_LOGIN): Promise<string> {
  const response = await app.inject({ method: 'POST', url: '/api/v2/auth/login', payload: login });
  if (response.statusCode !== 200) throw new Error(`sign-in failed: ${response.statusCode} ${response.body}`);
  return (response.json() as { token: string }).token;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
