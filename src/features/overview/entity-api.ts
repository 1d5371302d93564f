// The overview's calls of an entity type, from the registry: generated/entity-clients.ts maps each type to
// its generated calls (with the page kinds' type filter and the overview-schema plurals filled in), so no
// type → call table, plural or cast lives here.
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { entityClients } from '@generated/entity-clients';
import type {
  BlockType,
  Entity,
  ListBundlesParams,
  MediaImage,
  MediaVideo,
  OverviewSchemaResponse,
  PaginationMeta,
  RootlineItem,
  Tag,
  TagGroup,
} from '@generated/model';
import { SCHEMA_QUERY_OPTIONS } from '@/api/query-client';
import { getEntityConfig, type EntityType } from '@/entities';

/** One row of any overview list. */
export type OverviewRow = Entity | MediaImage | MediaVideo | Tag | TagGroup | BlockType;
interface OverviewList {
  data: OverviewRow[];
  meta: PaginationMeta;
}
/** The list parameters every collection understands (the generated list params share them). */
export type OverviewListParams = ListBundlesParams;

export interface QueryDescriptor<T> {
  queryKey: QueryKey;
  queryFn: QueryFunction<T>;
}

/** What the breadcrumb reads of a parent row. */
export interface ParentRow {
  data: { id: number; internalName: string; rootline?: RootlineItem[] };
}

interface OverviewApi {
  /** The generated list call (key and function) of the type's collection. */
  list: (params: OverviewListParams) => QueryDescriptor<OverviewList>;
  /** The first segment of every list query key of the collection (for invalidation). */
  listKeyRoot: string;
  /** The generated delete call; absent where the product never deletes (405 in the contract). */
  remove?: (id: number) => Promise<void>;
  /** Parent lookup of hierarchical types (for the breadcrumb rootline). */
  parent?: (id: number) => QueryDescriptor<ParentRow>;
}

const ROOTLINE = { include: 'rootline' };

/** Entity type → its generated list, delete and parent calls (spec 1 §7). */
export function overviewApi(type: EntityType): OverviewApi {
  const calls = entityClients[type];
  const get = calls.get;
  return {
    list: (params) => ({
      queryKey: calls.listKey(params),
      queryFn: ({ signal }) => calls.list(params, undefined, signal),
    }),
    listKeyRoot: String(calls.listKey()[0]),
    ...('delete' in calls ? { remove: (id: number) => calls.delete(id) } : {}),
    ...(getEntityConfig(type).hierarchical
      ? {
          parent: (id: number): QueryDescriptor<ParentRow> => ({
            queryKey: calls.getKey(id, ROOTLINE),
            // The answer as it comes (hierarchical types are entities): only the fields the breadcrumb reads
            // are picked out of the row union, with their own values.
            queryFn: async ({ signal }) => {
              const response = await get(id, ROOTLINE, undefined, signal);
              const row = response.data;
              return { ...response, data: { ...row, internalName: titleOf(row), rootline: rootlineOf(row) } };
            },
          }),
        }
      : {}),
  };
}

const titleOf = (row: OverviewRow) =>
  'internalName' in row && typeof row.internalName === 'string' ? row.internalName : '';
const rootlineOf = (row: OverviewRow) => ('rootline' in row ? row.rootline : undefined);

/** The generated overview-schema query of a type, cached 30 minutes. */
export function overviewSchemaQuery(type: EntityType) {
  const calls = entityClients[type];
  const query: QueryDescriptor<OverviewSchemaResponse> = {
    queryKey: calls.overviewSchemaKey(),
    queryFn: ({ signal }) => calls.overviewSchema(undefined, signal),
  };
  return { ...query, ...SCHEMA_QUERY_OPTIONS };
}
