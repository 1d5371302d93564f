// Rows of the `entities` table (every type but tags, tag groups and media) as the contract's `Entity`:
// filtering, sorting and paging in SQL, then one query per requested relation for the page's rows.
import {
  and,
  count,
  eq,
  fillPlaceholders,
  ilike,
  inArray,
  isNull,
  or,
  sql,
  type AnyColumn,
  type SQL,
} from 'drizzle-orm';
import type { AppConfig, Entity, RootlineItem, Tag, UserSummary } from '@generated/model';
import type { Db } from '@server/db/client';
import { compileStatement, queryCompiled, queryPrepared, type CompiledStatement } from '@server/db/prepared';
import { appConfigs, entities, entityCounts, tagGroups, tags, users } from '@server/db/schema';
import { likePattern } from '../like-pattern';
import { paginate, sortOrder, totalOf, totalOver, type Page, type SortColumns } from '../pagination';
import { toUserSummary } from '../users';
import {
  keptKeys,
  narrowConfig,
  parseConfigFields,
  REQUIRED_CONFIG_FIELDS,
  type ConfigPath,
} from './config-fields';
import { includes, type EntityListQuery } from './query';
import { nowOf } from '../clock';
import { appConfigStatus, entityStatus, statusRankSql, STATUS_RANK } from './status';
import { deepFreeze, RowCache, type RowSignature } from './row-cache';
import { isPageKind, type EntityType } from './types';
import { liveEntities } from '../trash/live';

export type EntityRow = typeof entities.$inferSelect;

/** The sort whitelist of entity rows (the overview schemas pick their sortable fields from these). */
const ENTITY_SORT_COLUMNS: SortColumns = {
  id: entities.id,
  internalName: entities.internalName,
  name: entities.internalName,
  label: entities.internalName,
  blockName: sql`${entities.fields}->>'name'`,
  createdAt: entities.createdAt,
  updatedAt: entities.updatedAt,
};

/** The sort key and direction of a list query, as sortOrder picks them (ties are broken by id). */
function sortKey(query: EntityListQuery): { key: AnyColumn | SQL; direction: SQL } {
  const key = Object.hasOwn(ENTITY_SORT_COLUMNS, query.sortBy)
    ? ENTITY_SORT_COLUMNS[query.sortBy]!
    : entities.updatedAt;
  return { key, direction: query.sortDir === 'asc' ? sql.raw('asc') : sql.raw('desc') };
}

/** Shop-config parts that only come with their include (appConfigs.preview …). */
const INCLUDED_DRAFT_PARTS = ['preview', 'seodata', 'info', 'videosByType'] as const;
/** Stored in the draft for the server's use, never answered as they are. */
const INTERNAL_DRAFT_KEYS = new Set(['pageIds']);

const hierarchical = (type: string) => type === 'category' || type === 'custom-page';

/** A search in every name: the internal name or any shop-config name holds the text (`search_text`, 0009). */
export const searchTextMatches = (term: string): SQL =>
  sql`${entities.searchText} like lower(${likePattern(term)})`;

/**
 * The values a list statement is run with besides its shape (types, sort, page size, which filters): the
 * query's own, or drizzle placeholders for a page statement compiled once per shape (queryEntityPage).
 */
interface StatementValues {
  tenantId: unknown;
  /** The page's offset. */
  offset: unknown;
  /** A search's page size (a plain page writes its size into the text). */
  limit: unknown;
  /** A search's LIKE pattern (likePattern of the term). */
  pattern: unknown;
  locale: unknown;
  parentId: unknown;
}

const valuesOf = (query: EntityListQuery): StatementValues => ({
  tenantId: query.tenantId,
  offset: (query.page - 1) * query.perPage,
  limit: query.perPage,
  pattern: query.term === undefined ? undefined : likePattern(query.term),
  locale: query.locale,
  parentId: query.parentId,
});

const PLACEHOLDERS: StatementValues = {
  tenantId: sql.placeholder('tenantId'),
  offset: sql.placeholder('offset'),
  limit: sql.placeholder('limit'),
  pattern: sql.placeholder('pattern'),
  locale: sql.placeholder('locale'),
  parentId: sql.placeholder('parentId'),
};

/** What every list of these types is limited to: its tenant and types. */
const scopeConditions = (types: readonly EntityType[], values: Pick<StatementValues, 'tenantId'>): SQL[] => [
  eq(entities.tenantId, values.tenantId as number),
  inArray(entities.entityType, [...types]),
  // Live rows only (the trash: its own list); the partial list indexes hold exactly these.
  liveEntities(),
];

const entityConditions = (types: readonly EntityType[], query: EntityListQuery): SQL[] => {
  const values = valuesOf(query);
  return [...scopeConditions(types, values), ...filterConditions(types, query, values)];
};

/**
 * The query's filters (search, hierarchy, shop, status, ids, tags, names): none on a plain list page. Which
 * filters apply comes from `query`; the search pattern, shop and parent are written as `values` (the query's
 * own or placeholders).
 */
