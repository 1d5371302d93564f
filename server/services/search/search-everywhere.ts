// Search everywhere (the command palette, docs/search-palette.md): one tenant's entities of every type, its
// tags and tag groups and its media files, by name, exact id, exact shop-config slug and exact CPID, grouped by
// type. Names are read from entities.search_text (the lower-cased internal name and shop-config names that the
// overview search reads, 0009); CPIDs from the GIN index over content_cpids(content_elements) (0014).
import { sql, type SQL } from 'drizzle-orm';
import {
  SearchHitMatch,
  type AppConfigStatus,
  type EntityType,
  type SearchGroup,
  type SearchHit,
} from '@generated/model';
import type { Db } from '@server/db/client';
import { nowOf } from '../clock';
import { appConfigStatus } from '../entities/status';
import { likePattern } from '../like-pattern';
import { rankHits, type RankedHit } from './ranking';

/** Shorter texts match ids only: one letter would match nearly every name. */
export const MIN_NAME_LENGTH = 2;
/** Terms this long or longer are found through the trigram index (0013); shorter ones have no index. */
const TRIGRAM_LENGTH = 3;
/**
 * How many of a type's matches of a term shorter than a trigram are ranked at most: its newest ones (two
 * letters match thousands). Exact names are found beside them whatever their number.
 */
export const candidatesPerType = (limit: number) => Math.max(100, limit * 10);
/** The lines of the search text (one name each), as the GIN index of migration 0021 holds them. */
const SEARCH_LINES = sql.raw(`string_to_array(search_text, E'\\n')`);
/** A CPID: six letters or digits (services/entities/content-element-checks.ts). */
const CPID = /^[a-z0-9]{6}$/i;
const MAX_ID = 2_147_483_647;

/** The rank of each kind of match, best first: the contract's order of `match` (generated). */
export const MATCH_RANK = Object.fromEntries(
  Object.values(SearchHitMatch).map((match, rank) => [match, rank]),
) as Record<SearchHitMatch, number>;
const MATCH_BY_RANK = Object.fromEntries(Object.entries(MATCH_RANK).map(([m, r]) => [r, m])) as Record<
  number,
  SearchHitMatch
>;

export interface SearchQuery {
  tenantId: number;
  q: string;
  limit: number;
}

interface Row {
  id: unknown;
  type: unknown;
  name: unknown;
  rank: unknown;
  matched: unknown;
  updated_at: unknown;
}

const rowsOf = <T>(answer: unknown) => (answer as { rows: T[] }).rows;
const asDate = (value: unknown) => (value instanceof Date ? value : new Date(String(value)));

/**
 * The name rank of a lower-cased text holding one name per line (`search_text`): 3 when a line is the term,
 * 4 when a line starts with it, else 5 (it contains the term somewhere).
 */
function nameRank(text: SQL, term: string): SQL {
  const escaped = term.replace(/[\\%_]/g, (c) => `\\${c}`);
  return sql`case
    when (E'\n' || ${text} || E'\n') like ${`%\n${escaped}\n%`} then 3
    when (E'\n' || ${text}) like ${`%\n${escaped}%`} then 4
    else 5 end`;
}

/** Name patterns of the term: a slug-like term ('summer-sale') also finds the name 'summer sale'. */
function namePatterns(term: string): string[] {
  const spaced = term.replace(/[-_]+/g, ' ').trim();
  return spaced && spaced !== term ? [term, spaced] : [term];
}

function entityCandidates(query: SearchQuery, term: string): SQL[] {
  const parts: SQL[] = [];
  const { tenantId, limit } = query;
  if (/^\d+$/.test(term) && Number(term) <= MAX_ID) {
    parts.push(sql`select id, entity_type as type, internal_name as name, 0 as rank, null::text as matched, updated_at
      from entities where tenant_id = ${tenantId} and id = ${Number(term)} and deleted_at is null`);
  }
  if (CPID.test(term)) {
    parts.push(sql`select e.id, e.entity_type, e.internal_name, 1, ${term}::text, e.updated_at
      from app_configs ac join entities e on e.id = ac.entity_id
      where content_cpids(ac.content_elements) @> array[${term}::text] and e.tenant_id = ${tenantId}
        and e.deleted_at is null`);
  }
  if (term.length >= MIN_NAME_LENGTH) {
    parts.push(sql`select e.id, e.entity_type, e.internal_name, 2, ac.slug, e.updated_at
      from app_configs ac join entities e on e.id = ac.entity_id
      where ac.slug = ${term} and e.tenant_id = ${tenantId} and e.deleted_at is null`);
    const patterns = namePatterns(term);
    const where = sql.join(
      patterns.map((p) => sql`search_text like ${likePattern(p)}`),
      sql` or `,
    );
    const ranks = patterns.map((p) => nameRank(sql`search_text`, p));
    const rank = ranks.length === 1 ? ranks[0]! : sql`least(${sql.join(ranks, sql`, `)})`;
    if (term.length >= TRIGRAM_LENGTH) {
      // The best `limit` of every type: the ranking runs in SQL, only those rows come back. The matches are
      // found through the trigram index (0013).
      parts.push(sql`select id, entity_type, internal_name, rank, null::text, updated_at from (
          select id, entity_type, internal_name, updated_at, rank,
            row_number() over (partition by entity_type order by rank, updated_at desc, id desc) as nth
          from (select id, entity_type, internal_name, updated_at, ${rank} as rank
            from entities where tenant_id = ${tenantId} and deleted_at is null and (${where})) named
        ) best where nth <= ${limit}`);
      return parts;
    }
    // A term shorter than a trigram has no index to find its matches by (two letters match a fifth of the
    // rows at 100 000 entities): rank the newest `candidatesPerType(limit)` matches of each type, read in
    // the (tenant, type, updated_at) index's order until that many are found, instead of scanning and ranking
    // every row; a type with fewer matches has them all ranked, as before. Every exact name (a line of the
    // search text that is the term) is found besides, through the GIN index over the lines (0021), so an
    // exact name is never left out however many rows contain the term.
    parts.push(sql`select id, entity_type, internal_name, 3, null::text, updated_at from (
        select id, entity_type, internal_name, updated_at,
          row_number() over (partition by entity_type order by updated_at desc, id desc) as nth
        from entities where tenant_id = ${tenantId} and deleted_at is null
          and ${SEARCH_LINES} && array[${sql.join(
            patterns.map((p) => sql`${p}`),
            sql`, `,
          )}]::text[]
      ) exact where nth <= ${limit}`);
    parts.push(sql`select id, entity_type, internal_name, rank, null::text, updated_at from (
        select id, entity_type, internal_name, updated_at, rank,
          row_number() over (partition by entity_type order by rank, updated_at desc, id desc) as nth
        from (select id, entity_type, internal_name, updated_at, ${rank} as rank from (
            select id, entity_type, internal_name, updated_at, search_text,
              row_number() over (partition by entity_type order by updated_at desc, id desc) as newest
            from entities where tenant_id = ${tenantId} and deleted_at is null and (${where})
          ) matched where newest <= ${candidatesPerType(limit)}) named
      ) best where nth <= ${limit}`);
  }
  return parts;
}

