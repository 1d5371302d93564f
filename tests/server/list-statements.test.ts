// What a list page costs the database (services/entities/entity-store.ts, queryEntityPage): a page whose rows
// are kept in memory is one statement, tags included; that statement is planned once and then run with its
// generic plan (not planned again per page); the tags it carries follow a rename by any writer; and a page
// sorted by id reads its type's ids from an index (0020), not every type's rows along the primary key.
import { eq, sql } from 'drizzle-orm';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import type { Entity, Tag } from '@generated/model';
import { tags } from '@server/db/schema';
import { listEntities } from '@server/services/entities/list';
import { parseListQuery, type ListParams } from '@server/services/entities/query';
import { sortableFields } from '@server/content-model/overview/schemas';
import { setupApp } from './helper';

const t = setupApp();

/** The bundle overview's request as the SPA sends it, on page `page`. */
const OVERVIEW: ListParams = {
  include: 'appConfigs.preview,appConfigs.seodata,updatedByUser,tags',
  configFields: '0.preview.imagesByType.desktop_default.hash,streamProductCount,streamProductEstimate',
  sortBy: 'updatedAt',
  sortDir: 'desc',
  perPage: 2,
};

let tenantId: number | undefined;

async function page(params: ListParams) {
  if (tenantId === undefined) {
    const answer = (await t.app.db.execute(sql`select id from tenants order by id limit 1`)) as unknown as {
      rows: { id: number }[];
    };
    tenantId = answer.rows[0]!.id;
  }
  const query = parseListQuery(params, { tenantId, sortable: sortableFields('bundle') });
  return listEntities(t.app.db, 'bundle', query);
}

/** The SQL texts the database client is sent while `work` runs (either driver). */
async function statementsDuring(work: () => Promise<unknown>): Promise<string[]> {
  return (await callsDuring(work)).map((call) => call.text);
}

/** The statements (text and parameters) the database client is sent while `work` runs (either driver). */
async function callsDuring(work: () => Promise<unknown>): Promise<{ text: string; params: unknown[] }[]> {
  const client = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const original = client.query;
  const calls: { text: string; params: unknown[] }[] = [];
  client.query = function (this: unknown, ...args: unknown[]) {
    const [first, second] = args;
    const text = typeof first === 'string' ? first : String((first as { text?: string }).text);
    const params = Array.isArray(second) ? second : ((first as { values?: unknown[] }).values ?? []);
    calls.push({ text, params });
    return original.apply(this, args);
  } as typeof client.query;
  try {
    await work();
  } finally {
    client.query = original;
  }
  return calls;
}

/** The plan nodes of `text` run with `params` that read the table `relation` (EXPLAIN, either driver). */
async function scansOf(text: string, params: unknown[], relation: string): Promise<number> {
  const client = (t.app.db as unknown as { $client: { query: (...args: unknown[]) => Promise<unknown> } })
    .$client;
  const answer = (await client.query(`explain (format json) ${text}`, params)) as {
    rows: Record<string, unknown>[];
  };
  const cell = Object.values(answer.rows[0]!)[0];
  const plan = typeof cell === 'string' ? JSON.parse(cell) : cell;
  let scans = 0;
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node && typeof node === 'object') {
      if ((node as Record<string, unknown>)['Relation Name'] === relation) scans += 1;
      Object.values(node).forEach(visit);
    }
  };
  visit(plan);
  return scans;
}

interface PlanCounts {
  generic: number;
  custom: number;
}

const PLAN_COUNTS = `select coalesce(sum(generic_plans), 0)::int as generic, coalesce(sum(custom_plans), 0)::int as custom
  from pg_prepared_statements where statement like '%page_rows%'`;

