// API benchmark: starts the real server on a fresh temporary database seeded with SEED_ENTITIES (default
// 10 000) entities, signs in, then runs autocannon (10 connections, ~10 s) against 20-row overview pages
// with the bundle overview's includes, and prints p50/p95/p99 latency and requests per second.
// Like editors, the requests vary: each one asks for the next of pages 1..50 under one of several sort
// orders, every fifth one with a search term, so no answer repeats back to back and nothing that remembers
// an identical request can flatter the figures.
// Options (environment): SEED_ENTITIES, BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_URL (the list
// path below /api/v2 with its includes; page, sortBy, sortDir and f[term] are varied on top of it),
// BENCH_PORT (a free port), DATABASE_URL (benchmark PostgreSQL instead of the embedded PGlite).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';

const root = join(import.meta.dirname, '..');
const entities = process.env.SEED_ENTITIES ?? '10000';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const path =
  process.env.BENCH_URL ??
  '/bundles?include=appConfigs.preview,appConfigs.seodata,updatedByUser&perPage=20&page=3&sortBy=updatedAt&sortDir=desc';

const PAGES = 50;
const SORTS = [
  ['updatedAt', 'desc'],
  ['updatedAt', 'asc'],
  ['internalName', 'asc'],
  ['createdAt', 'desc'],
  ['id', 'desc'],
];
const TERMS = ['summer', 'denim', 'guide', 'sneaker', 'edit'];
/** The i-th request's path: `path` with page, sort and (every fifth request) a search term varied. */
function variedPath(i) {
  const [pathname, search = ''] = path.split('?');
  const params = new URLSearchParams(search);
  const [sortBy, sortDir] = SORTS[Math.floor(i / PAGES) % SORTS.length];
  params.set('page', String((i % PAGES) + 1));
  params.set('sortBy', sortBy);
  params.set('sortDir', sortDir);
  if (i % 5 === 4) {
    params.set('f[term]', TERMS[Math.floor(i / 5) % TERMS.length]);
    params.set('page', String((i % 3) + 1));
  } else params.delete('f[term]');
  return `/api/v2${pathname}?${params}`;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}/api/v2`;
const dataDir = mkdtempSync(join(tmpdir(), 'content-bench-'));
const env = {
  ...process.env,
  LOG_LEVEL: 'warn',
  DATA_DIR: dataDir,
  HOST: '127.0.0.1',
  PORT: String(port),
  SEED: 'demo',
  SEED_ENTITIES: entities,
};
const tsx = join(root, 'node_modules', '.bin', 'tsx');
// Seed first: a large seed outlasts the server's plugin start-up timeout.
const seeded = spawnSync(tsx, [join(root, 'scripts', 'bench-seed.ts')], { cwd: root, stdio: 'inherit', env });
if (seeded.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(seeded.status ?? 1);
}
const started = Date.now();
const child = spawn(tsx, [join(root, 'server', 'server.ts')], {
  cwd: root,
  stdio: ['ignore', 'ignore', 'inherit'],
  env,
});
let exited = false;
child.on('exit', () => (exited = true));
const stop = () => {
  if (!exited) child.kill('SIGTERM');
  rmSync(dataDir, { recursive: true, force: true });
};
process.on('SIGINT', () => {
  stop();
  process.exit(130);
});

async function signIn() {
  for (;;) {
    if (exited) throw new Error('the server stopped before it was ready');
    try {
      const response = await fetch(`${base}/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email: 'editor@example.com', password: 'content-demo' }),
      });
      if (response.ok) return (await response.json()).token;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

try {
  const token = await signIn();
  console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  const headers = { authorization: `Bearer ${token}` };
  const probe = await fetch(`${base}${path}`, { headers });
  const body = await probe.json();
  if (!probe.ok) throw new Error(`GET ${path} answered ${probe.status}: ${JSON.stringify(body)}`);
  console.log(
    `GET /api/v2${path}` +
      (body.meta?.pagination ? `\n  ${body.data.length} rows of ${body.meta.pagination.total}` : ''),
  );

  for (const i of [0, 4, PAGES * 2 + 1]) {
    const probed = await fetch(`http://127.0.0.1:${port}${variedPath(i)}`, { headers });
    const answer = await probed.json();
    if (!probed.ok) throw new Error(`GET ${variedPath(i)} answered ${probed.status}`);
    console.log(`  e.g. GET ${variedPath(i)}: ${answer.data.length} rows of ${answer.meta.pagination.total}`);
  }

  const latencies = [];
  let next = 0;
  const requests = [{ method: 'GET', setupRequest: (request) => ({ ...request, path: variedPath(next++) }) }];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${base}${path}`, headers, connections, duration: seconds, requests },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const non2xx = result.non2xx + result.errors + result.timeouts;
  console.log(
    `autocannon: ${connections} connections, ${seconds} s, ${result.requests.total} requests over ` +
      `${Math.min(next, PAGES * SORTS.length)} distinct pages and sort orders (+ search terms)`,
  );
  console.log(
    `latency p50 ${percentile(latencies, 50).toFixed(1)} ms, p95 ${percentile(latencies, 95).toFixed(1)} ms, ` +
      `p99 ${percentile(latencies, 99).toFixed(1)} ms`,
  );
  console.log(
    `throughput ${result.requests.average.toFixed(0)} requests/s${non2xx ? `, ${non2xx} failed` : ''}`,
  );
  stop();
  process.exit(non2xx ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop();
  process.exit(1);
}