function filterConditions(
  types: readonly EntityType[],
  query: EntityListQuery,
  values: StatementValues = valuesOf(query),
): SQL[] {
  const conditions: SQL[] = [];
  if (query.term) {
    const pattern = values.pattern as string;
    // Internal name or a shop-config name: without a shop, the entity's search text holds them all (0009);
    // within a shop, only that shop's names count.
    conditions.push(
      query.locale === undefined
        ? sql`${entities.searchText} like lower(${pattern})`
        : or(
            ilike(entities.internalName, pattern),
            sql`exists (select 1 from ${appConfigs} ac where ac.entity_id = ${entities.id} and ac.app_id = ${values.locale} and ac.name ilike ${pattern})`,
          )!,
    );
  }
  if (query.parentId !== undefined) {
    conditions.push(
      query.parentId === 0 ? isNull(entities.parentId) : eq(entities.parentId, values.parentId as number),
    );
  }
  if (query.locale !== undefined) {
    conditions.push(
      sql`exists (select 1 from ${appConfigs} where ${appConfigs.entityId} = ${entities.id} and ${appConfigs.appId} = ${values.locale})`,
    );
  }
  if (query.status) {
    const localeCondition =
      query.locale === undefined ? sql`true` : eq(appConfigs.appId, values.locale as number);
    const ranks = [...new Set(query.status.map((s) => STATUS_RANK[s]))];
    conditions.push(
      sql`coalesce((select max(${statusRankSql}) from ${appConfigs} where ${appConfigs.entityId} = ${entities.id} and ${localeCondition}), 0) in (${sql.join(
        ranks.map((r) => sql`${r}`),
        sql`, `,
      )})`,
    );
  }
  if (query.ids) conditions.push(query.ids.length ? inArray(entities.id, query.ids) : sql`false`);
  if (query.tagsAll?.length) {
    conditions.push(sql`${entities.tagIds} @> ${sql.raw(`'{${query.tagsAll.join(',')}}'::integer[]`)}`);
  }
  for (const key of query.tagGroupsAll ?? []) {
    conditions.push(
      sql`exists (select 1 from ${tags} join ${tagGroups} on ${tagGroups.id} = ${tags.groupId} where ${tags.id} = any(${entities.tagIds}) and ${tagGroups.key} = ${key})`,
    );
  }
  if (query.names) {
    conditions.push(query.names.length ? inArray(sql`${entities.fields}->>'name'`, query.names) : sql`false`);
  }
  return conditions;
}

/** Entity rows of the given types matching the query: one page plus the total. */
export async function queryEntityRows(
  db: Db,
  types: readonly EntityType[],
  query: EntityListQuery,
): Promise<Page<EntityRow>> {
  if (!types.length) return { rows: [], total: 0 };
  const where = and(...entityConditions(types, query));
  const order = sortOrder(ENTITY_SORT_COLUMNS, query, entities.updatedAt, entities.id);
  // The page's ids and the total read the (tenant, type, order) index alone, then only those rows.
  return paginate(
    db,
    () => db.select({ id: entities.id, total: totalOver() }).from(entities).where(where).$dynamic(),
    { ...query, order },
    (page) =>
      db
        .select({ row: entities, total: totalOf(page) })
        .from(page)
        .innerJoin(entities, eq(entities.id, page.id))
        .orderBy(...order),
  );
}

/** What a list page keeps of an entity (row-cache.ts): its row and every shop config but content elements. */
interface KeptEntity {
  row: EntityRow;
  configs: AppConfigRow[];
}

/** Enough for the overview pages a few editors page through; about 2 KB each. */
const KEPT_ENTITIES = 20_000;
const keptEntities = new WeakMap<Db, RowCache<KeptEntity>>();
const keptOf = (db: Db) => {
  let kept = keptEntities.get(db);
  if (!kept) keptEntities.set(db, (kept = new RowCache(KEPT_ENTITIES)));
  return kept;
};

/** An entity row's state: its revision, its configs' highest revision and their number (row-cache.ts). */
const signatureSql = (
  entity: SQL,
) => sql`${entity}.revision || '.' || (select coalesce(max(ac.revision), 0) || '.' || count(*)
    from ${appConfigs} ac where ac.entity_id = ${entity}.id)`;

/** Every draft part is kept; a list answers those its include names (toAppConfig). */
const KEPT_CONFIG_PARTS = {
  include: new Set([...INCLUDED_DRAFT_PARTS.map((part) => `appConfigs.${part}`), 'appConfigs.pages']),
};

/** A page size as the integer literal the page statement is written with (the contract bounds it). */
function pageSize(perPage: number): number {
  if (!Number.isSafeInteger(perPage) || perPage < 0) throw new Error(`invalid page size ${perPage}`);
  return perPage;
}

/**
 * What a page statement's text depends on besides its values (types, sort, page size, which filters and
 * includes), or undefined for a query whose filters are lists (ids, tags, names): those are built per
 * request. One text per shape: compiled once, run with the request's values (queryEntityPage).
 */
function pageShape(types: readonly EntityType[], query: EntityListQuery): string | undefined {
  if (
    query.ids !== undefined ||
    query.tagsAll !== undefined ||
    query.tagGroupsAll !== undefined ||
    query.names !== undefined
  )
    return undefined;
  const parent = query.parentId === undefined ? '' : query.parentId === 0 ? 'root' : 'parent';
  // 'status ' + ranks: a status filter whose values have no rank (refused when run) is never the plain shape.
  const ranks = query.status
    ? `status ${[...new Set(query.status.map((s) => STATUS_RANK[s]))].join(',')}`
    : '';
  const include = ['updatedByUser', 'createdByUser', 'tags'].map((name) => (query.include.has(name) ? 1 : 0));
  return [
    types.join(','),
    query.sortBy,
    query.sortDir,
    query.term === undefined ? `page ${query.perPage}` : 'search',
    query.locale === undefined ? '' : 'shop',
    parent,
    ranks,
    include.join(''),
  ].join('|');
}

