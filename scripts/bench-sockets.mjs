// `npm run bench:sockets`: the real built server (build/server.mjs, rebuilt when stale) on a fresh demo
// database; BENCH_SOCKETS (default 500) socket.io connections of the demo colleagues (websocket, token in the
// handshake, in batches of 50) — the server's RSS and heap (after a GC) before and after them; then the
// watcher A (the demo editor, one more socket) watches a story and user B (Mara Lind) saves it BENCH_SAVES
// (default 20) times through the API: the time from sending each PUT to A's `notification` event, p50/p90/max.
// Bounded: every wait has a time limit and the server is stopped at the end. BENCH_PORT (default: a free port).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { io } from 'socket.io-client';
import { buildServer, SERVER_BUNDLE, serverIsStale } from './build-server.mjs';

const root = join(import.meta.dirname, '..');
const SOCKETS = Number(process.env.BENCH_SOCKETS ?? 500);
const SAVES = Number(process.env.BENCH_SAVES ?? 20);
const BATCH = 50;
const PASSWORD = 'content-demo';
const EDITOR = 'editor@example.com';
const SAVER = 'mara.lind@example.com';
const OTHERS = [
  'jonas.weber@example.com',
  'camille.laurent@example.com',
  'pieter.devries@example.com',
  'zofia.nowak@example.com',
  'tomas.dvorak@example.com',
];

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
    server.on('error', reject);
  });

const within = (promise, ms, what) =>
  Promise.race([
    promise,
    new Promise((_, reject) => setTimeout(() => reject(new Error(`${what}: no answer in ${ms} ms`)), ms)),
  ]);

const mb = (bytes) => `${(bytes / 1024 / 1024).toFixed(1)} MB`.padStart(10);
const percentile = (sorted, p) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];

if (serverIsStale()) {
  console.log('building the server bundle…');
  await buildServer();
}

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const origin = `http://127.0.0.1:${port}`;
const api = `${origin}/api/v2`;
const dataDir = mkdtempSync(join(tmpdir(), 'content-bench-sockets-'));
// A preload answers memory questions over IPC, after a full GC, from inside the server process.
const probe =
  "process.on('message', (m) => { if (m === 'memory') { globalThis.gc?.(); process.send(process.memoryUsage()); } });";
const env = {
  ...process.env,
  DATA_DIR: dataDir,
  PORT: String(port),
  HOST: '127.0.0.1',
  SEED: 'demo',
  LOG_LEVEL: 'warn',
};
delete env.DATABASE_URL;
delete env.REDIS_URL;
const child = spawn(
  process.execPath,
  ['--expose-gc', `--import=data:text/javascript,${encodeURIComponent(probe)}`, SERVER_BUNDLE],
  { cwd: root, env, stdio: ['ignore', 'ignore', 'inherit', 'ipc'] },
);
const exited = new Promise((resolve) => child.on('exit', resolve));
const memory = () =>
  within(new Promise((resolve) => (child.once('message', resolve), child.send('memory'))), 10_000, 'memory');

