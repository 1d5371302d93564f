// Starts the product: one process, one port, the API under /api/v2 and the back office around it.
import nodeModule from 'node:module';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { DEMO_EDITOR_EMAIL, DEMO_PASSWORD } from './db/seed/demo-users';
import { prettyLogStream } from './log-format';
import { DataDirLockedError } from './services/data-dir-lock';

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  // A setting that is wrong: say which in one line, no stack trace.
  console.error(`Cannot start: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
// On a terminal one readable line per request; elsewhere (containers, files, log shippers) JSON.
const level = process.env.LOG_LEVEL ?? 'info';
const pretty = process.stdout.isTTY && process.env.LOG_FORMAT !== 'json';

const app = await buildApp({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  seed: config.seed,
  admin: config.admin,
  publicUrl: config.publicUrl,
  contentDomain: config.contentDomain,
  allowedHosts: config.allowedHosts,
  mediaOrigins: config.mediaOrigins,
  monitoringDsn: config.monitoringDsn,
  production: config.production,
  timeouts: config.timeouts,
  trustProxy: config.trustProxy,
  redisUrl: config.redisUrl,
  redisKeyPrefix: config.redisPrefix,
  smtpUrl: config.smtpUrl,
  mailFrom: config.mailFrom,
  uploadLimits: config.uploadLimits,
  overload: config.overload,
  sessionCacheTtlMs: config.sessionCacheTtlMs,
  images: config.images,
  jobs: config.jobs,
  activity: config.activity,
  trashRetentionDays: config.trashRetentionDays,
  listCacheBytes: config.listCacheBytes,
  logger: pretty ? { level, stream: prettyLogStream() } : { level },
  onSeeded: (result) => {
    if (result.seeded)
      console.log(`Seeded the empty database: demo tenant, shops and ${result.users} user(s).`);
  },
}).catch((error: unknown) => {
  // Another process owns the data folder: say so in one line and stop, no stack trace.
  if (error instanceof DataDirLockedError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
});

let address: string;
try {
  address = await app.listen({ port: config.port, host: config.host });
} catch (error) {
  const code = (error as NodeJS.ErrnoException).code;
  if (code !== 'EADDRINUSE' && code !== 'EADDRNOTAVAIL' && code !== 'EACCES') throw error;
  console.error(
    code === 'EADDRINUSE'
      ? `Port ${config.port} is already in use (another Content or another program). Choose another: PORT=${config.port + 1} npm start`
      : `Cannot listen on ${config.host}:${config.port} (${code}). Choose another address or port: HOST=127.0.0.1 PORT=${config.port + 1} npm start`,
  );
  await app.close().catch(() => undefined);
  process.exit(1);
}
// Every module of the start has loaded: write what Node's compile cache gathered now (build/server.mjs turns
// it on), not only at a clean exit. Nothing when the cache is off or unwritable (Node >= 22.10).
(nodeModule as { flushCompileCache?: () => void }).flushCompileCache?.();
const shown = config.publicUrl ?? address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
// Under `npm run dev` the back office is Vite's (it proxies the API here): print the address to open.
const devUrl = process.env.DEV_SERVER_URL;
if (devUrl) console.log(`\nContent is running at ${devUrl} (the API server listens at ${shown})`);
else console.log(`\nContent is running at ${shown}`);
if (config.host === '0.0.0.0' || config.host === '::')
  console.log(`Listening on every network interface (HOST=${config.host}): reachable from other machines.`);
else
  console.log(
    `Only this machine can reach it (HOST=${config.host}; HOST=0.0.0.0 exposes it to the network).`,
  );
console.log(
  `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/db`}`,
);
if (config.seed === 'demo') {
  console.log(`Demo login: ${DEMO_EDITOR_EMAIL} / ${DEMO_PASSWORD}`);
  if (!config.databaseUrl)
    console.log(`Stop with Ctrl+C; to reset the demo, stop, delete ${config.dataDir}/ and start again.`);
}
if (config.admin) console.log(`Admin login: ${config.admin.email} / (ADMIN_PASSWORD)`);
if (config.seed === 'none' && !config.admin) {
  console.warn(
    'SEED=none without ADMIN_EMAIL/ADMIN_PASSWORD: a fresh database has no account to sign in with.',
  );
}

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (closing) return;
    closing = true;
    console.log(`\n${signal} received, closing…`);
    // Give open requests a moment; never hang forever on a stuck connection.
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
}