/** Page statements compiled per shape (pageShape), with placeholders for their values; oldest out first. */
const pageStatements = new Map<string, CompiledStatement>();
const MAX_PAGE_STATEMENTS = 500;

/**
 * The statement kept for the query's shape (compiled on first use) with the query's values filled in, or
 * undefined for a query whose shape is not kept (pageShape).
 */
function keptPageStatement(
  types: readonly EntityType[],
  query: EntityListQuery,
): { statement: CompiledStatement; params: unknown[] } | undefined {
  const shape = pageShape(types, query);
  if (shape === undefined) return undefined;
  let statement = pageStatements.get(shape);
  if (!statement) {
    statement = compileStatement(pageStatement(types, query, PLACEHOLDERS));
    if (pageStatements.size >= MAX_PAGE_STATEMENTS)
      pageStatements.delete(pageStatements.keys().next().value!);
    pageStatements.set(shape, statement);
  }
  return {
    statement,
    params: fillPlaceholders(statement.params, valuesOf(query) as unknown as Record<string, unknown>),
  };
}

/**
 * The page statement of `query` as the database is sent it: the text kept for its shape with the query's
 * values, or (a shape that is not kept) built for this query alone. Both give the same text and values.
 */
export function pageStatementOf(
  types: readonly EntityType[],
  query: EntityListQuery,
  options: { kept?: boolean } = {},
): { text: string; params: unknown[] } {
  const kept = options.kept === false ? undefined : keptPageStatement(types, query);
  if (kept) return { text: kept.statement.text, params: kept.params };
  const { text, params } = compileStatement(pageStatement(types, query, valuesOf(query)));
  return { text, params };
}

/**
 * The statement of a list page (queryEntityPage) written with `values`: the query's own, or placeholders.
 */
function pageStatement(types: readonly EntityType[], query: EntityListQuery, values: StatementValues): SQL {
  const filters = filterConditions(types, query, values);
  const where = and(...scopeConditions(types, values), ...filters);
  const order = sortOrder(ENTITY_SORT_COLUMNS, query, entities.updatedAt, entities.id);
  // A search's matches are found once, for the page and for the total.
  const searched = query.term !== undefined;
  // Without a search the page size is written into the statement (the offset stays a parameter): with a
  // known LIMIT the database's generic plan of the prepared statement costs what a custom one does, so it
  // keeps that plan instead of planning the statement again on every execution (with `limit $n` it took
  // 10 % of the rows per page, priced the per-row subqueries by that and re-planned every time: most of a
  // page's database time on PGlite). A search keeps planning per term: its best plan depends on the term.
  const limit = searched ? sql`${values.limit}` : sql.raw(String(pageSize(query.perPage)));
  const offset = values.offset;
  // A search's matches carry their sort key, so its page is sorted from them: the matched rows are read
  // once (to find them), not a second time to sort them (at 100 000 entities a common word matches
  // thousands of rows of a type).
  const { key, direction } = sortKey(query);
  const page = searched
    ? sql`select id from matches order by sort_key ${direction}, id ${direction} limit ${limit} offset ${offset}`
    : sql`select ${entities.id} from ${entities} where ${where}
    order by ${sql.join(order, sql`, `)}
    limit ${limit} offset ${offset}`;
  const userColumns = [
    ...(query.include.has('updatedByUser') ? [sql`updated_by`] : []),
    ...(query.include.has('createdByUser') ? [sql`created_by`] : []),
  ];
  const tenantId = values.tenantId as number;
  // The keys are ordered by the same ORDER BY: inside, the page's rows are called "entities".
  return sql`
    with ${searched ? sql`matches as materialized (select ${entities.id} as id, ${key} as sort_key from ${entities} where ${where}),` : sql``}
      page as (${page}),
      page_rows as (select e.* from page join ${entities} e on e.id = page.id)
    select
      (${
        searched
          ? sql`select count(*) from matches`
          : filters.length
            ? sql`select count(*) from ${entities} where ${where}`
            : // A plain page: the count the database keeps per type (0009) instead of counting.
              sql`select coalesce(sum(${entityCounts.count}), 0) from ${entityCounts}
                where ${entityCounts.tenantId} = ${tenantId} and ${inArray(entityCounts.entityType, [...types])}`
      }) as total,
      (select json_agg(json_build_array("entities".id, ${signatureSql(sql`"entities"`)}) order by ${sql.join(order, sql`, `)})
        from page_rows "entities") as keys,
      ${
        userColumns.length
          ? peopleJson(
              tenantId,
              sql.join(
                userColumns.map((column) => sql`select ${column} from page_rows`),
                sql` union `,
              ),
            )
          : sql`null`
      } as people,
      ${query.include.has('tags') ? tagsJson(tenantId, sql`select unnest(tag_ids) from page_rows`) : sql`null`} as tags`;
}

/**
 * What a list page shows: the page's keys in order with their signatures, the total and the summaries of
 * the users the page includes, in one statement; then, in a second one, only the rows and shop configs of
 * the page's entities whose state is not kept in memory yet (after a change, or the first time). A page past
 * the end answers no rows and the total.
 */
