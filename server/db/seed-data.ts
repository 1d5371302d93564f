// The demo tenant: shops, shop groups and colleagues. Plain data, typed with the contract's models.
import type { App, ResourceTypeSetting, Tenant } from '../../generated/model';

export const DEMO_PASSWORD = 'content-demo';
export const DEMO_EDITOR_EMAIL = 'editor@example.com';

/** Tenant urls are paths on this server; they are resolved against the public origin when answered. */
export const demoTenant: Omit<Tenant, 'apps' | 'appGroups' | 'mainAppId'> = {
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
export const demoShops: DemoShop[] = [
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

export const shopUrlsOf = (domain: string): App['shopUrls'] => ({
  desktop: `https://www.${domain}`,
  mobile: `https://m.${domain}`,
  tablet: `https://www.${domain}`,
});

/** Shop groups by the locale codes of their members. */
export const demoShopGroups: { name: string; localeCodes: string[] }[] = [
  { name: 'DACH', localeCodes: ['de-DE', 'de-AT', 'de-CH'] },
  { name: 'Benelux', localeCodes: ['nl-NL', 'nl-BE'] },
  { name: 'CEE', localeCodes: ['pl-PL', 'cs-CZ'] },
  { name: 'Western Europe', localeCodes: ['fr-FR', 'nl-NL', 'nl-BE', 'it-IT'] },
  { name: 'Nordics', localeCodes: ['sv-SE'] },
];

export const demoUsers: { name: string; email: string; notifyEmail?: boolean }[] = [
  { name: 'Eda Editor', email: DEMO_EDITOR_EMAIL },
  { name: 'Mara Lind', email: 'mara.lind@example.com', notifyEmail: true },
  { name: 'Jonas Weber', email: 'jonas.weber@example.com' },
  { name: 'Camille Laurent', email: 'camille.laurent@example.com' },
  { name: 'Pieter de Vries', email: 'pieter.devries@example.com', notifyEmail: true },
  { name: 'Zofia Nowak', email: 'zofia.nowak@example.com' },
  { name: 'Tomáš Dvořák', email: 'tomas.dvorak@example.com' },
];

/** Default shop URL templates per resource type (spec 1 §6: they build the shop link of an entity). */
export const defaultResourceTypes: ResourceTypeSetting[] = [
  {
    key: 'page',
    settings: { shopUrlTemplate: '{shopUrl}/{slug}' },
    types: [
      { key: 'story', settings: { shopUrlTemplate: '{shopUrl}/stories/{slug}' } },
      { key: 'brand-story', settings: { shopUrlTemplate: '{shopUrl}/brand-stories/{slug}' } },
      { key: 'idol-story', settings: { shopUrlTemplate: '{shopUrl}/idol-stories/{slug}' } },
      { key: 'hotdrop', settings: { shopUrlTemplate: '{shopUrl}/drops/{slug}' } },
    ],
  },
  { key: 'bundle', settings: { shopUrlTemplate: '{shopUrl}/b/{slug}' } },
  { key: 'page-cluster', settings: { shopUrlTemplate: '{shopUrl}/c/{slug}' } },
  { key: 'teaser', settings: { shopUrlTemplate: '{shopUrl}/{slug}' } },
];
