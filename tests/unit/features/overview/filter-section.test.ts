import { describe, expect, it } from 'vitest';
import { filterKeyOf } from '@/features/overview/address-query';
import { filterSectionWithKeys } from '@/features/overview/filter-section';

describe('filter keys', () => {
  it('wraps bare names and keeps f[...] names', () => {
    expect(filterKeyOf('status')).toBe('f[status]');
    expect(filterKeyOf('f[status]')).toBe('f[status]');
  });

  it('renames the fields of the section, inside layout-only groups too', () => {
    const section = filterSectionWithKeys({
      label: 'Filters',
      attributes: { slug: 'filters' },
      items: [
        { name: 'publication', type: 'group', layoutOnly: true, items: [{ name: 'status', type: 'field' }] },
        { name: 'f[ids]', type: 'field' },
      ],
    });
    expect(section?.items[0]?.items?.[0]?.name).toBe('f[status]');
    expect(section?.items[0]?.name).toBe('publication');
    expect(section?.items[1]?.name).toBe('f[ids]');
    expect(filterSectionWithKeys(undefined)).toBeUndefined();
  });
});