export async function queryEntityPage(
  db: Db,
  types: readonly EntityType[],
  query: EntityListQuery,
): Promise<Page<EntityRow> & { preloaded: PreloadedRelations }> {
  const empty = { rows: [], total: 0, preloaded: { configs: [], people: new Map(), tags: new Map() } };
  if (!types.length) return empty;
  type Found = { total: unknown; keys: unknown; people: unknown; tags: unknown };
  // Run on every page of every overview with other values only: compiled once per shape, prepared once
  // per connection.
  const compiled = keptPageStatement(types, query);
  let answer = compiled && (await queryCompiled<Found>(db, compiled.statement, compiled.params));
  answer ??= await queryPrepared<Found>(db, pageStatement(types, query, valuesOf(query)));
  const [found] = answer;
  const total = Number(found?.total ?? 0);
  const keys = (parsedJson(found?.keys) ?? []) as [number, RowSignature][];
  if (!keys.length) return { ...empty, total };

  const kept = keptOf(db);
  const missing = keys.filter(([id, signature]) => !kept.get(id, signature)).map(([id]) => id);
  const loaded = missing.length ? await loadKeptEntities(db, missing) : new Map<number, KeptEntity>();
  const pageEntities = keys.flatMap(([id, signature]) => {
    // A row deleted between the two statements is left out.
    const entity = loaded.get(id) ?? kept.get(id, signature);
    return entity ? [entity] : [];
  });
  const inShop = (config: AppConfigRow) => query.locale === undefined || config.appId === query.locale;
  let configs = pageEntities.flatMap((entity) => entity.configs.filter(inShop));
  if (includes(query, 'appConfigs.contentElements')) configs = await withContentElements(db, configs);
  return {
    rows: pageEntities.map((entity) => entity.row),
    total,
    preloaded: {
      configs,
      people: parsePeople(found?.people),
      ...(query.include.has('tags') ? { tags: parseTags(found?.tags) } : {}),
    },
  };
}

/** The rows and shop configs of the given entities, read in one statement and kept under their signature. */
async function loadKeptEntities(db: Db, ids: number[]): Promise<Map<number, KeptEntity>> {
  const answer = await db.execute(sql`
    select
      (select json_agg(json_build_object(
          'id', e.id, 'tenantId', e.tenant_id, 'entityType', e.entity_type,
          'internalName', e.internal_name, 'fields', e.fields, 'version', e.version,
          'parentId', e.parent_id, 'isPublished', e.is_published, 'tagIds', e.tag_ids,
          'createdBy', e.created_by, 'updatedBy', e.updated_by,
          'createdAt', e.created_at, 'updatedAt', e.updated_at, 'revision', e.revision,
          'signature', ${signatureSql(sql`e`)}
        )) from ${entities} e where e.id in (${idList(ids)})) as rows,
      ${configsJson(idList(ids), KEPT_CONFIG_PARTS)} as configs`);
  const [found] = (answer as unknown as { rows: { rows: unknown; configs: unknown }[] }).rows;
  type RawRow = Omit<EntityRow, 'createdAt' | 'updatedAt'> & {
    createdAt: string;
    updatedAt: string;
    signature: RowSignature;
  };
  const configsOf = new Map<number, AppConfigRow[]>();
  for (const config of parseConfigs(found?.configs)) {
    configsOf.set(config.entityId, [...(configsOf.get(config.entityId) ?? []), config]);
  }
  const kept = keptOf(db);
  const loaded = new Map<number, KeptEntity>();
  for (const { signature, createdAt, updatedAt, ...rest } of (parsedJson(found?.rows) ?? []) as RawRow[]) {
    const entity = deepFreeze({
      row: { ...rest, createdAt: new Date(createdAt), updatedAt: new Date(updatedAt) },
      configs: configsOf.get(rest.id) ?? [],
    });
    kept.set(rest.id, signature, entity);
    loaded.set(rest.id, entity);
  }
  return loaded;
}

/** The configs with their content elements, read for this page only (they are large and rarely listed). */
async function withContentElements(db: Db, configs: AppConfigRow[]): Promise<AppConfigRow[]> {
  if (!configs.length) return configs;
  const answer = await db.execute(sql`
    select json_agg(json_build_array(ac.id, ac.content_elements)) as elements
    from ${appConfigs} ac where ac.id in (${idList(configs.map((config) => config.id))})`);
  const [found] = (answer as unknown as { rows: { elements: unknown }[] }).rows;
  const elements = new Map(
    (parsedJson(found?.elements) ?? []) as [number, AppConfigRow['contentElements']][],
  );
  return configs.map((config) => ({ ...config, contentElements: elements.get(config.id) ?? [] }));
}

type AppConfigRow = Omit<
  typeof appConfigs.$inferSelect,
  'contentElements' | 'published' | 'createdAt' | 'updatedAt' | 'revision'
> & {
  contentElements?: (typeof appConfigs.$inferSelect)['contentElements'];
  hasSnapshot: boolean;
};

const iso = (date: Date | null) => (date ? date.toISOString() : null);

/** What a query asks of shop configs, worked out once per list rather than per config and draft key. */
interface ConfigShape {
  /** Draft keys left out: the internal ones and the parts whose include is missing. */
  hiddenDraftKeys: Set<string>;
  withPages: boolean;
  /** configFields: the only optional paths a config keeps (all when undefined; ./config-fields.ts). */
  keep?: ConfigPath[];
  /** With `keep`: the config keys narrowConfig reads (the required ones and those the paths start with). */
  read?: string[];
}

