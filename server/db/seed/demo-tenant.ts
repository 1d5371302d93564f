// The demo tenant with its shops and shop groups: the data (typed with the contract's models) and the
// seed step that inserts it.
import { eq } from 'drizzle-orm';
import type { App, Tenant } from '@generated/model';
import type { Db } from '../client';
import { appGroupMembers, appGroups, apps, tenants } from '../schema';

/** Tenant urls are paths on this server; they are resolved against the public origin when answered. */
const demoTenant: Omit<Tenant, 'apps' | 'appGroups' | 'mainAppId'> = {
  key: 'flagship',
  name: 'Maison Demo',
  company: 'Maison Demo GmbH',
  cluster: 'eu-central',
  urls: {
    cloudPanel: '/cloud-panel',
    damPublic: '/dam',
    passwordReset: '/cloud-panel/password-reset',
    videoBucket: '/videos',
  },
  teaserSpecs: {
    hero: { desktop: { width: 1920, height: 800 }, mobile: { width: 750, height: 1000 } },
    tile: { desktop: { width: 600, height: 800 }, mobile: { width: 375, height: 500 } },
  },
  itemsPerRow: { mobile: 2, desktop: 4 },
  tagGroups: ['brands', 'influencer', 'season', 'style'],
};

type DemoShop = Omit<App, 'id' | 'shopUrls'> & { domain: string };

/** In this order: the first one is the main shop (id 1). */
const demoShops: DemoShop[] = [
  { name: 'Germany', localeCode: 'de-DE', languageCode: 'de', countryCode: 'DE', domain: 'maison-demo.de' },
  { name: 'Austria', localeCode: 'de-AT', languageCode: 'de', countryCode: 'AT', domain: 'maison-demo.at' },
  {
    name: 'Switzerland',
    localeCode: 'de-CH',
    languageCode: 'de',
    countryCode: 'CH',
    domain: 'maison-demo.ch',
  },
  { name: 'France', localeCode: 'fr-FR', languageCode: 'fr', countryCode: 'FR', domain: 'maison-demo.fr' },
  {
    name: 'Netherlands',
    localeCode: 'nl-NL',
    languageCode: 'nl',
    countryCode: 'NL',
    domain: 'maison-demo.nl',
  },
  { name: 'Belgium', localeCode: 'nl-BE', languageCode: 'nl', countryCode: 'BE', domain: 'maison-demo.be' },
  { name: 'Poland', localeCode: 'pl-PL', languageCode: 'pl', countryCode: 'PL', domain: 'maison-demo.pl' },
  {
    name: 'Czech Republic',
    localeCode: 'cs-CZ',
    languageCode: 'cs',
    countryCode: 'CZ',
    domain: 'maison-demo.cz',
  },
  { name: 'Italy', localeCode: 'it-IT', languageCode: 'it', countryCode: 'IT', domain: 'maison-demo.it' },
  { name: 'Sweden', localeCode: 'sv-SE', languageCode: 'sv', countryCode: 'SE', domain: 'maison-demo.se' },
];

const shopUrlsOf = (domain: string): App['shopUrls'] => ({
  desktop: `https://www.${domain}`,
  mobile: `https://m.${domain}`,
  tablet: `https://www.${domain}`,
});

/** Shop groups by the locale codes of their members. */
const demoShopGroups: { name: string; localeCodes: string[] }[] = [
  { name: 'DACH', localeCodes: ['de-DE', 'de-AT', 'de-CH'] },
  { name: 'Benelux', localeCodes: ['nl-NL', 'nl-BE'] },
  { name: 'CEE', localeCodes: ['pl-PL', 'cs-CZ'] },
  { name: 'Western Europe', localeCodes: ['fr-FR', 'nl-NL', 'nl-BE', 'it-IT'] },
  { name: 'Nordics', localeCodes: ['sv-SE'] },
];

/** Inserts the tenant, its shops and shop groups; answers the ids the database chose. */
export async function seedTenant(db: Db): Promise<{ tenantId: number; shopIds: number[] }> {
  const [tenant] = await db
    .insert(tenants)
    .values({ ...demoTenant, mainAppId: 1 })
    .returning({ id: tenants.id });
  const tenantId = tenant!.id;
  const shopRows = await db
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
  await db.update(tenants).set({ mainAppId: shopRows[0]!.id }).where(eq(tenants.id, tenantId));

  for (const [position, group] of demoShopGroups.entries()) {
    const [row] = await db
      .insert(appGroups)
      .values({ tenantId, name: group.name, position })
      .returning({ id: appGroups.id });
    await db.insert(appGroupMembers).values(
      group.localeCodes.map((code, memberPosition) => ({
        groupId: row!.id,
        appId: shopIdOf.get(code)!,
        position: memberPosition,
      })),
    );
  }
  return { tenantId, shopIds: shopRows.map((shop) => shop.id) };
}
