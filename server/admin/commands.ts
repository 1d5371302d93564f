// The operator's commands on a running installation (`npm run admin -- …`): accounts come by invitation
// (spec 1 §2.4), so someone must be able to create the first ones and reset a forgotten password. They
// work on the database the server uses, through the users service and the server's password hashing.
import { randomBytes } from 'node:crypto';
import { asc } from 'drizzle-orm';
import type { Db } from '../db/client';
import { tenants } from '../db/schema';
import type { PasswordHasher } from '../services/passwords';
import { normaliseEmail } from '../services/passwords';
import { createAccount, findUserByEmail, listAccounts, setPasswordHash } from '../services/users';

export const ADMIN_USAGE = `Usage: npm run admin -- <command>
  create-user <email> <name> [--password <password>]   a new account (a password is generated when none is given)
  reset-password <email> [--password <password>]       a new password; the account's sessions are signed out
  list-users                                           every account: id, tenant, e-mail, name`;

export class AdminError extends Error {}

export interface AdminContext {
  db: Db;
  passwords: PasswordHasher;
  /** Where the command's answer goes (stdout). */
  print: (line: string) => void;
  /**
   * Tells the running servers that an account changed (its sessions were revoked), so none of them keeps
   * trusting a cached session: the installation's invalidation channel in Redis (scripts/admin.ts).
   */
  userChanged?: (userId: number) => Promise<void>;
}

const EMAIL = /^[^\s@\0]+@[^\s@\0]+\.[^\s@\0]+$/;
const MIN_PASSWORD = 8;

/** `[positional…]` and `--name value` options. */
function parseArgs(args: string[]): { positional: string[]; options: Record<string, string> } {
  const positional: string[] = [];
  const options: Record<string, string> = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (arg.startsWith('--')) {
      const [name, inline] = arg.slice(2).split('=', 2) as [string, string | undefined];
      const value = inline ?? args[++i];
      if (value === undefined) throw new AdminError(`--${name} needs a value`);
      options[name] = value;
    } else positional.push(arg);
  }
  return { positional, options };
}

/** The given password, checked, or a new random one (then printed once). */
function passwordFrom(options: Record<string, string>): { password: string; generated: boolean } {
  if (options.password === undefined)
    return { password: randomBytes(12).toString('base64url'), generated: true };
  if (options.password.length < MIN_PASSWORD || options.password.includes('\0')) {
    throw new AdminError(`The password must have at least ${MIN_PASSWORD} characters.`);
  }
  return { password: options.password, generated: false };
}

async function createUser(context: AdminContext, args: string[]) {
  const { positional, options } = parseArgs(args);
  const [rawEmail, ...nameParts] = positional;
  const name = nameParts.join(' ').trim();
  if (!rawEmail || !name) throw new AdminError('create-user needs an e-mail and a name');
  const email = normaliseEmail(rawEmail);
  if (!EMAIL.test(email)) throw new AdminError(`"${rawEmail}" is not an e-mail address`);
  if (name.includes('\0') || name.length > 200) throw new AdminError('The name is not valid');
  if (await findUserByEmail(context.db, email))
    throw new AdminError(`An account with ${email} exists already`);
  // One installation serves one tenant today: the account joins the first (the seeded) tenant.
  const [tenant] = await context.db
    .select({ id: tenants.id })
    .from(tenants)
    .orderBy(asc(tenants.id))
    .limit(1);
  if (!tenant) throw new AdminError('The database has no tenant yet: start the server once first');
  const { password, generated } = passwordFrom(options);
  const user = await createAccount(context.db, {
    tenantId: tenant.id,
    email,
    name,
    passwordHash: await context.passwords.hash(password),
  });
  context.print(`Created user ${user.id}: ${email} (${name})`);
  if (generated) context.print(`Password: ${password}`);
}

async function resetPassword(context: AdminContext, args: string[]) {
  const { positional, options } = parseArgs(args);
  const [rawEmail] = positional;
  if (!rawEmail) throw new AdminError('reset-password needs an e-mail');
  const user = await findUserByEmail(context.db, normaliseEmail(rawEmail));
  if (!user) throw new AdminError(`No account with ${normaliseEmail(rawEmail)}`);
  const { password, generated } = passwordFrom(options);
  await setPasswordHash(context.db, user.id, await context.passwords.hash(password));
  await context.userChanged?.(user.id);
  context.print(`New password set for ${user.email}; their sessions are signed out.`);
  if (generated) context.print(`Password: ${password}`);
}

async function listUsers(context: AdminContext) {
  const accounts = await listAccounts(context.db);
  if (!accounts.length) return context.print('No accounts.');
  context.print(['id', 'tenant', 'e-mail', 'name'].join('\t'));
  for (const a of accounts) context.print([a.id, a.tenantId, a.email, a.name].join('\t'));
}

/** Runs one command; an AdminError is the operator's mistake (usage), anything else a failure. */
export async function runAdminCommand(context: AdminContext, argv: string[]): Promise<void> {
  const [command, ...args] = argv;
  switch (command) {
    case 'create-user':
      return createUser(context, args);
    case 'reset-password':
      return resetPassword(context, args);
    case 'list-users':
      return listUsers(context);
    default:
      throw new AdminError(command ? `Unknown command "${command}"\n${ADMIN_USAGE}` : ADMIN_USAGE);
  }
}
