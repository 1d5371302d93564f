// Statements that a server runs many times with other values (a list page): prepared once per database
// connection, so the database parses and plans them once instead of on every request. On PGlite that is
// about a third of a list page's database time. PostgreSQL: node-postgres prepares a named statement on each
// pooled connection at its first use. PGlite: SQL PREPARE, then EXECUTE with the values as literals (EXECUTE
// takes no protocol parameters); a value that is not a plain number, string, boolean or null runs unprepared.
import { createHash } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Db } from './client';

const dialect = new PgDialect();

/** Prepared statements kept per connection: the least recently used is deallocated past this number. */
export const MAX_PREPARED = 200;

/** A value as an SQL literal for EXECUTE, or undefined when it has no safe literal here. */
export function sqlLiteral(value: unknown): string | undefined {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : undefined;
  // standard_conforming_strings is on (the default since PostgreSQL 9.1, and PGlite's): only ' is special.
  if (typeof value === 'string' && !value.includes('\0')) return `'${value.replaceAll("'", "''")}'`;
  return undefined;
}

/** PGlite statements prepared so far, in least recently used order, each with its PREPARE under way. */
const preparedOnPglite = new WeakMap<PGlite, Map<string, Promise<unknown>>>();
/** Names node-postgres was asked to prepare (it keeps them per connection, without a bound). */
const namedOnPostgres = new WeakMap<object, Set<string>>();

const statementName = (text: string) =>
  `content_${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;

async function onPglite(client: PGlite, name: string, text: string, literals: string[]) {
  let prepared = preparedOnPglite.get(client);
  if (!prepared) preparedOnPglite.set(client, (prepared = new Map()));
  let ready = prepared.get(name);
  if (ready) {
    prepared.delete(name);
  } else {
    ready = client.query(`prepare ${name} as ${text}`);
    ready.catch(() => prepared.delete(name));
    if (prepared.size >= MAX_PREPARED) {
      const [oldest, oldestReady] = prepared.entries().next().value!;
      prepared.delete(oldest);
      void oldestReady.then(() => client.query(`deallocate ${oldest}`)).catch(() => {});
    }
  }
  prepared.set(name, ready);
  await ready;
  const result = await client.query(
    literals.length ? `execute ${name}(${literals.join(', ')})` : `execute ${name}`,
  );
  return result.rows;
}

/** A statement compiled to its text once: its name on the connections and its parameters (or placeholders). */
export interface CompiledStatement {
  text: string;
  name: string;
  /** The parameters in order; a statement kept per shape holds drizzle placeholders here (fillPlaceholders). */
  params: unknown[];
}

/** `query` as the text and parameters the database is sent, named after its text. */
export function compileStatement(query: SQL): CompiledStatement {
  const { sql: text, params } = dialect.sqlToQuery(query);
  return { text, name: statementName(text), params };
}

/**
 * The rows of a compiled statement run with `params`, prepared once per connection where the driver allows
 * it; undefined when it cannot be (PGlite and a value with no literal): the caller then runs it as SQL.
 */
export async function queryCompiled<Row>(
  db: Db,
  statement: CompiledStatement,
  params: unknown[],
): Promise<Row[] | undefined> {
  const client = (db as { $client?: unknown }).$client;
  const { name, text } = statement;
  if (client instanceof PGlite) {
    const literals = params.map(sqlLiteral);
    if (literals.every((literal) => literal !== undefined)) {
      return (await onPglite(client, name, text, literals as string[])) as Row[];
    }
  } else if (client instanceof pg.Pool || client instanceof pg.Client) {
    let named = namedOnPostgres.get(client);
    if (!named) namedOnPostgres.set(client, (named = new Set()));
    const prepare = named.has(name) || named.size < MAX_PREPARED;
    if (prepare) named.add(name);
    const result = await client.query({ ...(prepare ? { name } : {}), text, values: params });
    return result.rows as Row[];
  }
  return undefined;
}

/** The rows of `query`, run as a statement prepared once per connection where the driver allows it. */
export async function queryPrepared<Row>(db: Db, query: SQL): Promise<Row[]> {
  const statement = compileStatement(query);
  const rows = await queryCompiled<Row>(db, statement, statement.params);
  if (rows) return rows;
  const answer = await db.execute(query);
  return (answer as unknown as { rows: Row[] }).rows;
}
