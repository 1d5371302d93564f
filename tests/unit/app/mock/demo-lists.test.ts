import { describe, expect, it } from 'vitest';
import { listPage, type DemoRow } from '@/app/mock/demo-lists';

const row = (id: number, extra: Partial<DemoRow> = {}): DemoRow => ({
  id,
  internalName: `Row ${id}`,
  updatedAt: `2026-11-${String(id).padStart(2, '0')}T10:00:00Z`,
  status: 'online',
  parentId: null,
  appConfigs: [],
  ...extra,
});

const rows: DemoRow[] = [
  row(1, { internalName: 'Cashmere edit', appConfigs: [{ appId: 1, status: 'offline', name: 'Kaschmir' }] }),
  row(2, { status: 'scheduled', parentId: 1, appConfigs: [{ appId: 2, status: 'online', name: 'Linen' }] }),
  row(3, { tags: [{ id: 7 }, { id: 8 }], appConfigs: [] }),
  ...Array.from({ length: 22 }, (_, i) => row(10 + i)),
];
const page = (query: string) => listPage(rows, new URLSearchParams(query));
const ids = (query: string) => page(query).data.map((r) => r.id);

describe('mock mode lists', () => {
  it('pages like the server: 20 per page by default, newest first, with the contract pagination', () => {
    const first = page('');
    expect(first.data).toHaveLength(20);
    expect(first.data[0]!.id).toBe(31);
    expect(first.meta.pagination).toEqual({
      currentPage: 1,
      perPage: 20,
      total: 25,
      totalPages: 2,
      count: 20,
    });
    expect(page('page=2').meta.pagination).toMatchObject({ currentPage: 2, count: 5 });
    expect(page('page=9').data).toEqual([]);
  });

  it('searches the internal name and the shop names, trimmed and case-insensitive', () => {
    expect(ids('f[term]=  cashmere ')).toEqual([1]);
    expect(ids('f[term]=kaschmir')).toEqual([1]);
    expect(ids('f[term]=linen&f[locale]=1')).toEqual([]);
  });

  it('filters by shop, by status (of the selected shop), by parent, ids and tags', () => {
    expect(ids('f[locale]=2')).toEqual([2]);
    expect(ids('f[status]=offline&f[locale]=1')).toEqual([1]);
    expect(ids('f[status]=scheduled')).toEqual([2]);
    expect(ids('f[parentId]=1')).toEqual([2]);
    expect(ids('f[parentId]=0&perPage=100')).not.toContain(2);
    expect(ids('f[ids]=3,12')).toEqual([12, 3]);
    expect(ids('f[tagsAll]=7,8')).toEqual([3]);
    expect(ids('f[tagsAll]=7,9')).toEqual([]);
  });

  it('sorts by the requested field and direction', () => {
    expect(ids('sortBy=id&sortDir=asc&perPage=3')).toEqual([1, 2, 3]);
    expect(ids('sortBy=internalName&sortDir=asc&perPage=1')).toEqual([1]);
  });
});
