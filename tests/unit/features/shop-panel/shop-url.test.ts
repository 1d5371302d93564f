import { describe, expect, it } from 'vitest';
import type { App, CurrentUser } from '@generated/model';
import { shopUrl, shopUrlTemplate } from '@/features/shop-panel/shop-url';

const app: App = {
  id: 2,
  name: 'Austria',
  localeCode: 'de-AT',
  languageCode: 'de',
  shopUrls: { desktop: 'https://www.shop.at/', mobile: 'https://m.shop.at' },
};
const user: CurrentUser = {
  id: 1,
  name: 'Eda Editor',
  email: 'editor@example.com',
  notifyApp: true,
  notifyEmail: false,
  colorScheme: 'system',
  resourceTypes: [
    {
      key: 'page',
      settings: { shopUrlTemplate: '{shopUrl}/{slug}' },
      types: [{ key: 'story', settings: { shopUrlTemplate: '{shopUrl}/stories/{slug}' } }],
    },
    { key: 'bundle', settings: { shopUrlTemplate: '{shopUrl}/b/{slug}' } },
  ],
};

describe('shop URL (spec 1 §6)', () => {
  it("takes the page kind's template before its resource type's", () => {
    expect(shopUrlTemplate('story', user)).toBe('{shopUrl}/stories/{slug}');
    expect(shopUrlTemplate('hotdrop', user)).toBe('{shopUrl}/{slug}');
    expect(shopUrlTemplate('bundle', user)).toBe('{shopUrl}/b/{slug}');
  });

  it('falls back to the slug under the shop without a template', () => {
    expect(shopUrlTemplate('teaser', user)).toBe('{shopUrl}/{slug}');
  });

  it("fills the shop's desktop URL and the config's slug", () => {
    expect(shopUrl({ entityType: 'story', app, slug: 'summer-edit', user })).toBe(
      'https://www.shop.at/stories/summer-edit',
    );
    expect(shopUrl({ entityType: 'bundle', app, slug: 'a b/c', user })).toBe('https://www.shop.at/b/a%20b/c');
  });

  it('leaves the slug empty without a current user', () => {
    expect(shopUrl({ entityType: 'story', app, slug: 'summer-edit', user: undefined })).toBe(
      'https://www.shop.at/',
    );
  });
});
