// Entity type → the generated calls the wizard makes (spec 2 §7), behind one signature for every type.
import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import { entityClients } from '@generated/entity-clients';
import { getListBlockTypesQueryKey, listBlockTypes } from '@generated/api/content/content';
import type {
  BlockTypeList,
  EntityMeta,
  EntityType,
  FormSchemaResponse,
  OverviewSchemaResponse,
  TagRelationCountList,
} from '@generated/model';
import { SCHEMA_QUERY_OPTIONS } from '@/api/query-client';
import { ENTITY_INCLUDES } from '@/entities/entity-includes';
import type { PlainValues } from './form-defaults';

const INCLUDE = { include: ENTITY_INCLUDES };

/** An entity answer as the wizard reads it: the row (any type) and its validation meta. */
export interface EntityAnswer {
  data: PlainValues & { id: number };
  meta?: Partial<EntityMeta>;
}

interface QueryDescriptor<T> {
  queryKey: QueryKey;
  queryFn: QueryFunction<T>;
}

/** The calls of one type with the type's own signatures widened to one (the generated ones differ per type). */
interface LooseCalls {
  get: (id: number, params?: object, options?: undefined, signal?: AbortSignal) => Promise<EntityAnswer>;
  getKey: (id: number, params?: object) => QueryKey;
  listKey: () => QueryKey;
  create?: (body: PlainValues) => Promise<EntityAnswer>;
  update?: (id: number, body: PlainValues) => Promise<EntityAnswer>;
  formFields: (options?: undefined, signal?: AbortSignal) => Promise<FormSchemaResponse>;
  formFieldsKey: () => QueryKey;
  overviewSchema: (options?: undefined, signal?: AbortSignal) => Promise<OverviewSchemaResponse>;
  overviewSchemaKey: () => QueryKey;
  relationCounts?: (id: number, options?: undefined, signal?: AbortSignal) => Promise<TagRelationCountList>;
  relationCountsKey?: (id: number) => QueryKey;
}

export function wizardApi(type: EntityType) {
  const calls = entityClients[type] as unknown as LooseCalls;
  const { create, update, relationCounts, relationCountsKey } = calls;
  return {
    /** The form schema, cached 30 minutes. */
    formFields: (): QueryDescriptor<FormSchemaResponse> & typeof SCHEMA_QUERY_OPTIONS => ({
      queryKey: calls.formFieldsKey(),
      queryFn: ({ signal }) => calls.formFields(undefined, signal),
      ...SCHEMA_QUERY_OPTIONS,
    }),
    overviewSchema: (): QueryDescriptor<OverviewSchemaResponse> & typeof SCHEMA_QUERY_OPTIONS => ({
      queryKey: calls.overviewSchemaKey(),
      queryFn: ({ signal }) => calls.overviewSchema(undefined, signal),
      ...SCHEMA_QUERY_OPTIONS,
    }),
    /** The entity with every include of the wizard. */
    entity: (id: number): QueryDescriptor<EntityAnswer> => ({
      queryKey: calls.getKey(id, INCLUDE),
      queryFn: ({ signal }) => calls.get(id, INCLUDE, undefined, signal),
    }),
    /** The first segment of the type's list query keys (invalidated after a save). */
    listKeyRoot: String(calls.listKey()[0]),
    create: create ? (body: PlainValues) => create(body) : undefined,
    update: update ? (id: number, body: PlainValues) => update(id, body) : undefined,
    relationCounts:
      relationCounts && relationCountsKey
        ? (id: number): QueryDescriptor<TagRelationCountList> => ({
            queryKey: relationCountsKey(id),
            queryFn: ({ signal }) => relationCounts(id, undefined, signal),
          })
        : undefined,
  };
}

export type WizardApi = ReturnType<typeof wizardApi>;

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
