// The tenant configuration as the contract answers it: shops in their order, shop groups with
// their members, and urls resolved against the public origin of this server.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Tenant, TenantUrls } from '@generated/model';
import type { Db } from '../db/client';
import { appGroupMembers, appGroups, apps, tenants } from '../db/schema';

/** Stored urls may be paths on this server (`/dam`); absolute ones stay as they are. */
const resolveUrls = (urls: TenantUrls, origin: string): TenantUrls =>
  Object.fromEntries(
    Object.entries(urls).map(([key, value]) => [key, value.startsWith('/') ? `${origin}${value}` : value]),
  ) as TenantUrls;

/** The tenant with its urls resolved against `origin`. */
export const withOrigin = (tenant: Tenant, origin: string): Tenant => ({
  ...tenant,
  urls: resolveUrls(tenant.urls, origin),
});

/** The tenant configuration as stored (urls not yet resolved; see withOrigin), or undefined. */
export async function loadTenant(db: Db, tenantId: number): Promise<Tenant | undefined> {
  const [tenant] = await db.select().from(tenants).where(eq(tenants.id, tenantId));
  if (!tenant) return undefined;
  const shopRows = await db
    .select()
    .from(apps)
    .where(eq(apps.tenantId, tenantId))
    .orderBy(asc(apps.position), asc(apps.id));
  const groupRows = await db
    .select()
    .from(appGroups)
    .where(eq(appGroups.tenantId, tenantId))
    .orderBy(asc(appGroups.position), asc(appGroups.id));
  const members = groupRows.length
    ? await db
        .select()
        .from(appGroupMembers)
        .where(
          inArray(
            appGroupMembers.groupId,
            groupRows.map((g) => g.id),
          ),
        )
        .orderBy(asc(appGroupMembers.position))
    : [];

  return {
    key: tenant.key,
    name: tenant.name,
    mainAppId: tenant.mainAppId,
    apps: shopRows.map((shop) => ({
      id: shop.id,
      name: shop.name,
      localeCode: shop.localeCode,
      languageCode: shop.languageCode,
      ...(shop.countryCode ? { countryCode: shop.countryCode } : {}),
      shopUrls: shop.shopUrls,
    })),
    appGroups: groupRows.map((group) => ({
      id: group.id,
      name: group.name,
      appIds: members.filter((m) => m.groupId === group.id).map((m) => m.appId),
    })),
    ...(tenant.cluster ? { cluster: tenant.cluster } : {}),
    ...(tenant.company ? { company: tenant.company } : {}),
    urls: tenant.urls,
    teaserSpecs: tenant.teaserSpecs,
    itemsPerRow: tenant.itemsPerRow,
    tagGroups: tenant.tagGroups,
  };
}

/** One shop (app) of the tenant, or undefined when the tenant has no such shop. */
export async function findShop(db: Db, tenantId: number, appId: number) {
  const [shop] = await db
    .select({ id: apps.id, localeCode: apps.localeCode })
    .from(apps)
    .where(and(eq(apps.id, appId), eq(apps.tenantId, tenantId)));
  return shop;
}

/** The tenant's key and main shop (the dashboard is the main tenant's home). */
export async function findTenantSummary(db: Db, tenantId: number) {
  const [tenant] = await db
    .select({ id: tenants.id, key: tenants.key, mainAppId: tenants.mainAppId })
    .from(tenants)
    .where(eq(tenants.id, tenantId));
  return tenant;
}