/** `include=videosByType` (spec 2 §7 names it without the `appConfigs.` prefix) is the configs' videos. */
const includesPart = (query: Pick<EntityListQuery, 'include'>, part: string) =>
  includes(query, `appConfigs.${part}`) || (part === 'videosByType' && query.include.has(part));

/** Config shapes worked out so far, by include and configFields (a handful in practice). */
const configShapes = new Map<string, ConfigShape>();
const MAX_CONFIG_SHAPES = 200;

/** What a query asks of shop configs: the same object for the same include and configFields (frozen). */
function configShape(query: Pick<EntityListQuery, 'include' | 'configFields'>): ConfigShape {
  const key = JSON.stringify([[...query.include], query.configFields ? [...query.configFields] : null]);
  let shape = configShapes.get(key);
  if (!shape) {
    if (configShapes.size >= MAX_CONFIG_SHAPES) configShapes.clear();
    configShapes.set(key, (shape = Object.freeze(newConfigShape(query))));
  }
  return shape;
}

function newConfigShape(query: Pick<EntityListQuery, 'include' | 'configFields'>): ConfigShape {
  const keep = query.configFields && parseConfigFields(query.configFields);
  const kept = keep && keptKeys(keep);
  return {
    hiddenDraftKeys: new Set([
      ...INTERNAL_DRAFT_KEYS,
      ...INCLUDED_DRAFT_PARTS.filter((part) => !includesPart(query, part) || (kept && !kept.has(part))),
    ]),
    withPages: includes(query, 'appConfigs.pages') && (!kept || kept.has('pages')),
    ...(keep ? { keep, read: [...new Set([...REQUIRED_CONFIG_FIELDS, ...kept!])] } : {}),
  };
}

/** The config columns a shop config answers besides status, each as the answer has it (toAppConfig, appConfigKeys). */
const CONFIG_COLUMNS: Record<string, (row: AppConfigRow) => unknown> = {
  id: (row) => row.id,
  appId: (row) => row.appId,
  isDraft: (row) => row.isDraft,
  isPublished: (row) => row.isPublished,
  hiddenUntil: (row) => iso(row.hiddenUntil),
  activeFrom: (row) => iso(row.activeFrom),
  activeUntil: (row) => iso(row.activeUntil),
  name: (row) => row.name,
  slug: (row) => row.slug,
  path: (row) => row.path,
  streamType: (row) => row.streamType,
  streamBundleIds: (row) => row.streamBundleIds,
  sourceCategories: (row) => row.sourceCategories,
  streamIncludedProductIds: (row) => row.streamIncludedProductIds,
  streamProductCount: (row) => row.streamProductCount,
  streamProductEstimate: (row) => row.streamProductEstimate,
};

/**
 * The keys `keys` of what toAppConfig answers for the config (each as it would have it, absent where it
 * would be): enough for narrowConfig, without building the rest of the config first.
 */
function appConfigKeys(
  row: AppConfigRow,
  shape: ConfigShape,
  pages: Map<number, PageRef>,
  now: Date,
  keys: readonly string[],
): AppConfig {
  const config: Record<string, unknown> = {};
  for (const key of keys) {
    if (key === 'status') config.status = appConfigStatus(row, now);
    else if (Object.hasOwn(CONFIG_COLUMNS, key)) config[key] = CONFIG_COLUMNS[key]!(row);
    else if (key === 'contentElements' && row.contentElements) config[key] = row.contentElements;
    else if ((key === 'pages' || key === 'pageIds') && shape.withPages) {
      const { pages: refs, pageIds } = pagesOf(row, pages);
      config[key] = key === 'pages' ? refs : pageIds;
    }
    // The draft's own keys (a "__proto__" key of a draft never reaches an answer: the spread drops it).
    else if (key !== '__proto__' && Object.hasOwn(row.draft, key) && !shape.hiddenDraftKeys.has(key))
      config[key] = row.draft[key];
  }
  return config as AppConfig;
}

/** What kept configs answered (hydrateEntities), per config row: shape, position and status each. */
interface BuiltConfig {
  shape: ConfigShape;
  position: number;
  status: AppConfig['status'];
  config: AppConfig;
}
const builtConfigs = new WeakMap<AppConfigRow, BuiltConfig[]>();
/** Shapes, positions and statuses kept per config (the overview's one, mostly): ~150 bytes each. */
const BUILT_PER_CONFIG = 2;

function builtConfig(row: AppConfigRow, shape: ConfigShape, position: number, status: string) {
  const built = builtConfigs.get(row);
  if (!built) return undefined;
  for (const each of built) {
    if (each.shape === shape && each.position === position && each.status === status) return each.config;
  }
  return undefined;
}

function keepBuiltConfig(
  row: AppConfigRow,
  shape: ConfigShape,
  position: number,
  status: AppConfig['status'],
  config: AppConfig,
) {
  // Shared by every later answer: frozen, as the kept rows are.
  deepFreeze(config);
  let built = builtConfigs.get(row);
  if (!built) builtConfigs.set(row, (built = []));
  if (built.length >= BUILT_PER_CONFIG) built.shift();
  built.push({ shape, position, status, config });
}

/** A config's pages (those of its draft's page ids that resolved within the tenant) and their ids. */
function pagesOf(row: AppConfigRow, pages: Map<number, PageRef>) {
  const ids = Array.isArray(row.draft.pageIds) ? (row.draft.pageIds as number[]) : [];
  const refs = ids.flatMap((id) => {
    const ref = pages.get(id);
    return ref ? [ref] : [];
  });
  return { pages: refs, pageIds: refs.map((page) => page.id) };
}

