// A large seed (SEED_ENTITIES, benchmarks) writes its generated rows in bulk with the search-text triggers off:
// what it leaves must be what the triggers of migration 0009 would have kept, and the triggers on again.
import { rmSync } from 'node:fs';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase, pgliteDir, runMigrations, type Database, type Db } from '@server/db/client';
import { seedIfEmpty } from '@server/db/seed';
import { bulkInsert, nextIds } from '@server/db/seed/bulk-insert';
import { entities } from '@server/db/schema';
import { createPasswordHasher } from '@server/services/passwords';
import { FAST_PASSWORDS } from './helper';
import { migratedDataDir } from './template';

const ENTITIES = 2600; // the demo's ~400 and two rounds of generated rows
let dir: string;
let database: Database;
const rows = async <T>(db: Db, query: ReturnType<typeof sql>) =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;

beforeAll(async () => {
  // Its database migrated already (the migrated template): the bulk seed is the subject, not initdb.
  dir = migratedDataDir('content-seed-bulk-');
  database = await openDatabase({ kind: 'pglite', dir: pgliteDir(dir) });
  const before = process.env.SEED_ENTITIES;
  process.env.SEED_ENTITIES = String(ENTITIES);
  try {
    await database.exclusively(async (db) => {
      await runMigrations(database, db);
      await seedIfEmpty(db, { mode: 'demo', hasher: createPasswordHasher(FAST_PASSWORDS) });
    });
  } finally {
    if (before === undefined) delete process.env.SEED_ENTITIES;
    else process.env.SEED_ENTITIES = before;
  }
}, 240_000);

afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

describe('a large seed', () => {
  it('has the entities asked for, counted as the kept counts count them', async () => {
    await database.exclusively(async (db) => {
      const [all] = await rows<{ n: number }>(db, sql`select count(*)::int as n from entities`);
      // The storefront's block types and homepages come on top of the content's count.
      expect(all!.n).toBeGreaterThanOrEqual(ENTITIES);
      expect(all!.n).toBeLessThan(ENTITIES + 50);
      const counts = await rows<{ entity_type: string; kept: number; real: number }>(
        db,
        sql`select c.entity_type, c.count::int as kept,
              (select count(*)::int from entities e where e.tenant_id = c.tenant_id and e.entity_type = c.entity_type
                 and e.deleted_at is null) as real
            from entity_counts c`,
      );
      expect(counts.length).toBeGreaterThan(5);
      for (const c of counts) expect(c.kept, c.entity_type).toBe(c.real);
    });
  });

  it('gives every entity the search text the triggers keep, and the triggers are on again', async () => {
    await database.exclusively(async (db) => {
      const [wrong] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from entities e where e.search_text <> lower(e.internal_name || coalesce(E'\n' || (
              select string_agg(ac.name, E'\n' order by ac.app_id) from app_configs ac where ac.entity_id = e.id), ''))`,
      );
      expect(wrong!.n).toBe(0);
      const off = await rows<{ tgname: string }>(
        db,
        sql`select tgname from pg_trigger where not tgisinternal and tgenabled <> 'O'`,
      );
      expect(off).toEqual([]);
      // The triggers work again: a renamed config changes its entity's search text.
      const [config] = await rows<{ entity_id: number; id: number }>(
        db,
        sql`select ac.entity_id, ac.id from app_configs ac join entities e on e.id = ac.entity_id
            where e.entity_type = 'bundle' order by e.id desc limit 1`,
      );
      await db.execute(sql`update app_configs set name = 'Renamed Zebra' where id = ${config!.id}`);
      const [entity] = await rows<{ search_text: string }>(
        db,
        sql`select search_text from entities where id = ${config!.entity_id}`,
      );
      expect(entity!.search_text).toContain('renamed zebra');
    });
  });

  it('writes generated configs like the demo ones: no snapshot is a null, block ids of six digits', async () => {
    await database.exclusively(async (db) => {
      const [snapshots] = await rows<{ json_null: number; none: number; configs: number }>(
        db,
        sql`select count(*) filter (where jsonb_typeof(published) = 'null')::int as json_null,
              count(*) filter (where published is null)::int as none, count(*)::int as configs from app_configs`,
      );
      expect(snapshots!.json_null).toBe(0);
      expect(snapshots!.none).toBeGreaterThan(0);
      expect(snapshots!.configs).toBeGreaterThan(ENTITIES);
      const [outside] = await rows<{ n: number }>(
        db,
        sql`select count(*)::int as n from app_configs, jsonb_array_elements(content_elements) b
            where (b ->> 'id')::int not between 100000 and 999999`,
      );
      expect(outside!.n).toBe(0);
      const [bundle] = await rows<{ variants: number; tags: unknown }>(
        db,
        sql`select (select count(*)::int from jsonb_object_keys(ac.draft -> 'preview' -> 'imagesByType')) as variants,
              e.tag_ids as tags from entities e join app_configs ac on ac.entity_id = e.id
            where e.entity_type = 'bundle' order by e.id desc limit 1`,
      );
      expect(bundle!.variants).toBeGreaterThan(1);
      expect(Array.isArray(bundle!.tags)).toBe(true);
    });
  });

  it('bulkInsert writes what drizzle would (dates, arrays, json, nulls) under ids taken first', async () => {
    await database.exclusively(async (db) => {
      const [tenant] = await rows<{ id: number }>(db, sql`select id from tenants limit 1`);
      const ids = await nextIds(db, entities, 2);
      const when = new Date('2026-01-02T03:04:05.678Z');
      const row = (n: number) => ({
        id: ids[n]!,
        tenantId: tenant!.id,
        entityType: 'story',
        internalName: `Bulk ${n}`,
        fields: { list: [1, { a: 'ü' }], none: null },
        tagIds: [n, 7],
        parentId: null,
        createdAt: when,
        updatedAt: when,
      });
      await bulkInsert(db, entities, [row(0), row(1)]);
      const read = await db.select().from(entities).where(inArray(entities.id, ids)).orderBy(entities.id);
      expect(read.map((r) => [r.id, r.internalName, r.fields, r.tagIds, r.parentId, r.updatedAt])).toEqual([
        [ids[0], 'Bulk 0', { list: [1, { a: 'ü' }], none: null }, [0, 7], null, when],
        [ids[1], 'Bulk 1', { list: [1, { a: 'ü' }], none: null }, [1, 7], null, when],
      ]);
      expect(read[0]!.isPublished).toBe(false); // a column left out takes its default
      await expect(bulkInsert(db, entities, [row(0), { ...row(1), isPublished: true }])).rejects.toThrow(
        /same columns/,
      );
    });
  });
});
