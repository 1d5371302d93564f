// API benchmark, in one run: for the embedded PGlite and — when TEST_DATABASE_URL is set — for PostgreSQL
// (a new database made below TEST_DATABASE_URL and dropped after), it seeds a fresh database with
// SEED_ENTITIES (default 10 000) entities (shaped like the demo's: several shops, previews, SEO data), starts the real server as `npm start` runs it (compiled,
// build/server.mjs, built first when older than its sources), signs in and runs autocannon (10 connections, BENCH_SECONDS each) first against a trivial authenticated call (GET /auth/me) and then
// against the tenant configuration every page load asks (GET /tenants/current) and 20-row pages of the bundle
// overview with its includes as the SPA asks them, then searches alone. It prints the server's resident memory at rest (after
// start and sign-in) and after the calls, p50, p97.5 and p99 latency, requests per second, the 1-minute load average before and after each call (the machine is shared, so
// figures are only comparable under similar load) and the overview's p50 as a multiple of the trivial call.
// Like editors, the overview requests vary: each one asks for the next of pages 1..50 under one of several
// sort orders, every fifth one with a search term, so no answer repeats back to back and nothing that
// remembers an identical request can flatter the figures.
// Options (environment): SEED_ENTITIES, BENCH_SECONDS (10), BENCH_CONNECTIONS (10), BENCH_WARMUP (2 s of
// uncounted overview requests after start), BENCH_URL (the list path below /api/v2 with its includes;
// page, sortBy, sortDir and f[term] are varied on top of it), BENCH_PORT (a free port), TEST_DATABASE_URL,
// BENCH_DATABASES (`pglite,postgres`: which of them to run).
// Reuse (a 100 000-entity seed takes many minutes): BENCH_PGLITE_DIR keeps the PGlite data folder there and
// reuses it (seeded only when empty), BENCH_POSTGRES_URL benchmarks that PostgreSQL database as it is (migrated,
// seeded only when empty, never dropped) instead of a new one below TEST_DATABASE_URL. Either is migrated to
// the code's migrations before each run. BENCH_CALLS (e.g. `overview,search`) picks the calls to measure.
// `cpu/req` is the server process's CPU per answer (/proc; PGlite's database work included, PostgreSQL's not),
// a figure the shared machine's load barely moves.
// The server keeps list answers (services/entities/list-cache.ts): with ~250 distinct overview requests they
// are answered from memory after the warm-up. LIST_CACHE=0 (passed on to the server) measures the uncached
// path; BENCH_WRITES_PER_SECOND=n renames a tag n times a second during the overview and search calls (one
// write at a time, through the API), so every kept answer of the tenant is invalidated that often.
import { spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchTool } from './bench-tools.mjs';
import pg from 'pg';
import { ensureServerBuilt, SERVER_BUNDLE } from './build-server.mjs';

const { default: autocannon } = await benchTool('autocannon');

const root = join(import.meta.dirname, '..');
const entities = process.env.SEED_ENTITIES ?? '10000';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);
const path =
  process.env.BENCH_URL ??
  '/bundles?include=appConfigs.preview,appConfigs.seodata,updatedByUser,tags' +
    '&configFields=0.preview.imagesByType.desktop_default.hash,streamProductCount,streamProductEstimate' +
    '&perPage=20&page=3&sortBy=updatedAt&sortDir=desc';
const postgresAdminUrl = process.env.TEST_DATABASE_URL?.trim() || undefined;
const wanted = (process.env.BENCH_DATABASES ?? 'pglite,postgres').split(',').map((s) => s.trim());
const keptPgliteDir = process.env.BENCH_PGLITE_DIR?.trim() || undefined;
const keptPostgresUrl = process.env.BENCH_POSTGRES_URL?.trim() || undefined;
// BENCH_SERVER: another compiled server bundle to run (e.g. build/server.mjs of a checkout of the code before
// a change, which migrates with its own migrations), for before/after figures measured back to back.
const serverBundle = process.env.BENCH_SERVER?.trim() || SERVER_BUNDLE;
const pickedCalls = process.env.BENCH_CALLS?.split(',').map((s) => s.trim());
const writesPerSecond = Number(process.env.BENCH_WRITES_PER_SECOND ?? 0);

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

/** Whether nothing listens on the port (else another server would answer the benchmark's requests). */
const portFree = (port) =>
  new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const load = () => loadavg()[0].toFixed(2);
const tsx = join(root, 'node_modules', '.bin', 'tsx');

/** A new PostgreSQL database below TEST_DATABASE_URL, and how to drop it. */
async function createPostgresDatabase() {
  const name = `content_bench_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: postgresAdminUrl });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const url = new URL(postgresAdminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new pg.Client({ connectionString: postgresAdminUrl });
      await client.connect();
      await client.query(`drop database if exists "${name}" with (force)`);
      await client.end();
    },
  };
}

/** autocannon against `pathOf(i)` for `duration` seconds; latencies to 0.1 ms from its response events. */
async function hammer(base, headers, pathOf, duration) {
  const latencies = [];
  let next = 0;
  const requests = [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf(next++) }) }];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${base}/auth/me`, headers, connections, duration, requests },
      (error, r) => (error ? reject(error) : resolve(r)),
    );
    instance.on('response', (_client, _status, _bytes, responseTime) => latencies.push(responseTime));
  });
  latencies.sort((a, b) => a - b);
  return {
    p50: percentile(latencies, 50),
    p975: percentile(latencies, 97.5),
    p99: percentile(latencies, 99),
    rps: result.requests.average,
    total: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    distinct: next,
  };
}