function toAppConfig(
  row: AppConfigRow,
  shape: ConfigShape,
  pages: Map<number, PageRef>,
  now: Date,
): AppConfig {
  const extra: Record<string, unknown> = {};
  for (const key in row.draft) {
    if (!shape.hiddenDraftKeys.has(key)) extra[key] = row.draft[key];
  }
  // The columns after the draft's keys (a column wins over a draft key of its name), status third.
  const config: Record<string, unknown> = {
    ...extra,
    id: row.id,
    appId: row.appId,
    status: appConfigStatus(row, now),
  };
  for (const key in CONFIG_COLUMNS) config[key] = CONFIG_COLUMNS[key]!(row);
  if (row.contentElements) config.contentElements = row.contentElements;
  if (shape.withPages) {
    // The form's member field (StoryIds): only the ids that resolved within the tenant.
    const { pages: refs, pageIds } = pagesOf(row, pages);
    config.pages = refs;
    config.pageIds = pageIds;
  }
  return config as AppConfig;
}

interface PageRef {
  id: number;
  type: string;
  internalName: string;
}

/** The draft keys a list leaves out, removed in SQL already so they never leave the database. */
function droppedDraftKeys(query: Pick<EntityListQuery, 'include'>): string[] {
  const shape = configShape(query);
  return [...shape.hiddenDraftKeys].filter((key) => !(key === 'pageIds' && shape.withPages));
}

/**
 * One JSON array of the shop configs of the entities `entityIds` selects (a list or a subquery), in entity
 * and shop order. Postgres builds one JSON document per list, which is much cheaper to move out of the
 * database than one row per config, above all on PGlite.
 */
function configsJson(entityIds: SQL, query: Pick<EntityListQuery, 'include' | 'locale'>): SQL {
  const withElements = includes(query, 'appConfigs.contentElements');
  const dropped = droppedDraftKeys(query);
  const draft = dropped.length
    ? sql`ac.draft - array[${sql.join(
        dropped.map((key) => sql`${key}`),
        sql`, `,
      )}]::text[]`
    : sql`ac.draft`;
  return sql`(select json_agg(json_build_object(
        'id', ac.id, 'entityId', ac.entity_id, 'appId', ac.app_id, 'name', ac.name, 'slug', ac.slug,
        'path', ac.path, 'isPublished', ac.is_published, 'activeFrom', ac.active_from,
        'activeUntil', ac.active_until, 'hiddenUntil', ac.hidden_until, 'isDraft', ac.is_draft,
        'draft', ${draft}, 'hasSnapshot', ac.published is not null, 'streamType', ac.stream_type,
        'streamBundleIds', ac.stream_bundle_ids, 'sourceCategories', ac.source_categories,
        'streamIncludedProductIds', ac.stream_included_product_ids,
        'streamProductCount', ac.stream_product_count, 'streamProductEstimate', ac.stream_product_estimate,
        'contentElements', ${withElements ? sql`ac.content_elements` : sql`null`}
      ) order by ac.entity_id, ac.app_id)
    from ${appConfigs} ac
    where ac.entity_id in (${entityIds})${query.locale === undefined ? sql`` : sql` and ac.app_id = ${query.locale}`})`;
}

/** One JSON array of the user summaries of the users `userIds` selects. */
const peopleJson = (tenantId: number, userIds: SQL) =>
  sql`(select json_agg(json_build_object('id', u.id, 'name', u.name, 'email', u.email, 'avatar', u.avatar))
        from ${users} u where u.tenant_id = ${tenantId} and u.id in (${userIds}))`;

/** One JSON array of the tags `tagIds` selects, each `[id, name, group key, group id]` (as loadTags reads them). */
const tagsJson = (tenantId: number, tagIds: SQL) =>
  sql`(select json_agg(json_build_array(t.id, t.name, g.key, t.group_id))
        from ${tags} t join ${tagGroups} g on g.id = t.group_id
        where t.tenant_id = ${tenantId} and g.tenant_id = ${tenantId} and t.id in (${tagIds}))`;

function parseTags(value: unknown): Map<number, Tag> {
  const found = (parsedJson(value) ?? []) as [number, string, string, number][];
  return new Map(found.map(([id, name, group, tagGroupId]) => [id, { id, name, group, tagGroupId }]));
}

/** Drivers hand json columns over parsed; text is parsed here in case one does not. */
const parsedJson = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);

function parseConfigs(value: unknown): AppConfigRow[] {
  type RawConfig = Omit<AppConfigRow, 'activeFrom' | 'activeUntil' | 'hiddenUntil'> & {
    activeFrom: string | null;
    activeUntil: string | null;
    hiddenUntil: string | null;
    contentElements: AppConfigRow['contentElements'] | null;
  };
  const date = (text: string | null) => (text === null ? null : new Date(text));
  return ((parsedJson(value) ?? []) as RawConfig[]).map(({ contentElements, ...config }) => ({
    ...config,
    activeFrom: date(config.activeFrom),
    activeUntil: date(config.activeUntil),
    hiddenUntil: date(config.hiddenUntil),
    ...(contentElements ? { contentElements } : {}),
  }));
}

