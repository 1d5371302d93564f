// The palette's ranking and grouping, pure: candidate matches (several per row when a row matched in more
// than one way) → one hit per row with its best match → groups per type, best group first.
import { EntityType } from '@generated/model';

export interface RankedHit {
  id: number;
  type: EntityType;
  name: string;
  /** search-everywhere.ts MATCH_RANK: 0 exact id … 5 name contains. */
  rank: number;
  /** The CPID or slug that matched. */
  matched: string | null;
  updatedAt: Date;
  /** Entities and the other tables (media, tags) number their rows apart: the same id may be in both. */
  source: 'entity' | 'other';
}

export interface RankedGroup {
  type: EntityType;
  hits: RankedHit[];
}

const TYPE_ORDER = new Map<string, number>(Object.values(EntityType).map((type, index) => [type, index]));

/** Best first: lower rank, then the newer change, then the higher id. */
export function compareHits(a: RankedHit, b: RankedHit): number {
  return a.rank - b.rank || b.updatedAt.getTime() - a.updatedAt.getTime() || b.id - a.id;
}

/**
 * One hit per row (its best match), grouped by type, at most `limit` per group; groups ordered by their best
 * hit (an exact id or CPID match puts its group first), ties in the contract's type order.
 */
export function rankHits(candidates: readonly RankedHit[], limit: number): RankedGroup[] {
  const best = new Map<string, RankedHit>();
  for (const hit of candidates) {
    const key = `${hit.source}:${hit.type}:${hit.id}`;
    const kept = best.get(key);
    if (!kept || hit.rank < kept.rank) best.set(key, hit);
  }
  const byType = new Map<EntityType, RankedHit[]>();
  for (const hit of best.values()) {
    const list = byType.get(hit.type) ?? [];
    list.push(hit);
    byType.set(hit.type, list);
  }
  const groups = [...byType].map(([type, hits]) => ({
    type,
    hits: hits.sort(compareHits).slice(0, Math.max(1, limit)),
  }));
  return groups.sort(
    (a, b) =>
      a.hits[0]!.rank - b.hits[0]!.rank || (TYPE_ORDER.get(a.type) ?? 99) - (TYPE_ORDER.get(b.type) ?? 99),
  );
}
