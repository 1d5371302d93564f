// Starts the product: one process, one port, the API under /api/v2 and the back office around it.
import { buildApp } from './app';
import { loadConfig } from './config';
import { DEMO_EDITOR_EMAIL, DEMO_PASSWORD } from './db/seed/demo-users';
import { DataDirLockedError } from './services/data-dir-lock';

const config = loadConfig();
const app = await buildApp({
  dataDir: config.dataDir,
  databaseUrl: config.databaseUrl,
  seed: config.seed,
  admin: config.admin,
  publicUrl: config.publicUrl,
  allowedHosts: config.allowedHosts,
  mediaOrigins: config.mediaOrigins,
  monitoringDsn: config.monitoringDsn,
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
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
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

const address = await app.listen({ port: config.port, host: config.host });
const shown = config.publicUrl ?? address.replace('0.0.0.0', 'localhost').replace('[::]', 'localhost');
// Under `npm run dev` the back office is Vite's (it proxies the API here): print the address to open.
const devUrl = process.env.DEV_SERVER_URL;
if (devUrl) console.log(`\nContent is running at ${devUrl} (the API server listens at ${shown})`);
else console.log(`\nContent is running at ${shown}`);
console.log(
  `Database: ${config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${config.dataDir}/db`}`,
);
if (config.seed === 'demo') console.log(`Demo login: ${DEMO_EDITOR_EMAIL} / ${DEMO_PASSWORD}`);
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
