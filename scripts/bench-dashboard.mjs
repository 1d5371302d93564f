// Dashboard benchmark: the real server on a fresh temporary database seeded with SEED_ENTITIES (default
// 10 000) entities; autocannon (10 connections, BENCH_SECONDS each, default 10) first against a trivial
// call (GET /auth/me) and then against each widget's data call with its filters varied like an editor's
// (pages 1-5, shops, types, statuses, days, every fifth with a search term). Prints p50/p95/p99 per call
// and each widget's p95 as a multiple of the trivial call's.
// Options (environment): SEED_ENTITIES, BENCH_SECONDS, BENCH_CONNECTIONS, BENCH_PORT, DATABASE_URL.
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchTool } from './bench-tools.mjs';

const { default: autocannon } = await benchTool('autocannon');

const root = join(import.meta.dirname, '..');
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const TERMS = ['summer', 'denim', 'guide', 'sneaker', 'edit'];
const TYPES = ['', 'story', 'bundle', 'teaser', 'hotdrop'];
const STATUSES = ['', 'online', 'scheduled', 'offline'];

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
  SEED_ENTITIES: process.env.SEED_ENTITIES ?? '10000',
};
const tsx = join(root, 'node_modules', '.bin', 'tsx');
const seeded = spawnSync(tsx, [join(root, 'scripts', 'bench-seed.ts')], { cwd: root, stdio: 'inherit', env });
if (seeded.status !== 0) {
  rmSync(dataDir, { recursive: true, force: true });
  process.exit(seeded.status ?? 1);
}
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

async function measure(label, pathOf, headers) {
  const probe = await fetch(`http://127.0.0.1:${port}${pathOf(0)}`, { headers });
  if (!probe.ok) throw new Error(`GET ${pathOf(0)} answered ${probe.status}`);
  const latencies = [];
  let next = 0;
  const requests = [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf(next++) }) }];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${base}/auth/me`, headers, connections, duration: seconds, requests },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  const failed = result.non2xx + result.errors + result.timeouts;
  const figures = {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
  console.log(
    `${label.padEnd(18)} p50 ${figures.p50.toFixed(1)} ms, p95 ${figures.p95.toFixed(1)} ms, p99 ${figures.p99.toFixed(1)} ms, ` +
      `${result.requests.average.toFixed(0)} req/s${failed ? `, ${failed} failed` : ''}`,
  );
  return { ...figures, failed };
}

try {
  const token = await signIn();
  const headers = { authorization: `Bearer ${token}` };
  const tenant = (await (await fetch(`${base}/tenants/current`, { headers })).json()).data;
  const shops = tenant.apps.map((app) => app.id);
  const widget = (name, extra) => (i) => {
    const params = new URLSearchParams({ page: String((i % 5) + 1), perPage: '20' });
    extra(params, i);
    if (i % 5 === 4) params.set('f[term]', TERMS[Math.floor(i / 5) % TERMS.length]);
    return `/api/v2/dashboard/widgets/${name}/data?${params}`;
  };
  const set = (params, key, value) => value !== '' && value !== undefined && params.set(key, String(value));
  const targets = [
    ['trivial /auth/me', () => '/api/v2/auth/me'],
    [
      'recently-updated',
      widget('recently-updated', (params, i) => {
        set(params, 'f[locale]', i % 3 === 0 ? '' : shops[i % shops.length]);
        set(params, 'f[type]', TYPES[i % TYPES.length]);
        set(params, 'f[status]', i % 3 === 0 ? '' : STATUSES[i % STATUSES.length]);
      }),
    ],
    [
      'scheduled-content',
      widget('scheduled-content', (params, i) => {
        set(params, 'f[locale]', shops[i % shops.length]);
        set(params, 'f[days]', [7, 14, 30, 90][i % 4]);
      }),
    ],
    [
      'missing-fields',
      widget('missing-fields', (params, i) => {
        set(params, 'f[locale]', i % 2 ? shops[i % shops.length] : '');
        set(params, 'f[type]', TYPES[i % TYPES.length]);
      }),
    ],
  ];
  console.log(`autocannon: ${connections} connections, ${seconds} s per call, ${env.SEED_ENTITIES} entities`);
  const results = [];
  for (const [label, pathOf] of targets) results.push(await measure(label, pathOf, headers));
  const trivial = results[0].p95;
  for (let i = 1; i < targets.length; i++) {
    console.log(
      `${targets[i][0].padEnd(18)} p95 = ${(results[i].p95 / trivial).toFixed(2)} × the trivial call`,
    );
  }
  stop();
  process.exit(results.some((r) => r.failed) ? 1 : 0);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  stop();
  process.exit(1);
}
