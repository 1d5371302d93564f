import { describe, expect, it } from 'vitest';
import type { EntityFormValues } from '@/entities/editor-slots';
import { diffRows, shownValue } from '@/features/history/diff-rows';
import type { Naming } from '@/features/history/version-summary';

const naming: Naming = {
  label: (path, inShop) => `${inShop ? 'shop' : 'shared'}:${path}`,
  shopName: (appId) => ({ 1: 'Germany', 3: 'Austria', 4: 'Poland' })[appId] ?? `#${appId}`,
};

const values = (internalName: string, configs: object[]) =>
  ({ id: 7, version: 3, internalName, appConfigs: configs }) as unknown as EntityFormValues;

describe('diffRows', () => {
  it('lists shared then shop fields, configs matched by shop whatever their position', () => {
    const current = values('Now', [
      { appId: 3, name: 'Wien' },
      { appId: 1, name: 'Berlin', seodata: { title: 'A' } },
    ]);
    const restored = values('Then', [
      { appId: 1, name: 'Berlin', seodata: { title: 'B' } },
      { appId: 3, name: 'Wien' },
    ]);
    expect(diffRows(current, restored, naming)).toEqual([
      { key: 'internalName', label: 'shared:internalName', current: 'Now', version: 'Then' },
      { key: '1:seodata.title', label: 'shop:seodata.title', shop: 'Germany', current: 'A', version: 'B' },
    ]);
  });

  it('gives a shop on one side only one row', () => {
    const rows = diffRows(
      values('Same', [{ appId: 1, name: 'x' }]),
      values('Same', [{ appId: 4, name: 'y' }]),
      naming,
    );
    expect(rows).toEqual([
      { key: 'shop-1', label: 'Shop', shop: 'Germany', current: 'Added', version: 'Not added' },
      { key: 'shop-4', label: 'Shop', shop: 'Poland', current: 'Not added', version: 'Added' },
    ]);
  });

  it('has no rows for the same content (server facts like the version do not count)', () => {
    const a = values('Same', [{ appId: 1, name: 'x', status: 'online' }]);
    const b = { ...values('Same', [{ appId: 1, name: 'x', status: 'offline' }]), version: 9 };
    expect(diffRows(a, b, naming)).toEqual([]);
  });
});

describe('shownValue', () => {
  it('shows nothing as a dash, flags as Yes/No, rich text without tags, long text cut', () => {
    expect(shownValue(undefined)).toBe('–');
    expect(shownValue('')).toBe('–');
    expect(shownValue(null)).toBe('–');
    expect(shownValue(true)).toBe('Yes');
    expect(shownValue(false)).toBe('No');
    expect(shownValue(12)).toBe('12');
    expect(shownValue('<p>Hello <b>you</b></p>')).toBe('Hello you');
    expect(shownValue({ a: 1 })).toBe('{"a":1}');
    const long = shownValue('x'.repeat(500));
    expect(long).toHaveLength(160);
    expect(long.endsWith('…')).toBe(true);
  });
});