const sockets = [];
try {
  async function signIn(email) {
    const response = await fetch(`${api}/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email, password: PASSWORD }),
    });
    if (!response.ok) throw new Error(`sign-in of ${email}: ${response.status}`);
    return (await response.json()).token;
  }
  const started = Date.now();
  let editorToken;
  while (!editorToken) {
    if (child.exitCode !== null) throw new Error('the server stopped before it was ready');
    if (Date.now() - started > 180_000) throw new Error('the server was not ready in 180 s');
    editorToken = await signIn(EDITOR).catch(() => undefined);
    if (!editorToken) await new Promise((resolve) => setTimeout(resolve, 250));
  }
  console.log(
    `server ready in ${((Date.now() - started) / 1000).toFixed(1)} s (pid ${child.pid}, port ${port})`,
  );
  const saverToken = await signIn(SAVER);
  const otherTokens = [];
  for (const email of OTHERS) otherTokens.push(await signIn(email));

  const connect = (token) => {
    const socket = io(origin, {
      path: '/ws/socket.io/',
      transports: ['websocket'],
      auth: { token },
      reconnection: false,
    });
    sockets.push(socket);
    return within(
      new Promise((resolve, reject) => {
        socket.once('connect', () => resolve(socket));
        socket.once('connect_error', reject);
      }),
      15_000,
      'socket connect',
    );
  };

  const before = await memory();
  const connectStarted = performance.now();
  for (let i = 0; i < SOCKETS; i += BATCH) {
    const batch = [];
    for (let j = i; j < Math.min(SOCKETS, i + BATCH); j++)
      batch.push(connect(otherTokens[j % otherTokens.length]));
    await Promise.all(batch);
  }
  const connectMs = performance.now() - connectStarted;
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const after = await memory();
  console.log(`\n${SOCKETS} sockets connected in ${(connectMs / 1000).toFixed(1)} s`);
  console.log(`${''.padEnd(22)}${'rss'.padStart(10)}${'heap used'.padStart(10)}`);
  console.log(`${'before'.padEnd(22)}${mb(before.rss)}${mb(before.heapUsed)}`);
  console.log(`${`with ${SOCKETS} sockets`.padEnd(22)}${mb(after.rss)}${mb(after.heapUsed)}`);
  console.log(
    `${'per socket'.padEnd(22)}${`${((after.rss - before.rss) / SOCKETS / 1024).toFixed(1)} KB`.padStart(10)}` +
      `${`${((after.heapUsed - before.heapUsed) / SOCKETS / 1024).toFixed(1)} KB`.padStart(10)}`,
  );

  // A watches a story; B saves it; A's socket hears of each save.
  const auth = (token) => ({ authorization: `Bearer ${token}`, 'content-type': 'application/json' });
  const me = await (await fetch(`${api}/auth/me`, { headers: auth(editorToken) })).json();
  const list = await (
    await fetch(`${api}/pages?filter[type]=story&perPage=1`, { headers: auth(editorToken) })
  ).json();
  const storyId = list.data[0].id;
  const watch = await fetch(`${api}/watchers`, {
    method: 'POST',
    headers: auth(editorToken),
    body: JSON.stringify({ resourceType: 'page', resourceId: storyId, userId: me.data.id }),
  });
  if (!watch.ok) throw new Error(`watch: ${watch.status}`);
  const watcher = await connect(editorToken);
  const latencies = [];
  const putTimes = [];
  for (let i = 0; i < SAVES; i++) {
    const current = await (await fetch(`${api}/pages/${storyId}`, { headers: auth(saverToken) })).json();
    const heard = within(
      new Promise((resolve) => watcher.once('notification', () => resolve(performance.now()))),
      10_000,
      'notification',
    );
    const sent = performance.now();
    const saved = await fetch(`${api}/pages/${storyId}`, {
      method: 'PUT',
      headers: auth(saverToken),
      body: JSON.stringify({
        version: current.data.version,
        internalName: `Bench save ${i + 1}`,
        appConfigs: [],
      }),
    });
    if (!saved.ok) throw new Error(`save ${i + 1}: ${saved.status} ${await saved.text()}`);
    putTimes.push(performance.now() - sent);
    latencies.push((await heard) - sent);
  }
  latencies.sort((a, b) => a - b);
  putTimes.sort((a, b) => a - b);
  const ms = (value) => `${value.toFixed(0)} ms`;
  console.log(`\n${SAVES} saves by B, ${SOCKETS + 1} sockets open:`);
  console.log(
    `  save → A's notification event  p50 ${ms(percentile(latencies, 50))}, p90 ${ms(percentile(latencies, 90))}, max ${ms(latencies.at(-1))}`,
  );
  console.log(
    `  the PUT itself                 p50 ${ms(percentile(putTimes, 50))}, p90 ${ms(percentile(putTimes, 90))}`,
  );
} finally {
  for (const socket of sockets) socket.disconnect();
  if (child.exitCode === null) child.kill('SIGTERM');
  await within(exited, 20_000, 'server stop').catch(() => child.kill('SIGKILL'));
  rmSync(dataDir, { recursive: true, force: true });
}