function otherCandidates(query: SearchQuery, term: string): SQL[] {
  const { tenantId } = query;
  const parts: SQL[] = [];
  const isId = /^\d+$/.test(term) && Number(term) <= MAX_ID;
  // Media in the trash (services/trash) are not found; tags have no trash.
  const tables: { from: SQL; type: SQL; live: SQL }[] = [
    { from: sql`media`, type: sql`kind`, live: sql`and deleted_at is null` },
    { from: sql`tags`, type: sql`'tag'`, live: sql`` },
    { from: sql`tag_groups`, type: sql`'tag-group'`, live: sql`` },
  ];
  for (const { from, type, live } of tables) {
    if (isId) {
      parts.push(sql`select id, ${type}, name, 0, null::text, updated_at from ${from}
        where tenant_id = ${tenantId} and id = ${Number(term)} ${live}`);
    }
    if (term.length >= MIN_NAME_LENGTH) {
      parts.push(sql`select id, ${type}, name, ${nameRank(sql`lower(name)`, term)}, null::text, updated_at
        from ${from} where tenant_id = ${tenantId} and lower(name) like ${likePattern(term)} ${live}`);
    }
  }
  return parts;
}

/** Shop statuses of the hits' shop configs (entities only: media and tags have none). */
async function shopsOf(db: Db, ids: number[]): Promise<Map<number, SearchHit['shops']>> {
  const shops = new Map<number, SearchHit['shops']>();
  if (!ids.length) return shops;
  const answer = await db.execute(sql`select entity_id, app_id, is_published, active_from, active_until,
      published is not null as has_snapshot
    from app_configs where entity_id in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )}) order by app_id`);
  const now = nowOf(db);
  for (const row of rowsOf<Record<string, unknown>>(answer)) {
    const status: AppConfigStatus = appConfigStatus(
      {
        isPublished: Boolean(row.is_published),
        activeFrom: row.active_from == null ? null : asDate(row.active_from),
        activeUntil: row.active_until == null ? null : asDate(row.active_until),
        hasSnapshot: Boolean(row.has_snapshot),
      },
      now,
    );
    const id = Number(row.entity_id);
    const list = shops.get(id) ?? [];
    list.push({ appId: Number(row.app_id), status });
    shops.set(id, list);
  }
  return shops;
}

/** The matches of `q`, grouped by type, best group first, at most `limit` per group. */
export async function searchEverywhere(db: Db, query: SearchQuery): Promise<SearchGroup[]> {
  const term = query.q.trim().toLowerCase();
  if (!term) return [];
  const entityParts = entityCandidates(query, term);
  const otherParts = otherCandidates(query, term);
  const run = async (parts: SQL[], source: RankedHit['source']) =>
    parts.length
      ? rowsOf<Row>(
          await db.execute(
            sql`select * from (${sql.join(parts, sql` union all `)}) as hits(id, type, name, rank, matched, updated_at)`,
          ),
        ).map((row): RankedHit => ({
          id: Number(row.id),
          type: String(row.type) as EntityType,
          name: String(row.name),
          rank: Number(row.rank),
          matched: row.matched == null ? null : String(row.matched),
          updatedAt: asDate(row.updated_at),
          source,
        }))
      : [];
  const [fromEntities, fromOthers] = await Promise.all([
    run(entityParts, 'entity'),
    run(otherParts, 'other'),
  ]);
  const groups = rankHits([...fromEntities, ...fromOthers], query.limit);
  const entityIds = groups.flatMap((g) => g.hits.filter((h) => h.source === 'entity').map((h) => h.id));
  const shops = await shopsOf(db, entityIds);
  return groups.map((group) => ({
    type: group.type,
    total: group.hits.length,
    hits: group.hits.map((hit) => ({
      id: hit.id,
      type: hit.type,
      name: hit.name,
      match: MATCH_BY_RANK[hit.rank]!,
      matched: hit.rank === MATCH_RANK.cpid || hit.rank === MATCH_RANK.slug ? hit.matched : null,
      updatedAt: hit.updatedAt.toISOString(),
      shops: hit.source === 'entity' ? (shops.get(hit.id) ?? []) : [],
    })),
  }));
}
