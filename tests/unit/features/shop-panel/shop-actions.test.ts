import { describe, expect, it } from 'vitest';
import { shopActions, type ShopActionInput } from '@/features/shop-panel/shop-actions';

const base: ShopActionInput = {
  entityType: 'story',
  entityStatus: 'offline',
  appConfig: { status: 'offline' },
  isMainShop: false,
  shopCount: 2,
  readOnly: false,
  shopLinkEnabled: true,
};
const actions = (change: Partial<ShopActionInput>) => shopActions({ ...base, ...change });

describe('shopActions (spec 2 §6)', () => {
  it('offers Go to Shop when the shop config is online', () => {
    expect(actions({ appConfig: { status: 'online' } })).toContain('goToShop');
  });

  it("offers Go to Shop when a bundle is online (it publishes as a whole), not for a page's offline shop", () => {
    const offlineShop = { entityStatus: 'online', appConfig: { status: 'offline' } } as const;
    expect(actions({ ...offlineShop, entityType: 'bundle' })).toContain('goToShop');
    // A page is online when any of its shops is: this shop has nothing to show.
    expect(actions(offlineShop)).not.toContain('goToShop');
  });

  it('offers no Go to Shop when neither is online', () => {
    for (const status of ['offline', 'scheduled', 'draft', 'empty'] as const) {
      expect(actions({ entityStatus: status, appConfig: { status } })).not.toContain('goToShop');
    }
    expect(actions({ entityStatus: undefined, appConfig: {} })).not.toContain('goToShop');
  });

  it('offers no Go to Shop for a tenant kind without a shop link', () => {
    expect(actions({ appConfig: { status: 'online' }, shopLinkEnabled: false })).not.toContain('goToShop');
  });

  it('offers Delete for a secondary shop', () => {
    expect(actions({})).toEqual(['delete']);
  });

  it('hides Delete for the main shop', () => {
    expect(actions({ isMainShop: true })).toEqual([]);
  });

  it('hides Delete for categories and custom pages', () => {
    expect(actions({ entityType: 'category' })).toEqual([]);
    expect(actions({ entityType: 'custom-page' })).toEqual([]);
    expect(actions({ entityType: 'bundle' })).toEqual(['delete']);
  });

  it('hides Delete in view-only mode and for the only shop', () => {
    expect(actions({ readOnly: true })).toEqual([]);
    expect(actions({ shopCount: 1 })).toEqual([]);
  });

  it('lists Go to Shop before Delete', () => {
    expect(actions({ appConfig: { status: 'online' } })).toEqual(['goToShop', 'delete']);
  });

  it('keeps Go to Shop in view-only mode', () => {
    expect(actions({ readOnly: true, isMainShop: true, appConfig: { status: 'online' } })).toEqual([
      'goToShop',
    ]);
  });
});

describe('copy and translation actions (spec 2 §6; issue 24)', () => {
  const composed = { copy: true, translationSupport: true, entityType: 'custom-page' } as const;

  it('offers Copy To with more than one shop, and Copy and Insert content with more than one block too', () => {
    expect(actions({ ...composed, blockCount: 1 })).toContain('copyTo');
    expect(actions({ ...composed, blockCount: 1 })).not.toContain('copyAndInsert');
    expect(actions({ ...composed, blockCount: 2 })).toContain('copyAndInsert');
    expect(actions({ ...composed, blockCount: 2, shopCount: 1 })).not.toContain('copyTo');
    expect(actions({ ...composed, blockCount: 2, shopCount: 1 })).not.toContain('copyAndInsert');
    expect(actions({ ...composed, blockCount: 2, readOnly: true })).not.toContain('copyTo');
    expect(actions({ blockCount: 2 })).not.toContain('copyTo');
  });

  it('offers Request Translation on the main shop of a type with translations and more than one shop', () => {
    expect(actions({ ...composed, isMainShop: true })).toContain('requestTranslation');
    expect(actions({ ...composed, isMainShop: false })).not.toContain('requestTranslation');
    expect(actions({ ...composed, isMainShop: true, shopCount: 1 })).not.toContain('requestTranslation');
    expect(actions({ ...composed, isMainShop: true, entityType: 'bundle' })).not.toContain(
      'requestTranslation',
    );
    expect(actions({ ...composed, isMainShop: true, translationSupport: false })).not.toContain(
      'requestTranslation',
    );
  });

  it('offers Download and Stop Translation while the shop has one in progress (not for bundles)', () => {
    expect(actions({ ...composed, translationInProgress: true })).toEqual(
      expect.arrayContaining(['downloadTranslation', 'uploadTranslation', 'stopTranslation']),
    );
    expect(actions({ ...composed, translationInProgress: false })).not.toContain('stopTranslation');
    expect(actions({ ...composed, entityType: 'bundle', translationInProgress: true })).not.toContain(
      'stopTranslation',
    );
    const viewOnly = actions({ ...composed, translationInProgress: true, readOnly: true });
    expect(viewOnly).toContain('stopTranslation');
    expect(viewOnly).not.toContain('downloadTranslation');
  });
});
