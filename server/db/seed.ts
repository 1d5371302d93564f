// First start on an empty database: the demo tenant with its shops and shop groups, plus the demo
// colleagues (SEED=demo) or only the given admin (SEED=none). Nothing happens when a tenant exists.
import { count, eq, sql } from 'drizzle-orm';
import type { SeedMode } from '../config';
import { normaliseEmail, type PasswordHasher } from '../services/passwords';
import type { FileStore } from '../services/file-store';
import type { Db } from './client';
import { appGroupMembers, appGroups, apps, tenants, users } from './schema';
import { seedContent } from './seed-content';
import { seedMediaFiles } from './seed-media';
import {
  defaultResourceTypes,
  DEMO_PASSWORD,
  demoShopGroups,
  demoShops,
  demoTenant,
  demoUsers,
  shopUrlsOf,
} from './seed-data';

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

/** "jane.doe@x" → "Jane Doe": a readable name for an admin given only by e-mail. */
const nameFromEmail = (email: string) =>
  (email.split('@')[0] ?? email)
    .split(/[._-]+/)
    .filter(Boolean)
    .map((part) => part[0]!.toUpperCase() + part.slice(1))
    .join(' ') || 'Admin';

/** SEED_ENTITIES: top the demo content up to this many entities (benchmarks); unset = the demo set. */
const contentSize = () => {
  const size = Number(process.env.SEED_ENTITIES);
  return Number.isInteger(size) && size > 0 ? size : undefined;
};

export async function seedIfEmpty(db: Db, options: SeedOptions): Promise<SeedResult> {
  const [existing] = await db.select({ n: count() }).from(tenants);
  if ((existing?.n ?? 0) > 0) return { seeded: false, users: 0 };

  // Hash before the transaction: argon2 is slow and needs no database.
  const people: { name: string; email: string; password: string; notifyEmail?: boolean }[] =
    options.mode === 'demo' ? demoUsers.map((u) => ({ ...u, password: DEMO_PASSWORD })) : [];
  if (
    options.admin &&
    !people.some((p) => normaliseEmail(p.email) === normaliseEmail(options.admin!.email))
  ) {
    people.push({ name: nameFromEmail(options.admin.email), ...options.admin });
  }
  const hashes = await Promise.all(people.map((p) => options.hasher.hash(p.password)));

  await db.transaction(async (tx) => {
    const [tenant] = await tx
      .insert(tenants)
      .values({ ...demoTenant, mainAppId: 1 })
      .returning({ id: tenants.id });
    const tenantId = tenant!.id;
    const shopRows = await tx
      .insert(apps)
      .values(
        demoShops.map(({ domain, ...shop }, position) => ({
          ...shop,
          tenantId,
          shopUrls: shopUrlsOf(domain),
          position,
        })),
      )
      .returning({ id: apps.id, localeCode: apps.localeCode });
    const shopIdOf = new Map(shopRows.map((row) => [row.localeCode, row.id]));
    // The contract's mainAppId is the first shop; keep them in step whatever ids the database chose.
    await tx.update(tenants).set({ mainAppId: shopRows[0]!.id }).where(eq(tenants.id, tenantId));

    for (const [position, group] of demoShopGroups.entries()) {
      const [row] = await tx
        .insert(appGroups)
        .values({ tenantId, name: group.name, position })
        .returning({ id: appGroups.id });
      await tx.insert(appGroupMembers).values(
        group.localeCodes.map((code, memberPosition) => ({
          groupId: row!.id,
          appId: shopIdOf.get(code)!,
          position: memberPosition,
        })),
      );
    }

    if (people.length) {
      await tx.insert(users).values(
        people.map((p, i) => ({
          tenantId,
          name: p.name,
          email: normaliseEmail(p.email),
          passwordHash: hashes[i]!,
          notifyEmail: p.notifyEmail ?? false,
          resourceTypes: defaultResourceTypes,
        })),
      );
    }

    if (options.mode === 'demo' && options.files) {
      const [owner] = await tx
        .select({ id: users.id })
        .from(users)
        .where(eq(users.tenantId, tenantId))
        .limit(1);
      await seedMediaFiles(tx, options.files, { tenantId, userId: owner?.id ?? null });
    }

    if (options.mode === 'demo') {
      const peopleIds = await tx.select({ id: users.id }).from(users).where(eq(users.tenantId, tenantId));
      await seedContent(tx, {
        tenantId,
        shopIds: shopRows.map((shop) => shop.id),
        userIds: peopleIds.map((person) => person.id),
        totalEntities: contentSize(),
      });
    }
  });

  // Fresh statistics and visibility map: the planner knows the content's size from the first request, and
  // counts over the catalogue stay index-only.
  if (options.mode === 'demo') await db.execute(sql`vacuum analyze`);

  return { seeded: true, users: people.length };
}
