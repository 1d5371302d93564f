// The palette's ranking and grouping (services/search/ranking.ts): one hit per row with its best match,
// groups per type in the order of their best hit, at most `limit` per group.
import { describe, expect, it } from 'vitest';
import { rankHits, type RankedHit } from '@server/services/search/ranking';

const hit = (over: Partial<RankedHit>): RankedHit => ({
  id: 1,
  type: 'story',
  name: 'x',
  rank: 5,
  matched: null,
  updatedAt: new Date('2026-01-01'),
  source: 'entity',
  ...over,
});

describe('rankHits', () => {
  it('keeps one hit per row, with its best match', () => {
    const groups = rankHits([hit({ rank: 5 }), hit({ rank: 2, matched: 'summer' }), hit({ rank: 4 })], 5);
    expect(groups).toHaveLength(1);
    expect(groups[0]!.hits).toEqual([expect.objectContaining({ rank: 2, matched: 'summer' })]);
  });

  it('tells entities and media with the same id apart', () => {
    const groups = rankHits([hit({ id: 7 }), hit({ id: 7, type: 'image', source: 'other' })], 5);
    expect(groups.map((g) => g.type)).toEqual(['story', 'image']);
  });

  it('orders hits by rank, then newest change, then id', () => {
    const groups = rankHits(
      [
        hit({ id: 1, rank: 5, updatedAt: new Date('2026-03-01') }),
        hit({ id: 2, rank: 4, updatedAt: new Date('2026-01-01') }),
        hit({ id: 3, rank: 5, updatedAt: new Date('2026-04-01') }),
        hit({ id: 4, rank: 5, updatedAt: new Date('2026-04-01') }),
      ],
      10,
    );
    expect(groups[0]!.hits.map((h) => h.id)).toEqual([2, 4, 3, 1]);
  });

  it('puts the group of an exact id or CPID match first, ties in the contract type order', () => {
    const groups = rankHits(
      [
        hit({ id: 1, type: 'story', rank: 4 }),
        hit({ id: 2, type: 'bundle', rank: 5 }),
        hit({ id: 3, type: 'teaser', rank: 1 }),
        hit({ id: 4, type: 'cluster', rank: 4 }),
      ],
      5,
    );
    expect(groups.map((g) => g.type)).toEqual(['teaser', 'cluster', 'story', 'bundle']);
  });

  it('cuts every group to the limit', () => {
    const many = Array.from({ length: 9 }, (_, i) => hit({ id: i + 1 }));
    expect(rankHits(many, 3)[0]!.hits).toHaveLength(3);
  });
});
