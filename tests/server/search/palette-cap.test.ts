// The palette's search for a term shorter than a trigram (services/search/search-everywhere.ts): two letters
// match a fifth of the rows at 100 000 entities, so only the newest `candidatesPerType(limit)` matches of a
// type are ranked; every exact name is still found (the GIN index over the search text's lines, 0021) and
// comes first, then names starting with the term, then the newest of the rest.
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { entities, users } from '@server/db/schema';
import { candidatesPerType, searchEverywhere } from '@server/services/search/search-everywhere';
import { DEMO_LOGIN, setupApp } from '../helper';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });
const ctx = setupApp();

let tenantId: number;
const LIMIT = 3;
const now = Date.now();
const minutesAgo = (minutes: number) => new Date(now - minutes * 60_000);

const bundleHits = async (q: string, limit = LIMIT) =>
  (await searchEverywhere(ctx.app.db, { tenantId, q, limit }))
    .find((group) => group.type === 'bundle')
    ?.hits.map((hit) => [hit.name, hit.match]);

beforeAll(async () => {
  const db = ctx.app.db;
  const [me] = await db.select().from(users).where(eq(users.email, DEMO_LOGIN.email));
  tenantId = me!.tenantId;
  const bundle = (internalName: string, updatedAt: Date) => ({
    tenantId,
    entityType: 'bundle',
    internalName,
    createdAt: updatedAt,
    updatedAt,
  });
  // More bundles containing "qz" than are ranked, the newest first; names starting with it, one among the
  // newest and one older than all of them; and an exact name, the oldest of all.
  const containing = Array.from({ length: candidatesPerType(LIMIT) + 20 }, (_, i) =>
    bundle(`Aqz filler ${i}`, minutesAgo(10 + i)),
  );
  await db
    .insert(entities)
    .values([
      ...containing,
      bundle('Qz newer prefix', minutesAgo(15.5)),
      bundle('Qz older prefix', minutesAgo(100_000)),
      bundle('QZ', minutesAgo(200_000)),
    ]);
});

describe('the palette search of a two-letter term', () => {
  it('puts the exact name first, then a name starting with the term, then the newest others', async () => {
    expect(await bundleHits('qz')).toEqual([
      ['QZ', 'name-exact'],
      ['Qz newer prefix', 'name-prefix'],
      ['Aqz filler 0', 'name'],
    ]);
    expect(await bundleHits('qz', 1)).toEqual([['QZ', 'name-exact']]);
  });

  it('ranks only the newest matches of a type: an older name starting with the term is not read', async () => {
    const hits = await bundleHits('qz');
    expect(hits).not.toContainEqual(['Qz older prefix', 'name-prefix']);
    // Among few matches every one is ranked, as before.
    await ctx.app.db.execute(sql`update entities set deleted_at = now()
      where tenant_id = ${tenantId} and internal_name like 'Aqz filler %'`);
    try {
      expect(await bundleHits('qz')).toEqual([
        ['QZ', 'name-exact'],
        ['Qz newer prefix', 'name-prefix'],
        ['Qz older prefix', 'name-prefix'],
      ]);
    } finally {
      await ctx.app.db.execute(sql`update entities set deleted_at = null
        where tenant_id = ${tenantId} and internal_name like 'Aqz filler %'`);
    }
  });

  it('finds exact names through the index over the lines of the search text (0021)', async () => {
    const plan = await ctx.app.db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const answer = (await tx.execute(sql`explain select id from entities
        where tenant_id = ${tenantId} and deleted_at is null
          and string_to_array(search_text, E'\\n') && array['qz']::text[]`)) as unknown as {
        rows: Record<string, string>[];
      };
      return answer.rows.map((row) => Object.values(row)[0]).join('\n');
    });
    expect(plan).toContain('entities_search_lines_idx');
  });
});
