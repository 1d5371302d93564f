// `npm run admin -- <command>`: operator commands on the database the server is configured with
// (DATABASE_URL, else the embedded database in DATA_DIR). See server/admin/commands.ts.
//
// The embedded database has one writer (issue 26 §2): the command takes the server's data-folder lock and
// refuses while a server holds it, since a change written beside the running server would be lost. On
// PostgreSQL it works beside running servers; with REDIS_URL it tells them at once that an account changed
// (on the installation's channel), so a reset account's sessions end on every instance.
import { ADMIN_USAGE, AdminError, runAdminCommand } from '../server/admin/commands';
import { loadConfig } from '../server/config';
import { openDatabase, pgliteDir, runMigrations, type Db } from '../server/db/client';
import { acquireDataDirLock, DataDirLockedError, type DataDirLock } from '../server/services/data-dir-lock';
import { installationPrefix, redisNames } from '../server/services/installation';
import { createPasswordHasher } from '../server/services/passwords';
import { createRedisInvalidationBus } from '../server/services/redis-invalidation-bus';

const argv = process.argv.slice(2);
if (!argv.length || argv[0] === '--help' || argv[0] === '-h') {
  console.log(ADMIN_USAGE);
  process.exit(argv.length ? 0 : 1);
}

const config = loadConfig();

/** The message when a server holds the embedded database. */
const serverRunningMessage = (dataDir: string, pid: number) =>
  `A server (process ${pid}) is running on ${dataDir}: its embedded database has one writer, so this ` +
  'command was not run (its change would be lost). Stop the server, run the command, then start the ' +
  'server again. On PostgreSQL (DATABASE_URL) admin commands work beside running servers.';

let lock: DataDirLock | undefined;
if (!config.databaseUrl) {
  try {
    lock = acquireDataDirLock(config.dataDir);
  } catch (error) {
    if (!(error instanceof DataDirLockedError)) throw error;
    console.error(serverRunningMessage(config.dataDir, error.pid));
    process.exit(1);
  }
}

/** With PostgreSQL and Redis: the servers' session caches hear about the change at once. */
async function tellServers(db: Db) {
  if (!config.databaseUrl || !config.redisUrl) return undefined;
  const prefix = config.redisPrefix ?? (await installationPrefix(db, { kind: 'postgres' }));
  return createRedisInvalidationBus({
    url: config.redisUrl,
    channel: redisNames(prefix).sessionInvalidations,
  });
}

const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dir: pgliteDir(config.dataDir) },
);
let code = 0;
let bus: Awaited<ReturnType<typeof tellServers>>;
try {
  // Same schema as the server expects: an older database is migrated first, as a server start would.
  await database.exclusively((db) => runMigrations(database, db));
  bus = await tellServers(database.db);
  await runAdminCommand(
    {
      db: database.db,
      passwords: createPasswordHasher(),
      print: (line) => console.log(line),
      userChanged: bus && ((userId) => bus!.publish({ userId })),
    },
    argv,
  );
} catch (error) {
  code = 1;
  console.error(error instanceof AdminError ? error.message : error);
} finally {
  await bus?.close();
  await database.close();
  lock?.release();
}
process.exit(code);
