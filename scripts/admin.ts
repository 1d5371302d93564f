// `npm run admin -- <command>`: operator commands on the database the server is configured with
// (DATABASE_URL, else the embedded database in DATA_DIR). See server/admin/commands.ts.
import { ADMIN_USAGE, AdminError, runAdminCommand } from '../server/admin/commands';
import { loadConfig } from '../server/config';
import { openDatabase, pgliteDir, runMigrations } from '../server/db/client';
import { createPasswordHasher } from '../server/services/passwords';

const argv = process.argv.slice(2);
if (!argv.length || argv[0] === '--help' || argv[0] === '-h') {
  console.log(ADMIN_USAGE);
  process.exit(argv.length ? 0 : 1);
}

const config = loadConfig();
const database = await openDatabase(
  config.databaseUrl
    ? { kind: 'postgres', url: config.databaseUrl }
    : { kind: 'pglite', dir: pgliteDir(config.dataDir) },
);
let code = 0;
try {
  // Same schema as the server expects: an older database is migrated first, as a server start would.
  await database.exclusively((db) => runMigrations(database, db));
  await runAdminCommand(
    { db: database.db, passwords: createPasswordHasher(), print: (line) => console.log(line) },
    argv,
  );
} catch (error) {
  code = 1;
  console.error(error instanceof AdminError ? error.message : error);
} finally {
  await database.close();
}
process.exit(code);
