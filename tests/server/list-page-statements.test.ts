// A list page's statement is compiled once per shape (services/entities/entity-store.ts, pageStatementOf:
// types, sort, page size, which filters and includes) and run with each request's values; and with
// configFields the shop configs are built from the keys the paths read only; what a kept config answered is
// kept with it per shape, position and status. All must answer exactly what building everything per request
// answers.
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Entity } from '@generated/model';
import { sortableFields } from '@server/content-model/overview/schemas';
import { narrowConfig, parseConfigFields } from '@server/services/entities/config-fields';
import { pageStatementOf, queryEntityRows } from '@server/services/entities/entity-store';
import { listEntities } from '@server/services/entities/list';
import { parseListQuery, type ListParams } from '@server/services/entities/query';
import { appConfigs } from '@server/db/schema';
import { setupApp } from './helper';

let clock = Date.now();
const t = setupApp({ now: () => new Date(clock) });

const OVERVIEW: ListParams = {
  include: 'appConfigs.preview,appConfigs.seodata,updatedByUser,tags',
  configFields: '0.preview.imagesByType.desktop_default.hash,streamProductCount,streamProductEstimate',
  sortBy: 'updatedAt',
  sortDir: 'desc',
  perPage: 3,
};

async function firstTenant(): Promise<number> {
  const answer = (await t.app.db.execute(sql`select id from tenants order by id limit 1`)) as unknown as {
    rows: { id: number }[];
  };
  return answer.rows[0]!.id;
}

const queryOf = (tenantId: number, params: ListParams) =>
  parseListQuery(params, { tenantId, sortable: sortableFields('bundle') });

/** A word of the bundles' names that several of them share, and one only a few have. */
async function searchWords(tenantId: number): Promise<[string, string]> {
  const answer = (await t.app.db.execute(sql`select word, count(distinct id)::int as n from entities,
      regexp_split_to_table(search_text, '[^a-z]+') as word
    where tenant_id = ${tenantId} and entity_type = 'bundle' and deleted_at is null and length(word) >= 3
    group by word order by count(distinct id) desc, word`)) as unknown as {
    rows: { word: string; n: number }[];
  };
  const words = answer.rows;
  return [words[0]!.word, words.find((w) => w.n >= 2 && w.n < words[0]!.n)?.word ?? words[1]!.word];
}

describe('a page statement kept per shape', () => {
  it('is the text and the values a statement built for the request alone has', async () => {
    const tenantId = await firstTenant();
    const cases: ListParams[] = [
      OVERVIEW,
      { ...OVERVIEW, page: 4 },
      { ...OVERVIEW, perPage: 50, sortBy: 'internalName', sortDir: 'asc' },
      { ...OVERVIEW, 'f[term]': 'summer' },
      { ...OVERVIEW, 'f[term]': "it's 50%_off", page: 2 },
      { ...OVERVIEW, 'f[locale]': 2 },
      { ...OVERVIEW, 'f[locale]': 3, 'f[term]': 'edit' },
      { ...OVERVIEW, 'f[parentId]': 0 },
      { ...OVERVIEW, 'f[parentId]': 17 },
      { ...OVERVIEW, 'f[status]': 'online,draft' },
      { ...OVERVIEW, 'f[status]': 'online', 'f[locale]': 2 },
      // No rank: not the plain page's shape (its kept text has no status condition; the export job of such a
      // filter must fail as it did, tests/server/export-file.test.ts).
      { ...OVERVIEW, 'f[status]': 'no-such-status' },
      { include: 'createdByUser', sortBy: 'id', sortDir: 'desc' },
      { sortBy: 'createdAt', sortDir: 'asc', perPage: 100 },
    ];
    for (const tenant of [tenantId, tenantId + 1]) {
      for (const params of cases) {
        const query = queryOf(tenant, params);
        // Twice: compiled on the first, taken from the kept statements on the second.
        for (let round = 0; round < 2; round += 1) {
          expect(pageStatementOf(['bundle'], query)).toEqual(
            pageStatementOf(['bundle'], query, { kept: false }),
          );
        }
      }
    }
  });

  it('answers the right rows for two shapes, and for a shape reused with other values', async () => {
    const tenantId = await firstTenant();
    const [common, rarer] = await searchWords(tenantId);
    // Shapes alternate and come back with other pages, terms and sorts of the same shape.
    const sequence: ListParams[] = [
      { ...OVERVIEW, page: 1 },
      { ...OVERVIEW, 'f[term]': common, page: 1 },
      { ...OVERVIEW, page: 2 },
      { ...OVERVIEW, 'f[term]': rarer, page: 1 },
      { ...OVERVIEW, 'f[term]': common, page: 2 },
      { ...OVERVIEW, page: 3 },
      { ...OVERVIEW, sortBy: 'internalName', sortDir: 'asc', page: 2 },
      { ...OVERVIEW, page: 1 },
    ];
    for (const params of sequence) {
      const query = queryOf(tenantId, params);
      const { rows, total } = await listEntities(t.app.db, 'bundle', query);
      // The other list path (queryEntityRows: built per request, another statement) as the reference.
      const expected = await queryEntityRows(t.app.db, ['bundle'], query);
      expect(expected.rows.length).toBeGreaterThan(0);
      expect({ ids: (rows as Entity[]).map((row) => row.id), total }).toEqual({
        ids: expected.rows.map((row) => row.id),
        total: expected.total,
      });
    }
    // Another tenant asking the same shapes sees none of the first tenant's rows.
    const other = await listEntities(t.app.db, 'bundle', queryOf(tenantId + 1000, { ...OVERVIEW, page: 1 }));
    expect(other.rows).toEqual([]);
    expect(other.total).toBe(0);
  });
});

