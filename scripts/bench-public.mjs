// Public content API benchmark (issue 12): seeds a fresh embedded database with SEED_ENTITIES (default
// 10 000) entities, starts the real server, signs in, gives one story 20 blocks in its main shop and
// publishes it there, then runs autocannon (BENCH_CONNECTIONS, default 50, BENCH_SECONDS each) against a
// trivial authenticated call (GET /auth/me) and against that published page on the public API
// (GET /public/pages/{id}, no token). It prints p50, p97.5 and p99 latency, requests per second, the
// 1-minute load average before and after each call (the machine may be shared) and the public page's p50
// and p97.5 as multiples of the trivial call (aim: at most 1.2, issue 28).
// Options (environment): SEED_ENTITIES, BENCH_SECONDS (10), BENCH_CONNECTIONS (50), BENCH_WARMUP (2),
// BENCH_PORT (a free port).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchTool } from './bench-tools.mjs';

const { default: autocannon } = await benchTool('autocannon');

const root = join(import.meta.dirname, '..');
const entities = process.env.SEED_ENTITIES ?? '10000';
const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const warmup = Number(process.env.BENCH_WARMUP ?? 2);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
const BLOCKS = 20;

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
const load = () => loadavg()[0].toFixed(2);
const tsx = join(root, 'node_modules', '.bin', 'tsx');

/** autocannon against `pathOf(i)` for `duration` seconds; latencies to 0.1 ms from its response events. */
async function hammer(base, headers, pathOf, duration) {
  const latencies = [];
  let next = 0;
  const requests = [{ method: 'GET', setupRequest: (request) => ({ ...request, path: pathOf(next++) }) }];
  const result = await new Promise((resolve, reject) => {
    const instance = autocannon(
      { url: `${base}/health`, headers, connections, duration, requests },
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

const ms = (value) => `${value.toFixed(1)} ms`.padStart(10);

async function json(response, what) {
  if (!response.ok) throw new Error(`${what} answered ${response.status}: ${await response.text()}`);
  return response.json();
}

/** A story of the seed with BLOCKS blocks in its main shop, published there; its public path. */
async function publishedPage(base, headers) {
  const list = await json(
    await fetch(`${base}/pages?f[type]=story&perPage=1`, { headers }),
    'the story list',
  );
  const id = list.data[0].id;
  const include =
    'appConfigs.contentElements,appConfigs.preview,appConfigs.seodata,appConfigs.sourceCategories,' +
    'appConfigs.pages,appConfigs.info.imagesByType,appConfigs.videosByType,parent,tags';
  const { data } = await json(
    await fetch(`${base}/pages/${id}?include=${include}`, { headers }),
    'the story',
  );
  const main = data.appConfigs[0];
  const template = main.contentElements.find((e) => e.type === 'text') ?? {
    type: 'text',
    attributes: { text: '<p>Light fabrics for warm days.</p>', textAlign: 'left' },
    tracking: { cpid: 'b0b0b0' },
  };
  const contentElements = Array.from({ length: BLOCKS }, (_, i) => ({
    ...template,
    id: 900000 + i,
    index: i,
    attributes: {
      ...template.attributes,
      text: `<p>Block ${i + 1}: light fabrics for warm days, ${'linen '.repeat(20)}</p>`,
    },
    position: { slot: 'main', index: i, col: 0, row: i + 1, colSpan: 1, rowSpan: 1 },
    // A shop's blocks need distinct tracking ids (save checks: "… has a duplicate value").
    tracking: { ...template.tracking, cpid: (0xb0b000 + i).toString(16) },
  }));
  const payload = {
    ...data,
    appConfigs: data.appConfigs.map((config, i) =>
      i === 0
        ? {
            ...config,
            contentElements,
            isPublished: true,
            activeFrom: null,
            activeUntil: null,
            hiddenUntil: null,
          }
        : config,
    ),
  };
  const saved = await fetch(`${base}/pages/${id}`, {
    method: 'PUT',
    headers: { ...headers, 'content-type': 'application/json' },
    body: JSON.stringify(payload),
  });
  await json(saved, 'publishing the story');
  const path = `/api/v2/public/pages/${id}?filter[appId]=${main.appId}`;
  const check = await json(await fetch(`${base.replace('/api/v2', '')}${path}`), 'the public page');
  const blocks = check.data.appConfigs[0].contentElements.length;
  if (blocks !== BLOCKS) throw new Error(`the public page has ${blocks} blocks, not ${BLOCKS}`);
  return path;
}

async function bench() {
  const port = Number(process.env.BENCH_PORT ?? (await freePort()));
  const base = `http://127.0.0.1:${port}/api/v2`;
  const dataDir = mkdtempSync(join(tmpdir(), 'content-bench-public-'));
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
  const seeded = spawnSync(tsx, [join(root, 'scripts', 'bench-seed.ts')], {
    cwd: root,
    stdio: 'inherit',
    env,
  });
  if (seeded.status !== 0) {
    rmSync(dataDir, { recursive: true, force: true });
    throw new Error('seeding failed');
  }
  const child = spawn(tsx, [join(root, 'server', 'server.ts')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  let exited = false;
  child.on('exit', () => (exited = true));
  const stopped = new Promise((resolve) => child.on('exit', resolve));
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
    const headers = { authorization: `Bearer ${token}` };
    const page = await publishedPage(base, headers);
    console.log(`published page: GET ${page} (${BLOCKS} blocks)`);
    if (warmup > 0) await hammer(base, {}, () => page, warmup);
    const calls = [
      ['trivial GET /auth/me', headers, () => '/api/v2/auth/me'],
      [`public page (${BLOCKS} blocks)`, {}, () => page],
    ];
    const results = [];
    console.log(
      `${'call'.padEnd(26)}${'p50'.padStart(10)}${'p97.5'.padStart(10)}${'p99'.padStart(10)}` +
        `${'req/s'.padStart(8)}  load avg (1 min) before → after`,
    );
    for (const [name, callHeaders, pathOf] of calls) {
      const before = load();
      const r = await hammer(base, callHeaders, pathOf, seconds);
      results.push(r);
      console.log(
        `${name.padEnd(26)}${ms(r.p50)}${ms(r.p975)}${ms(r.p99)}${r.rps.toFixed(0).padStart(8)}  ` +
          `${before} → ${load()}${r.failed ? `  ${r.failed} FAILED` : ''}`,
      );
    }
    const [trivial, publicPage] = results;
    console.log(
      `public page: p50 = ${(publicPage.p50 / trivial.p50).toFixed(2)} × the trivial call, ` +
        `p97.5 = ${(publicPage.p975 / trivial.p975).toFixed(2)} ×, req/s = ` +
        `${(publicPage.rps / trivial.rps).toFixed(2)} × (aim: latency ratio ≤ 1.2)`,
    );
    return results.every((r) => !r.failed);
  } finally {
    if (!exited) {
      child.kill('SIGTERM');
      await stopped;
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

console.log(
  `bench:public: ${entities} entities, ${connections} connections, ${seconds} s per call (after ${warmup} s warm-up)`,
);
let ok = true;
try {
  ok = await bench();
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  ok = false;
}
process.exit(ok ? 0 : 1);
