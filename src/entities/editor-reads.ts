// What an entity's editor reads before it shows anything (spec 2 §7): the type's form schema, the block types
// its editor slots name, and the entity with the wizard's includes — as query descriptors over the generated
// calls, shared by the wizard's controller and the detail route's loader, which starts them beside the page's
// JavaScript (src/app/route-prefetch.ts).
import type { QueryClient, QueryFunction, QueryKey } from '@tanstack/react-query';
import { getListBlockTypesQueryKey, listBlockTypes } from '@generated/api/content/content';
import { entityClients } from '@generated/entity-clients';
import type { BlockTypeList, EntityMeta, EntityType, FormSchemaResponse } from '@generated/model';
import { SCHEMA_QUERY_OPTIONS } from '@/api/query-client';
import { ENTITY_INCLUDES } from './entity-includes';

const INCLUDE = { include: ENTITY_INCLUDES };

/**
 * An entity answer this young is not asked for again when the editor mounts: the route's loader asks for the
 * entity each time its address opens (prefetchEditorReads), so the editor's own query would only repeat it.
 */
export const ENTITY_FRESH_MS = 10_000;

/** An entity answer as the wizard reads it: the row (any type) and its validation meta. */
export interface EntityAnswer {
  data: Record<string, unknown> & { id: number };
  meta?: Partial<EntityMeta>;
}

/** A query's key and function, as `useQuery` and the query client take them. */
export interface QueryDescriptor<T> {
  queryKey: QueryKey;
  queryFn: QueryFunction<T>;
}

/** The reads of one type with the type's own signatures widened to one (the generated ones differ per type). */
interface LooseReads {
  get: (id: number, params?: object, options?: undefined, signal?: AbortSignal) => Promise<EntityAnswer>;
  getKey: (id: number, params?: object) => QueryKey;
  formFields: (options?: undefined, signal?: AbortSignal) => Promise<FormSchemaResponse>;
  formFieldsKey: () => QueryKey;
}

const readsOf = (type: EntityType) => entityClients[type] as unknown as LooseReads;

/** The type's form schema, cached 30 minutes. */
export function formFieldsQuery(
  type: EntityType,
): QueryDescriptor<FormSchemaResponse> & typeof SCHEMA_QUERY_OPTIONS {
  const reads = readsOf(type);
  return {
    queryKey: reads.formFieldsKey(),
    queryFn: ({ signal }) => reads.formFields(undefined, signal),
    ...SCHEMA_QUERY_OPTIONS,
  };
}

/** The entity with every include of the wizard. */
export function entityQuery(
  type: EntityType,
  id: number,
): QueryDescriptor<EntityAnswer> & { staleTime: number } {
  const reads = readsOf(type);
  return {
    queryKey: reads.getKey(id, INCLUDE),
    queryFn: ({ signal }) => reads.get(id, INCLUDE, undefined, signal),
    staleTime: ENTITY_FRESH_MS,
  };
}

/** The block types named by the schema's editor (filter[name]), cached like schemas. */
export function blockTypesQuery(names: readonly string[]) {
  const params = { 'filter[name]': names.join(','), perPage: 500 };
  return {
    queryKey: getListBlockTypesQueryKey(params),
    queryFn: ({ signal }: { signal: AbortSignal }): Promise<BlockTypeList> =>
      listBlockTypes(params, undefined, signal),
    ...SCHEMA_QUERY_OPTIONS,
  };
}

/** The block types a schema's editors and slots name, sorted (the block-type query's filter); none: no query. */
export function schemaBlockTypeNames(schema: FormSchemaResponse | undefined): string[] {
  const names = new Set<string>();
  for (const section of schema?.data ?? [])
    for (const node of section.items) {
      if (node.component !== 'Editor') continue;
      for (const slot of node.attributes?.slots ?? [])
        for (const name of slot.blockTypeNames ?? []) names.add(name);
    }
  for (const slot of schema?.meta.attributes.slots ?? [])
    for (const name of slot.blockTypeNames) names.add(name);
  return [...names].sort();
}

/**
 * Starts an editor's reads without waiting for them: the schema, then the block types it names (both cached like
 * schemas), and the entity, asked for anew each time (`id` null: a new one, nothing to fetch). A failure stays
 * in the cache, where the editor's own query meets it (and asks again on mount, as a failed query does).
 */
export function prefetchEditorReads(queryClient: QueryClient, type: EntityType, id: number | null): void {
  void queryClient.fetchQuery(formFieldsQuery(type)).then(
    (schema) => {
      const names = schemaBlockTypeNames(schema);
      if (names.length > 0) void queryClient.prefetchQuery(blockTypesQuery(names));
    },
    () => undefined,
  );
  if (id !== null) void queryClient.prefetchQuery({ ...entityQuery(type, id), staleTime: 0 });
}