describe('shop configs with configFields', () => {
  it('are the whole configs cut to the paths, byte for byte', async () => {
    const tenantId = await firstTenant();
    const include = 'appConfigs.preview,appConfigs.seodata,appConfigs.info,updatedByUser,tags';
    const cases = [
      OVERVIEW.configFields as string,
      'name,slug,activeFrom,activeUntil,hiddenUntil,path',
      'preview,seodata.title,1.name,0.streamType',
      'status,id,info,unknownKey,0.unknown.deeper',
      'toString,constructor.name,__proto__,hasOwnProperty',
      'streamBundleIds,sourceCategories,streamIncludedProductIds,contentElements',
    ];
    for (const sortBy of ['id', 'updatedAt'] as const) {
      const base = { include, sortBy, sortDir: 'asc' as const, perPage: 30 };
      const full = await listEntities(t.app.db, 'bundle', queryOf(tenantId, base));
      expect(full.rows.length).toBeGreaterThan(5);
      for (const configFields of cases) {
        const paths = parseConfigFields(configFields.split(','));
        const narrow = await listEntities(t.app.db, 'bundle', queryOf(tenantId, { ...base, configFields }));
        const expected = (full.rows as Entity[]).map((row) => ({
          ...row,
          appConfigs: row.appConfigs.map((config, position) => narrowConfig(config, paths, position)),
        }));
        expect(JSON.stringify(narrow.rows)).toBe(JSON.stringify(expected));
      }
    }
  });
});

describe('a kept config answered again', () => {
  it('has the status of the moment it is answered in (a schedule boundary passed without a write)', async () => {
    const tenantId = await firstTenant();
    const params = { ...OVERVIEW, sortBy: 'id', sortDir: 'asc', perPage: 5, page: 1 } as const;
    const first = (await listEntities(t.app.db, 'bundle', queryOf(tenantId, params))).rows[0] as Entity;
    const config = first.appConfigs[0]!;
    const from = new Date(clock + 60_000);
    await t.app.db
      .update(appConfigs)
      .set({ isPublished: true, activeFrom: from, activeUntil: null })
      .where(eq(appConfigs.id, config.id));
    for (const configFields of [OVERVIEW.configFields, undefined]) {
      clock = from.getTime() - 30_000;
      const statusOf = async () => {
        const query = queryOf(tenantId, { ...params, configFields });
        const row = (await listEntities(t.app.db, 'bundle', query)).rows[0] as Entity;
        return row.appConfigs.find((c) => c.id === config.id)!.status;
      };
      // Twice in the same state: the second answer takes the config as the first built it.
      expect([await statusOf(), await statusOf()]).toEqual(['scheduled', 'scheduled']);
      clock = from.getTime() + 1;
      expect(await statusOf()).toBe('online');
    }
  });
});