/** How often the list page statement ran with its generic plan and with a plan of its own, on every session. */
async function pageStatementPlans(): Promise<PlanCounts> {
  const client = (t.app.db as unknown as { $client: unknown }).$client;
  if (client instanceof PGlite) return (await client.query<PlanCounts>(PLAN_COUNTS)).rows[0]!;
  // PostgreSQL: each pooled connection keeps its own statements; hold them all to ask each one.
  const pool = client as pg.Pool;
  const held = await Promise.all(Array.from({ length: pool.options.max ?? 10 }, () => pool.connect()));
  const counts = { generic: 0, custom: 0 };
  try {
    for (const connection of held) {
      const { rows } = await connection.query<PlanCounts>(PLAN_COUNTS);
      counts.generic += rows[0]!.generic;
      counts.custom += rows[0]!.custom;
    }
  } finally {
    for (const connection of held) connection.release();
  }
  return counts;
}

describe('a list page on the database', () => {
  it('is one statement, its tags and people included, once its rows are kept', async () => {
    await page({ ...OVERVIEW, page: 1 });
    const texts = await statementsDuring(() => page({ ...OVERVIEW, page: 1 }));
    expect(texts).toHaveLength(1);
  });

  it('runs the page statement with its generic plan after the first executions', async () => {
    const before = await pageStatementPlans();
    for (let i = 1; i <= 12; i += 1) await page({ ...OVERVIEW, page: (i % 6) + 1 });
    const after = await pageStatementPlans();
    const custom = after.custom - before.custom;
    const generic = after.generic - before.generic;
    expect(custom + generic).toBeGreaterThanOrEqual(12);
    // PostgreSQL plans a prepared statement's first five executions for their values, then keeps a generic
    // plan when it costs no more: a page size given as a parameter made it plan every page again.
    expect(custom).toBeLessThanOrEqual(5);
    expect(generic).toBeGreaterThanOrEqual(7);
  });

  it('answers the tags as the entity does, and a tag renamed elsewhere by its new name', async () => {
    const { rows } = await page({ ...OVERVIEW, perPage: 50, page: 1 });
    const tagged = (rows as Entity[]).find((row) => row.tags?.length)!;
    expect(tagged).toBeDefined();
    const single = (await t.get(`/bundles/${tagged.id}?include=tags`)).json() as { data: Entity };
    expect(tagged.tags).toEqual(single.data.tags);
    expect(Object.keys(tagged.tags![0]!)).toEqual(['id', 'name', 'group', 'tagGroupId']);

    const tag: Tag = tagged.tags![0]!;
    await t.app.db
      .update(tags)
      .set({ name: `${tag.name} (renamed)` })
      .where(eq(tags.id, tag.id));
    const again = (await page({ ...OVERVIEW, perPage: 50, page: 1 })).rows as Entity[];
    const renamed = again.find((row) => row.id === tagged.id)!.tags!.find((each) => each.id === tag.id);
    expect(renamed?.name).toBe(`${tag.name} (renamed)`);
  });
});

describe('a search page', () => {
  it('sorts the matches by the key they carry: the matched rows are read once, then only the page', async () => {
    await page({ ...OVERVIEW, page: 1 });
    // The word most of the bundles' names share.
    const common = (await t.app.db.execute(sql`select word from entities,
        regexp_split_to_table(search_text, '[^a-z]+') as word
      where tenant_id = ${tenantId} and entity_type = 'bundle' and deleted_at is null and length(word) >= 3
      group by word order by count(distinct id) desc, word limit 1`)) as unknown as {
      rows: { word: string }[];
    };
    const word = common.rows[0]!.word;
    for (const [sortBy, sortDir] of [
      ['updatedAt', 'desc'],
      ['internalName', 'asc'],
      ['id', 'desc'],
    ] as const) {
      const params = { ...OVERVIEW, sortBy, sortDir, 'f[term]': word, perPage: 3 };
      const pages: Awaited<ReturnType<typeof page>>[] = [];
      let statement: { text: string; params: unknown[] } | undefined;
      for (let n = 1; n <= 3; n += 1) {
        const calls = await callsDuring(async () => pages.push(await page({ ...params, page: n })));
        // PostgreSQL: the statement with its parameters; PGlite: EXECUTE of the prepared statement.
        statement ??= calls.find(
          (call) =>
            (call.text.includes('page_rows') && !call.text.startsWith('prepare')) ||
            call.text.startsWith('execute content_'),
        );
      }
      // The same rows in the same order as the matches sorted by the database, page after page.
      const column = sql.raw({ updatedAt: 'updated_at', internalName: 'internal_name', id: 'id' }[sortBy]);
      const direction = sql.raw(sortDir);
      const expected = (await t.app.db.execute(sql`select id from entities
        where tenant_id = ${tenantId} and entity_type = 'bundle' and deleted_at is null
          and search_text like ${`%${word}%`}
        order by ${column} ${direction}, id ${direction}`)) as unknown as { rows: { id: number }[] };
      const ids = expected.rows.map((row) => Number(row.id));
      expect(ids.length).toBeGreaterThan(3);
      expect(pages.flatMap((p) => (p.rows as Entity[]).map((row) => row.id))).toEqual(ids.slice(0, 9));
      expect(pages.map((p) => p.total)).toEqual([ids.length, ids.length, ids.length]);
      // The matches CTE reads entities once; the page's rows are read once more by id (page_rows).
      expect(await scansOf(statement!.text, statement!.params, 'entities')).toBe(2);
    }
  });
});

