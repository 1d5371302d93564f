// Mock mode's search everywhere (GET /search, the command palette): the recorded demo rows of every type
// matched by id, shop-config slug and name (internal name, shop-config names, media and tag names) and ranked
// and grouped the way the server does (services/search) — an approximation: no CPIDs (rows carry no blocks).
import { http, HttpResponse, type RequestHandler } from 'msw';
import { SearchHitMatch, type EntityType, type SearchGroup, type SearchHit } from '@generated/model';
import type { DemoRow } from './demo-lists';

/** Best first: the contract's order of `match` (generated), as the server ranks. */
const RANK = Object.fromEntries(Object.values(SearchHitMatch).map((match, rank) => [match, rank])) as Record<
  SearchHitMatch,
  number
>;

interface Config {
  appId?: number;
  status?: string;
  name?: string;
  slug?: string;
}

const configsOf = (row: DemoRow): Config[] =>
  Array.isArray(row.appConfigs) ? (row.appConfigs as Config[]) : [];
const nameOf = (row: DemoRow) => String(row.internalName ?? row.name ?? '');

function matchOf(row: DemoRow, term: string): { match: SearchHitMatch; matched: string | null } | undefined {
  if (String(row.id) === term) return { match: 'id', matched: null };
  const slug = configsOf(row).find((c) => c.slug && c.slug.toLowerCase() === term)?.slug;
  if (slug) return { match: 'slug', matched: slug };
  if (term.length < 2) return undefined;
  const names = [nameOf(row), ...configsOf(row).map((c) => c.name ?? '')].map((n) => n.toLowerCase());
  if (names.includes(term)) return { match: 'name-exact', matched: null };
  if (names.some((n) => n.startsWith(term))) return { match: 'name-prefix', matched: null };
  if (names.some((n) => n.includes(term))) return { match: 'name', matched: null };
  return undefined;
}

export function searchGroups(
  collections: readonly { type: string; rows: readonly DemoRow[] }[],
  q: string,
  limit: number,
): SearchGroup[] {
  const term = q.trim().toLowerCase();
  if (!term) return [];
  const groups: SearchGroup[] = [];
  for (const { type, rows } of collections) {
    const hits = rows.flatMap((row): SearchHit[] => {
      const found = matchOf(row, term);
      if (!found) return [];
      return [
        {
          id: row.id,
          type: type as EntityType,
          name: nameOf(row),
          ...found,
          updatedAt: String(row.updatedAt ?? new Date(0).toISOString()),
          shops: configsOf(row).flatMap((c) =>
            c.appId !== undefined && c.status
              ? [{ appId: c.appId, status: c.status as SearchHit['shops'][number]['status'] }]
              : [],
          ),
        },
      ];
    });
    hits.sort(
      (a, b) => RANK[a.match] - RANK[b.match] || b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id,
    );
    if (hits.length)
      groups.push({
        type: type as EntityType,
        total: Math.min(limit, hits.length),
        hits: hits.slice(0, limit),
      });
  }
  return groups.sort((a, b) => RANK[a.hits[0]!.match] - RANK[b.hits[0]!.match]);
}

export function searchHandler(
  collections: readonly { type: string; rows: readonly DemoRow[] }[],
): RequestHandler {
  return http.get('*/api/v2/search', ({ request }) => {
    const query = new URL(request.url).searchParams;
    const limit = Math.min(20, Math.max(1, Number(query.get('limit') ?? 5) || 5));
    return HttpResponse.json({ data: searchGroups(collections, query.get('q') ?? '', limit) });
  });
}