/**
 * Renames one editable tag `perSecond` times a second (a write every overview answer shows, include=tags)
 * until stopped; returns how to stop it, which answers the number of writes done and failed.
 */
async function startWriter(base, headers, perSecond) {
  const listed = await (await fetch(`${base}/tags?perPage=100`, { headers })).json();
  const tag = listed.data.find((t) => !['brands', 'influencer'].includes(t.group));
  if (!tag) throw new Error('no editable tag to rename');
  let version = tag.version;
  let busy = false;
  let done = 0;
  let failed = 0;
  const timer = setInterval(async () => {
    if (busy) return;
    busy = true;
    try {
      const response = await fetch(`${base}/tags/${tag.id}`, {
        method: 'PUT',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ name: `${tag.name} ${done % 2}`, group: tag.group, version }),
      });
      if (response.ok) {
        version = (await response.json()).data.version;
        done += 1;
      } else failed += 1;
    } catch {
      failed += 1;
    } finally {
      busy = false;
    }
  }, 1000 / perSecond);
  return async () => {
    clearInterval(timer);
    while (busy) await new Promise((resolve) => setTimeout(resolve, 10));
    return { done, failed };
  };
}

/** The resident set size of a process in MB (Linux /proc), or "?" elsewhere. */
function residentMb(pid) {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? (Number(kb) / 1024).toFixed(0) : '?';
  } catch {
    return '?';
  }
}

