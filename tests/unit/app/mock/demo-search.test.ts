import { describe, expect, it } from 'vitest';
import { searchGroups } from '@/app/mock/demo-search';

const collections = [
  {
    type: 'story',
    rows: [
      {
        id: 7,
        internalName: 'Summer sneakers',
        updatedAt: '2026-01-01T00:00:00Z',
        appConfigs: [{ appId: 1, status: 'online', name: 'Sommer', slug: 'summer-sneakers' }],
      },
      { id: 8, internalName: 'Best summer', updatedAt: '2026-01-03T00:00:00Z', appConfigs: [] },
    ],
  },
  { type: 'image', rows: [{ id: 70, internalName: 'hero.jpg', updatedAt: '2026-01-02T00:00:00Z' }] },
];

describe('mock search', () => {
  it('matches names, ranks a prefix first and answers the shop statuses', () => {
    const [stories] = searchGroups(collections, 'summer', 5);
    expect(stories!.hits.map((h) => [h.id, h.match])).toEqual([
      [7, 'name-prefix'],
      [8, 'name'],
    ]);
    expect(stories!.hits[0]!.shops).toEqual([{ appId: 1, status: 'online' }]);
  });

  it('puts an exact id first and finds slugs', () => {
    expect(searchGroups(collections, '70', 5)[0]).toMatchObject({
      type: 'image',
      hits: [{ id: 70, match: 'id' }],
    });
    expect(searchGroups(collections, 'summer-sneakers', 5)[0]!.hits[0]).toMatchObject({
      id: 7,
      match: 'slug',
    });
  });

  it('cuts groups to the limit and answers nothing for an empty text', () => {
    expect(searchGroups(collections, 'summer', 1)[0]!.hits).toHaveLength(1);
    expect(searchGroups(collections, ' ', 5)).toEqual([]);
  });
});