function parsePeople(value: unknown): Map<number, UserSummary> {
  const summaries = (parsedJson(value) ?? []) as Parameters<typeof toUserSummary>[0][];
  return new Map(summaries.map((user) => [user.id, toUserSummary(user)]));
}

/** What hydrateEntities reads in the same round trip as the rows themselves (queryEntityPage). */
export interface PreloadedRelations {
  configs: AppConfigRow[];
  people: Map<number, UserSummary>;
  /** The tags of the rows, when the query includes them. */
  tags?: Map<number, Tag>;
}

const idList = (ids: number[]) =>
  sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  );

/** The shop configs of the given entities and the user summaries of the page in one round trip. */
async function loadAppConfigs(
  db: Db,
  tenantId: number,
  ids: number[],
  query: Pick<EntityListQuery, 'include' | 'locale'>,
  userIds: (number | null)[],
): Promise<PreloadedRelations> {
  const wantedUsers = [...new Set(userIds.filter((id): id is number => id !== null))];
  const answer = await db.execute(sql`
    select ${wantedUsers.length ? peopleJson(tenantId, idList(wantedUsers)) : sql`null`} as people,
      ${configsJson(idList(ids), query)} as configs`);
  const [row] = (answer as unknown as { rows: { configs: unknown; people: unknown }[] }).rows;
  return { configs: parseConfigs(row?.configs), people: parsePeople(row?.people) };
}

async function loadRootlines(
  db: Db,
  tenantId: number,
  rows: EntityRow[],
): Promise<Map<number, RootlineItem[]>> {
  const starts = rows.filter((r) => r.parentId !== null).map((r) => r.id);
  const result = new Map<number, RootlineItem[]>(rows.map((r) => [r.id, []]));
  if (!starts.length) return result;
  const answer = await db.execute(sql`
    with recursive chain(start_id, id, parent_id, name, depth) as (
      select e.id, p.id, p.parent_id, p.internal_name, 1
        from ${entities} e join ${entities} p on p.id = e.parent_id and p.tenant_id = ${tenantId}
        where e.tenant_id = ${tenantId} and e.id in (${sql.join(
          starts.map((id) => sql`${id}`),
          sql`, `,
        )})
      union all
      select c.start_id, p.id, p.parent_id, p.internal_name, c.depth + 1
        from chain c join ${entities} p on p.id = c.parent_id and p.tenant_id = ${tenantId}
        where c.depth < 64
    )
    select start_id, id, name, depth from chain order by start_id, depth desc`);
  for (const row of (answer as unknown as { rows: { start_id: number; id: number; name: string }[] }).rows) {
    result.get(Number(row.start_id))!.push({ id: Number(row.id), name: row.name });
  }
  return result;
}

async function loadChildrenCounts(db: Db, tenantId: number, ids: number[]) {
  const rows = await db
    .select({ parentId: entities.parentId, n: count() })
    .from(entities)
    .where(and(inArray(entities.parentId, ids), eq(entities.tenantId, tenantId), liveEntities()))
    .groupBy(entities.parentId);
  return new Map(rows.map((r) => [r.parentId!, r.n]));
}

