// Searches in names read the trigram index on entities.search_text (migration 0013, pg_trgm): the index
// exists on either database, a search can be answered through it, and it finds exactly the rows a scan
// finds (the same `like` condition the overview, the dashboard and the palette use).
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Entity, Pagination } from '@generated/model';
import { entities } from '@server/db/schema';
import { searchTextMatches } from '@server/services/entities/entity-store';
import { setupApp } from './helper';

const t = setupApp();
const INDEX = 'entities_search_text_trgm_idx';

type Db = typeof t.app.db;
const rowsOf = (answer: unknown) => (answer as { rows: Record<string, unknown>[] }).rows;

/** The ids matching `term`, read with scans forbidden (through the index) or with the index forbidden. */
async function idsOf(db: Db, term: string, through: 'index' | 'scan'): Promise<number[]> {
  return db.transaction(async (tx) => {
    if (through === 'index') await tx.execute(sql`set local enable_seqscan = off`);
    else {
      await tx.execute(sql`set local enable_bitmapscan = off`);
      await tx.execute(sql`set local enable_indexscan = off`);
    }
    const query = sql`select ${entities.id} as id from ${entities} where ${searchTextMatches(term)} order by 1`;
    if (through === 'index') {
      const plan = rowsOf(await tx.execute(sql`explain ${query}`))
        .map((row) => Object.values(row)[0])
        .join('\n');
      // Terms of three characters or more have trigrams the index can look up.
      if (term.replace(/[%_\\]/g, '').length >= 3) expect(plan).toContain(INDEX);
    }
    return rowsOf(await tx.execute(query)).map((row) => Number(row.id));
  });
}

describe('the search index on entities.search_text', () => {
  it('is a pg_trgm GIN index', async () => {
    const found = rowsOf(
      await t.app.db.execute(sql`select indexdef from pg_indexes where indexname = ${INDEX}`),
    );
    expect(found).toHaveLength(1);
    expect(String(found[0]!.indexdef)).toMatch(/USING gin \(search_text gin_trgm_ops\)/);
  });

  it('finds through the index exactly the rows a scan finds', async () => {
    const terms = [
      'summer',
      'SUMMER',
      'linen',
      'den',
      'ee',
      'e',
      'adidas originals',
      '100%',
      'a_b',
      'zzzz-nothing',
    ];
    let found = 0;
    for (const term of terms) {
      const scanned = await idsOf(t.app.db, term, 'scan');
      expect(await idsOf(t.app.db, term, 'index'), term).toEqual(scanned);
      found += scanned.length;
    }
    expect(found).toBeGreaterThan(0);
  });

  it('an overview search answers the same rows and total as before', async () => {
    const list = async (term: string) =>
      (await t.get(`/bundles?perPage=500&f[term]=${encodeURIComponent(term)}`)).json() as {
        data: Entity[];
        meta: { pagination: Pagination };
      };
    const answer = await list('Summer');
    const expected = await idsOf(t.app.db, 'summer', 'scan');
    const bundles = new Set(
      rowsOf(await t.app.db.execute(sql`select id from ${entities} where entity_type = 'bundle'`)).map(
        (row) => Number(row.id),
      ),
    );
    const expectedBundles = expected.filter((id) => bundles.has(id));
    expect(expectedBundles.length).toBeGreaterThan(0);
    expect(answer.meta.pagination.total).toBe(expectedBundles.length);
    expect(answer.data.map((e) => e.id).sort((a, b) => a - b)).toEqual(expectedBundles);
  });
});