/** CPU seconds the process has used (user + system, Linux /proc), or undefined elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    // utime and stime are fields 14 and 15 of stat, in clock ticks (100 per second on Linux).
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return undefined;
  }
}

const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);

/** Seeds a fresh database, starts the server on it, measures both calls; returns false when one failed. */
async function benchDatabase(label, databaseUrl) {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const base = `http://127.0.0.1:${port}/api/v2`;
  const dataDir = keptPgliteDir ?? mkdtempSync(join(tmpdir(), 'content-bench-'));
  const removeDataDir = () => {
    if (!keptPgliteDir) rmSync(dataDir, { recursive: true, force: true });
  };
  const env = {
    ...process.env,
    LOG_LEVEL: 'warn',
    DATA_DIR: dataDir,
    HOST: '127.0.0.1',
    PORT: String(port),
    SEED: 'demo',
    SEED_ENTITIES: entities,
  };
  delete env.DATABASE_URL;
  if (databaseUrl) env.DATABASE_URL = databaseUrl;
  console.log(`\n${label}`);
  // Seed first: a large seed outlasts the server's plugin start-up timeout. BENCH_SKIP_SEED=1 leaves a kept
  // database as it is (the server migrates it at start), e.g. for a BENCH_SERVER built from older code.
  const seeded =
    process.env.BENCH_SKIP_SEED === '1'
      ? { status: 0 }
      : spawnSync(tsx, [join(root, 'scripts', 'bench-seed.ts')], { cwd: root, stdio: 'inherit', env });
  if (seeded.status !== 0) {
    removeDataDir();
    throw new Error(`seeding ${label} failed`);
  }
  // Checked after the seed, right before the start: another server there would answer the requests.
  if (!(await portFree(port))) {
    removeDataDir();
    throw new Error(`port ${port} is taken: another server would answer the benchmark`);
  }
  const started = Date.now();
  // The server as `npm start` runs it in production: compiled (build/server.mjs), not through a loader.
  const child = spawn(process.execPath, ['--enable-source-maps', serverBundle], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stopped = new Promise((resolve) => child.on('exit', resolve));
  const stop = async () => {
    if (!exited) {
      child.kill('SIGTERM');
      await stopped;
    }
    removeDataDir();
  };
  try {
    let token;
    while (!token) {
      if (exited) throw new Error('the server stopped before it was ready');
      try {
        const response = await fetch(`${base}/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ email: 'editor@example.com', password: 'content-demo' }),
        });
        if (response.ok) token = (await response.json()).token;
      } catch {
        // not listening yet
      }
      if (!token) await new Promise((resolve) => setTimeout(resolve, 250));
    }
    console.log(`server ready in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    // Memory at rest: the resident set after start and sign-in, before any list is asked.
    await new Promise((resolve) => setTimeout(resolve, 2000));
    console.log(`memory at rest: ${residentMb(child.pid)} MB resident`);
    const headers = { authorization: `Bearer ${token}` };
    for (const i of [0, 4, PAGES * 2 + 1]) {
      const probed = await fetch(`http://127.0.0.1:${port}${variedPath(i)}`, { headers });
      const text = await probed.text();
      if (!probed.ok) throw new Error(`GET ${variedPath(i)} answered ${probed.status}`);
      const answer = JSON.parse(text);
      console.log(
        `  e.g. GET ${variedPath(i)}: ${answer.data.length} rows of ${answer.meta.pagination.total}, ` +
          `${(Buffer.byteLength(text) / 1024).toFixed(1)} KB of JSON`,
      );
    }
    // The same page with every shop-config field (no configFields), for comparison.
    const everything = variedPath(0).replace(/&?configFields=[^&]*/, '');
    const full = await (await fetch(`http://127.0.0.1:${port}${everything}`, { headers })).text();
    console.log(`  without configFields: ${(Buffer.byteLength(full) / 1024).toFixed(1)} KB of JSON`);
    if (warmup > 0) await hammer(base, headers, variedPath, warmup);
    const calls = [
      ['trivial GET /auth/me', () => '/api/v2/auth/me', 'trivial'],
      ['GET /tenants/current', () => '/api/v2/tenants/current', 'tenant'],
      ['overview (20 bundles)', variedPath, 'overview'],
      // Searches only (the overview's mix has one in five): the term's matches are counted, not the table.
      ['overview search', (i) => variedPath(i * 5 + 4), 'search'],
    ].filter(([, , key]) => !pickedCalls || key === 'trivial' || pickedCalls.includes(key));
    const results = [];
    console.log(
      `${'call'.padEnd(22)}${'p50'.padStart(10)}${'p97.5'.padStart(10)}${'p99'.padStart(10)}` +
        `${'req/s'.padStart(8)}${'cpu/req'.padStart(10)}  load avg (1 min) before → after`,
    );
    for (const [name, pathOf, key] of calls) {
      const before = load();
      const writing = writesPerSecond > 0 && (key === 'overview' || key === 'search');
      const stopWriter = writing ? await startWriter(base, headers, writesPerSecond) : undefined;
      const cpuBefore = cpuSeconds(child.pid);
      const r = await hammer(base, headers, pathOf, seconds);
      const cpuAfter = cpuSeconds(child.pid);
      const writes = await stopWriter?.();
      // The server process's CPU per answer: independent of how busy the machine is (PGlite: the database's
      // work included; PostgreSQL: its backends' work is not).
      const cpu =
        cpuBefore === undefined || cpuAfter === undefined
          ? '?'
          : ms(((cpuAfter - cpuBefore) * 1000) / r.total);
      results.push(r);
      console.log(
        `${name.padEnd(22)}${ms(r.p50)}${ms(r.p975)}${ms(r.p99)}${r.rps.toFixed(0).padStart(8)}${cpu.padStart(10)}  ` +
          `${before} → ${load()}${r.failed ? `  ${r.failed} FAILED` : ''}` +
          `${writes ? `  (${writes.done} writes${writes.failed ? `, ${writes.failed} failed` : ''})` : ''}`,
      );
    }
    if (exited) throw new Error('the server stopped during the benchmark');
    console.log(`memory after the calls: ${residentMb(child.pid)} MB resident`);
    const trivial = results[0];
    const overview = results[calls.findIndex(([, , key]) => key === 'overview')];
    if (overview)
      console.log(
        `overview: ${overview.total} requests over ${Math.min(overview.distinct, PAGES * SORTS.length)} distinct ` +
          `pages and sort orders (+ search terms); p50 = ${(overview.p50 / trivial.p50).toFixed(2)} × the trivial call`,
      );
    return results.every((r) => !r.failed);
  } finally {
    await stop();
  }
}

console.log(
  `list answer cache: ${process.env.LIST_CACHE === '0' ? 'off (LIST_CACHE=0)' : 'on (unless the server predates it)'}` +
    `${writesPerSecond > 0 ? `, ${writesPerSecond} tag renames/s during the overview calls` : ''}`,
);
// A kept database holds what it was seeded with (the seeder adds nothing to a seeded one): the first answer's
// total (below) says how many; SEED_ENTITIES only says what a fresh seed makes.
const seededCount =
  keptPgliteDir || keptPostgresUrl
    ? 'a kept database (its entities: the total below)'
    : `${entities} entities`;
console.log(
  `bench:api: ${seededCount}, ${connections} connections, ${seconds} s per call (after ${warmup} s warm-up), ` +
    `GET /api/v2${path} with page, sort and search varied`,
);
let ok = true;
await ensureServerBuilt();
try {
  if (wanted.includes('pglite')) ok = (await benchDatabase('PGlite (embedded)')) && ok;
  if (wanted.includes('postgres')) {
    if (keptPostgresUrl) ok = (await benchDatabase('PostgreSQL (BENCH_POSTGRES_URL)', keptPostgresUrl)) && ok;
    else if (!postgresAdminUrl) console.log('\nPostgreSQL: skipped (set TEST_DATABASE_URL to include it)');
    else {
      const database = await createPostgresDatabase();
      try {
        ok = (await benchDatabase('PostgreSQL (TEST_DATABASE_URL)', database.url)) && ok;
      } finally {
        await database.drop();
      }
    }
  }
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  ok = false;
}
process.exit(ok ? 0 : 1);
