// List pages keep the entities they answered in memory (services/entities/row-cache.ts) and search one text
// per entity (migration 0009). Both must follow every write, including writes that bypass this process (here:
// SQL straight into the database, as another server process on the same PostgreSQL would write).
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Entity, Pagination } from '@generated/model';
import { appConfigs, entities } from '@server/db/schema';
import { setupApp } from './helper';

const t = setupApp();

async function list(query: string) {
  const response = await t.get(
    `/bundles?perPage=5&sortBy=id&sortDir=asc&include=appConfigs.seodata&${query}`,
  );
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as { data: Entity[]; meta: { pagination: Pagination } };
}

const firstBundle = async () => (await list('')).data[0]!;

describe('list pages after writes from elsewhere', () => {
  it('answer a changed entity row', async () => {
    const before = await firstBundle();
    await t.app.db
      .update(entities)
      .set({ internalName: `${before.internalName} (renamed)` })
      .where(eq(entities.id, before.id));
    expect((await firstBundle()).internalName).toBe(`${before.internalName} (renamed)`);
  });

  it('answer a changed, added and removed shop config', async () => {
    const before = await firstBundle();
    const config = before.appConfigs[0]!;
    await t.app.db
      .update(appConfigs)
      .set({ draft: sql`jsonb_set(${appConfigs.draft}, '{seodata}', '{"title":"Changed elsewhere"}')` })
      .where(eq(appConfigs.id, config.id));
    const changed = (await firstBundle()).appConfigs.find((c) => c.id === config.id)!;
    expect(changed.seodata).toEqual({ title: 'Changed elsewhere' });

    await t.app.db.delete(appConfigs).where(eq(appConfigs.id, config.id));
    const removed = await firstBundle();
    expect(removed.appConfigs.map((c) => c.id)).not.toContain(config.id);

    await t.app.db
      .insert(appConfigs)
      .values({ entityId: before.id, appId: config.appId, name: 'Back again' });
    const added = await firstBundle();
    expect(added.appConfigs.find((c) => c.appId === config.appId)?.name).toBe('Back again');
  });

  it('answer the publishing state set by another writer', async () => {
    const before = await firstBundle();
    await t.app.db
      .update(entities)
      .set({ isPublished: !before.isPublished })
      .where(eq(entities.id, before.id));
    expect((await firstBundle()).isPublished).toBe(!before.isPublished);
  });
});

describe('search after writes', () => {
  it('finds a shop-config name given elsewhere and no longer the old one', async () => {
    const bundle = (await list('')).data[1]!;
    const config = bundle.appConfigs[0]!;
    expect((await list('f[term]=quokka-weekender')).data).toEqual([]);
    await t.app.db
      .update(appConfigs)
      .set({ name: 'The Quokka-Weekender Edit' })
      .where(eq(appConfigs.id, config.id));
    const found = await list('f[term]=QUOKKA-weekender');
    expect(found.data.map((e) => e.id)).toEqual([bundle.id]);
    expect(found.meta.pagination.total).toBe(1);

    await t.app.db.update(appConfigs).set({ name: 'Plain' }).where(eq(appConfigs.id, config.id));
    expect((await list('f[term]=quokka-weekender')).data).toEqual([]);
  });

  it('finds an added shop config by name and forgets a deleted one', async () => {
    const bundle = (await list('')).data[2]!;
    const { appId } = bundle.appConfigs[0]!;
    await t.app.db.delete(appConfigs).where(eq(appConfigs.id, bundle.appConfigs[0]!.id));
    const [added] = await t.app.db
      .insert(appConfigs)
      .values({ entityId: bundle.id, appId, name: 'Wombat Winter Capsule' })
      .returning();
    expect((await list('f[term]=wombat%20winter')).data.map((e) => e.id)).toEqual([bundle.id]);
    await t.app.db.delete(appConfigs).where(eq(appConfigs.id, added!.id));
    expect((await list('f[term]=wombat%20winter')).data).toEqual([]);
  });

  it('within a shop, matches only that shop’s names (and internal names)', async () => {
    const bundle = (await list('')).data[3]!;
    const [first, second] = bundle.appConfigs;
    expect(second, 'a seeded bundle with two shops').toBeDefined();
    await t.app.db.update(appConfigs).set({ name: 'Pangolin Picks' }).where(eq(appConfigs.id, first!.id));
    expect((await list(`f[term]=pangolin&f[locale]=${first!.appId}`)).data.map((e) => e.id)).toEqual([
      bundle.id,
    ]);
    expect((await list(`f[term]=pangolin&f[locale]=${second!.appId}`)).data).toEqual([]);
    expect((await list('f[term]=pangolin')).data.map((e) => e.id)).toEqual([bundle.id]);
  });

  it('treats % and _ in a search literally', async () => {
    const bundle = (await list('')).data[4]!;
    await t.app.db
      .update(entities)
      .set({ internalName: 'Sale 50% off_now' })
      .where(eq(entities.id, bundle.id));
    expect((await list('f[term]=50%25%20off_')).data.map((e) => e.id)).toEqual([bundle.id]);
    expect((await list('f[term]=5_%25')).data).toEqual([]);
  });
});

describe('the total of a plain list page', () => {
  it('follows inserts and deletes by any writer and equals the filtered count', async () => {
    const before = (await list('')).meta.pagination.total;
    const filteredCount = async () =>
      (await t.get('/bundles?perPage=1&f[parentId]=0')).json().meta.pagination.total as number;
    expect(await filteredCount()).toBe(before);
    const [tenant] = await t.app.db
      .execute(sql`select tenant_id from entities where entity_type = 'bundle' limit 1`)
      .then((answer) => (answer as unknown as { rows: { tenant_id: number }[] }).rows);
    const inserted = await t.app.db
      .insert(entities)
      .values(
        [1, 2, 3].map((n) => ({
          tenantId: tenant!.tenant_id,
          entityType: 'bundle',
          internalName: `Counted ${n}`,
        })),
      )
      .returning({ id: entities.id });
    expect((await list('')).meta.pagination.total).toBe(before + 3);
    await t.app.db.delete(entities).where(eq(entities.id, inserted[0]!.id));
    expect((await list('')).meta.pagination.total).toBe(before + 2);
    expect(await filteredCount()).toBe(before + 2);
  });
});
