// First start on an empty database: the demo tenant with its shops and shop groups, plus the demo
// colleagues, media and content (SEED=demo) or only the given admin (SEED=none). Nothing happens when a
// tenant exists. The seed sits above the services: it may use them, they never import it.
//   demo-tenant.ts  tenant, shops, shop groups      demo-users.ts  colleagues and the admin
//   media.ts        the demo files as media rows    content.ts     entities of every type (+ content-data.ts)
import { count, sql } from 'drizzle-orm';
import type { SeedMode } from '@server/config';
import type { FileStore } from '@server/services/file-store';
import type { PasswordHasher } from '@server/services/passwords';
import type { Db } from '../client';
import { tenants } from '../schema';
import { seedContent } from './content';
import { seedTenant } from './demo-tenant';
import { hashPasswords, seedPeople, seedUsers } from './demo-users';
import { seedMediaFiles } from './media';
import { demoImageHashes } from '@server/services/demo-files';
import { demoProducts } from '@server/services/demo-products';
import { seedHomepages, seedStorefrontBlockTypes } from './storefront-blocks';

export interface SeedOptions {
  mode: SeedMode;
  admin?: { email: string; password: string };
  hasher: PasswordHasher;
  /** Where the demo images go (SEED=demo). */
  files?: FileStore;
}

export interface SeedResult {
  seeded: boolean;
  users: number;
}

/** SEED_ENTITIES: top the demo content up to this many entities (benchmarks); unset = the demo set. */
const contentSize = () => {
  const size = Number(process.env.SEED_ENTITIES);
  return Number.isInteger(size) && size > 0 ? size : undefined;
};

export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  const [existing] = await db.select({ n: count() }).from(tenants);
  if ((existing?.n ?? 0) > 0) return { seeded: false, users: 0 };

  const demo = options.mode === 'demo';
  const people = seedPeople(demo, options.admin);
  const hashes = await hashPasswords(people, options.hasher);

  await db.transaction(async (tx) => {
    const { tenantId, shopIds } = await seedTenant(tx);
    const userIds = await seedUsers(tx, tenantId, people, hashes);
    if (demo && options.files) {
      await seedMediaFiles(tx, options.files, { tenantId, userId: userIds[0] ?? null });
    }
    if (demo) {
      await seedContent(tx, { tenantId, shopIds, userIds, totalEntities: contentSize() });
      await seedStorefrontBlockTypes(tx, tenantId, userIds[0] ?? null);
      const feed = demoProducts();
      await seedHomepages(tx, {
        tenantId,
        shopIds,
        userId: userIds[0] ?? null,
        images: demoImageHashes(),
        productIds: feed.products.slice(0, 8).map((product) => product.id),
      });
    }
  });

  // Fresh statistics and visibility map: the planner knows the content's size from the first request, and
  // counts over the catalogue stay index-only.
  if (demo) await db.execute(sql`vacuum analyze`);

  return { seeded: true, users: people.length };
}