describe('a page sorted by id', () => {
  it('reads its type’s ids from the (tenant, type, id) index', async () => {
    // The test database is small enough for a sequential scan: that one is ruled out, the index choice is not.
    const explain = sql`explain select id from entities
      where tenant_id = 1 and entity_type = 'bundle' and deleted_at is null
      order by id desc limit 20 offset 40`;
    const plan = await t.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const answer = (await tx.execute(explain)) as unknown as { rows: Record<string, string>[] };
      return answer.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('entities_type_id_idx');
  });
});

/** How the plan of `text` run with `params` reads `relation`: each node's type and index, sequential and bitmap scans ruled out. */
async function readsOf(text: string, params: unknown[], relation: string): Promise<string[]> {
  const client = (t.app.db as unknown as { $client: unknown }).$client;
  const settings = ['set enable_seqscan = off', 'set enable_bitmapscan = off'];
  const explain = async (query: (text: string, params?: unknown[]) => Promise<unknown>) => {
    for (const setting of settings) await query(setting);
    try {
      const answer = (await query(`explain (format json) ${text}`, params)) as {
        rows: Record<string, unknown>[];
      };
      const cell = Object.values(answer.rows[0]!)[0];
      return typeof cell === 'string' ? JSON.parse(cell) : cell;
    } finally {
      await query('reset enable_seqscan');
      await query('reset enable_bitmapscan');
    }
  };
  let plan: unknown;
  if (client instanceof PGlite) {
    plan = await explain((text, params) => client.query(text, params));
  } else {
    const connection = await (client as pg.Pool).connect();
    try {
      plan = await explain((text, params) => connection.query(text, params));
    } finally {
      connection.release();
    }
  }
  const reads: string[] = [];
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) return node.forEach(visit);
    if (node && typeof node === 'object') {
      const fields = node as Record<string, unknown>;
      if (fields['Relation Name'] === relation) reads.push(`${fields['Node Type']} ${fields['Index Name']}`);
      Object.values(node).forEach(visit);
    }
  };
  visit(plan);
  return reads;
}

describe('a page’s signatures', () => {
  it('read the shop configs’ revisions from the (entity, revision) index alone (0023)', async () => {
    await page({ ...OVERVIEW, page: 1 });
    let statement: { text: string; params: unknown[] } | undefined;
    for (const sortBy of ['updatedAt', 'internalName'] as const) {
      const calls = await callsDuring(() => page({ ...OVERVIEW, sortBy, page: 2 }));
      statement = calls.find(
        (call) =>
          (call.text.includes('page_rows') && !call.text.startsWith('prepare')) ||
          call.text.startsWith('execute content_'),
      );
      expect(statement).toBeDefined();
      // Every read of app_configs in the page statement is the signature's: index only, no heap rows.
      const reads = await readsOf(statement!.text, statement!.params, 'app_configs');
      expect(reads.length).toBeGreaterThan(0);
      expect(new Set(reads)).toEqual(new Set(['Index Only Scan app_configs_entity_revision_idx']));
    }
  });
});
