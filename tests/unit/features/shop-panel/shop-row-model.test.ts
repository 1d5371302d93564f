import { describe, expect, it } from 'vitest';
import type { App } from '@generated/model';
import { isHiddenNow, shopCountryCode, shopRows } from '@/features/shop-panel/shop-row-model';

const NOW = Date.parse('2026-11-23T12:00:00Z');
const app = (id: number, name: string, localeCode: string, countryCode?: string): App => ({
  id,
  name,
  localeCode,
  languageCode: localeCode.slice(0, 2),
  ...(countryCode ? { countryCode } : {}),
  shopUrls: { desktop: `https://shop-${id}.example`, mobile: `https://m.shop-${id}.example` },
});

describe('the hidden rule', () => {
  it('hides a shop while hiddenUntil lies in the future', () => {
    expect(isHiddenNow('2026-11-23T12:00:01Z', NOW)).toBe(true);
  });

  it('does not hide once hiddenUntil has passed, or without it', () => {
    expect(isHiddenNow('2026-11-23T12:00:00Z', NOW)).toBe(false);
    expect(isHiddenNow('2026-01-01T00:00:00Z', NOW)).toBe(false);
    expect(isHiddenNow(null, NOW)).toBe(false);
    expect(isHiddenNow(undefined, NOW)).toBe(false);
    expect(isHiddenNow('not a date', NOW)).toBe(false);
  });
});

describe('shopRows', () => {
  it('joins configs with their shops', () => {
    const rows = shopRows(
      [{ appId: 2, status: 'online', isDraft: true, hiddenUntil: '2027-01-01T00:00:00Z' }, { appId: 99 }],
      [app(2, 'Austria', 'de-AT')],
      new Map([[2, 'confirmed']]),
      NOW,
    );
    expect(rows.map(({ config: _config, app: _app, ...rest }) => rest)).toEqual([
      {
        appId: 2,
        name: 'Austria',
        status: 'online',
        isDraft: true,
        hidden: true,
        translationStatus: 'confirmed',
      },
      // An unsaved config is a draft; an unknown shop shows its id.
      { appId: 99, name: '99', status: 'draft', isDraft: false, hidden: false, translationStatus: 'none' },
    ]);
  });

  it('takes the country code of the shop, else of its locale', () => {
    expect(shopCountryCode(app(1, 'Germany', 'de-DE', 'DE'))).toBe('DE');
    expect(shopCountryCode(app(2, 'Austria', 'de-at'))).toBe('AT');
  });
});