async function loadTags(db: Db, tenantId: number, ids: number[]): Promise<Map<number, Tag>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: tags.id, name: tags.name, group: tagGroups.key, tagGroupId: tags.groupId })
    .from(tags)
    .innerJoin(tagGroups, eq(tagGroups.id, tags.groupId))
    .where(
      and(inArray(tags.id, [...new Set(ids)]), eq(tags.tenantId, tenantId), eq(tagGroups.tenantId, tenantId)),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

async function loadRefs(db: Db, tenantId: number, ids: number[]): Promise<Map<number, PageRef>> {
  if (!ids.length) return new Map();
  const rows = await db
    .select({ id: entities.id, type: entities.entityType, internalName: entities.internalName })
    .from(entities)
    .where(and(inArray(entities.id, [...new Set(ids)]), eq(entities.tenantId, tenantId)));
  return new Map(rows.map((r) => [r.id, r]));
}

export interface HydrateOptions {
  /** Get by id: every shared field; a list adds only those named in `fields`. */
  full?: boolean;
  /** Configs and user summaries already read with the rows (queryEntityPage). */
  preloaded?: PreloadedRelations;
}

/** The contract's Entity for each row, with the relations the query includes. */
export async function hydrateEntities(
  db: Db,
  rows: EntityRow[],
  query: Pick<EntityListQuery, 'include' | 'fields' | 'locale' | 'configFields'>,
  options: HydrateOptions = {},
): Promise<Entity[]> {
  if (!rows.length) return [];
  const ids = rows.map((r) => r.id);
  // Every relation is read within the rows' tenant: a link planted across tenants reads nothing.
  const tenantId = rows[0]!.tenantId;
  const now = nowOf(db);
  const wants = (name: string) => query.include.has(name);
  const userIds = [
    ...(wants('updatedByUser') ? rows.map((r) => r.updatedBy) : []),
    ...(wants('createdByUser') ? rows.map((r) => r.createdBy) : []),
  ];
  // Shop configs and the user summaries of the page in one round trip (or already with the rows).
  const { configs, people } = options.preloaded ?? (await loadAppConfigs(db, tenantId, ids, query, userIds));
  const [rootlines, childrenCounts, tagMap, parents, pages] = await Promise.all([
    wants('rootline') ? loadRootlines(db, tenantId, rows) : undefined,
    rows.some((r) => hierarchical(r.entityType)) ? loadChildrenCounts(db, tenantId, ids) : undefined,
    wants('tags')
      ? (options.preloaded?.tags ??
        loadTags(
          db,
          tenantId,
          rows.flatMap((r) => r.tagIds),
        ))
      : undefined,
    wants('parent')
      ? loadRefs(
          db,
          tenantId,
          rows.flatMap((r) => (r.parentId ? [r.parentId] : [])),
        )
      : undefined,
    includes(query, 'appConfigs.pages')
      ? loadRefs(
          db,
          tenantId,
          configs.flatMap((c) => (Array.isArray(c.draft.pageIds) ? (c.draft.pageIds as number[]) : [])),
        )
      : undefined,
  ]);
  const configsOf = new Map<number, AppConfig[]>();
  const shape = configShape(query);
  const pageRefs = pages ?? new Map<number, PageRef>();
  // The configs of a page come from the kept entities (queryEntityPage): what they answer with configFields
  // (the overview's few fields), in a shape, at a position and status, is kept with them. Whole configs are
  // not (each as large as its draft: too much memory for all kept entities); nor when pages or content
  // elements are included (read per request).
  const reuse =
    options.preloaded !== undefined &&
    shape.keep !== undefined &&
    !shape.withPages &&
    !includes(query, 'appConfigs.contentElements');
  for (const config of configs) {
    let list = configsOf.get(config.entityId);
    if (!list) configsOf.set(config.entityId, (list = []));
    const position = list.length;
    const status = reuse ? appConfigStatus(config, now) : undefined;
    let built = reuse ? builtConfig(config, shape, position, status!) : undefined;
    if (!built) {
      // With configFields only the keys the paths read are built (not the whole config, then cut).
      built = shape.keep
        ? narrowConfig(appConfigKeys(config, shape, pageRefs, now, shape.read!), shape.keep, position)
        : toAppConfig(config, shape, pageRefs, now);
      if (reuse) keepBuiltConfig(config, shape, position, status!, built);
    }
    list.push(built);
  }
  return rows.map((row) => {
    const shared: Record<string, unknown> = {};
    for (const [key, value] of Object.entries(row.fields)) {
      if (options.full || query.fields.includes(key)) shared[key] = value;
    }
    const ownConfigs = configsOf.get(row.id) ?? [];
    const entity: Entity = {
      ...shared,
      id: row.id,
      // Rows are only ever written with catalogue types.
      entityType: row.entityType as EntityType,
      internalName: row.internalName,
      status: entityStatus(ownConfigs.map((c) => c.status)),
      version: row.version,
      createdAt: row.createdAt.toISOString(),
      updatedAt: row.updatedAt.toISOString(),
      parentId: row.parentId,
      appConfigs: ownConfigs,
    };
    if (isPageKind(row.entityType)) entity.type = row.entityType;
    if (row.entityType === 'bundle') entity.isPublished = row.isPublished;
    if (childrenCounts) entity.childrenCount = childrenCounts.get(row.id) ?? 0;
    if (rootlines) entity.rootline = rootlines.get(row.id) ?? [];
    if (tagMap) entity.tags = row.tagIds.flatMap((id) => (tagMap.has(id) ? [tagMap.get(id)!] : []));
    const user = (id: number | null): UserSummary | undefined => (id === null ? undefined : people.get(id));
    if (wants('updatedByUser') && user(row.updatedBy)) entity.updatedByUser = user(row.updatedBy);
    if (wants('createdByUser') && user(row.createdBy)) entity.createdByUser = user(row.createdBy);
    if (parents) {
      const parent = row.parentId ? parents.get(row.parentId) : undefined;
      entity.parent = parent ? { id: parent.id, internalName: parent.internalName } : null;
    }
    return entity;
  });
}

/** One live entity row of the given types, or undefined (a trashed one too: details answer 404). */
export async function findEntityRow(db: Db, tenantId: number, types: readonly EntityType[], id: number) {
  const [row] = await db
    .select()
    .from(entities)
    .where(
      and(
        eq(entities.id, id),
        eq(entities.tenantId, tenantId),
        inArray(entities.entityType, [...types]),
        liveEntities(),
      ),
    );
  return row;
}

/** The include names that bring every part of an entity the form schema edits (get by id for editing). */
export const FORM_INCLUDES = [
  'appConfigs.contentElements',
  'appConfigs.pages',
  ...INCLUDED_DRAFT_PARTS.map((part) => `appConfigs.${part}`),
  'tags',
] as const;

/**
 * An entity read with FORM_INCLUDES, cut back to what `include` asked for: the shop-config parts, content
 * elements, pages and tags outside it are removed, as if it had been read with `include` alone.
 */
export function narrowToIncludes(entity: Entity, include: Set<string>): Entity {
  const query = { include };
  const shape = configShape(query);
  const withElements = includes(query, 'appConfigs.contentElements');
  const appConfigs = entity.appConfigs.map((config) => {
    const narrowed: AppConfig = { ...config };
    for (const key of INCLUDED_DRAFT_PARTS) if (shape.hiddenDraftKeys.has(key)) delete narrowed[key];
    if (!withElements) delete narrowed.contentElements;
    if (!shape.withPages) {
      delete narrowed.pages;
      delete narrowed.pageIds;
    }
    return narrowed;
  });
  const { tags: entityTags, ...rest } = entity;
  return { ...rest, ...(include.has('tags') && entityTags ? { tags: entityTags } : {}), appConfigs };
}
