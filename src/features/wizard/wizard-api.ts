// Entity type → the generated calls the wizard makes (spec 2 §7), behind one signature for every type.
import type { QueryKey } from '@tanstack/react-query';
import { entityClients } from '@generated/entity-clients';
import type { EntityType, OverviewSchemaResponse, TagRelationCountList } from '@generated/model';
import { SCHEMA_QUERY_OPTIONS } from '@/api/query-client';
import {
  entityQuery,
  formFieldsQuery,
  type EntityAnswer,
  type QueryDescriptor,
} from '@/entities/editor-reads';
import type { PlainValues } from './form-defaults';

export type { EntityAnswer };

/** The calls of one type with the type's own signatures widened to one (the generated ones differ per type). */
interface LooseCalls {
  listKey: () => QueryKey;
  create?: (body: PlainValues) => Promise<EntityAnswer>;
  update?: (id: number, body: PlainValues) => Promise<EntityAnswer>;
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
    formFields: () => formFieldsQuery(type),
    overviewSchema: (): QueryDescriptor<OverviewSchemaResponse> & typeof SCHEMA_QUERY_OPTIONS => ({
      queryKey: calls.overviewSchemaKey(),
      queryFn: ({ signal }) => calls.overviewSchema(undefined, signal),
      ...SCHEMA_QUERY_OPTIONS,
    }),
    /** The entity with every include of the wizard (an answer younger than ENTITY_FRESH_MS is not asked again). */
    entity: (id: number) => entityQuery(type, id),
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
