// Loaded lazily by the detail routes' loader (routes.tsx): it brings the generated clients of every type.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
import { getCurrentUser, getGetCurrentUserQueryKey } from '@generated/api/auth/auth';
import { getListBlockTypesQueryKey, listBlockTypes } from '@generated/api/content/content';
import { getCurrentTenant, getGetCurrentTenantQueryKey } from '@generated/api/tenants/tenants';
import { entityClients } from '@generated/entity-clients';
import type { EntityType, FormSchemaResponse } from '@generated/model';
import { ONE_TIME_QUERY_OPTIONS, SCHEMA_QUERY_OPTIONS } from '@/api/query-client';
import { ENTITY_INCLUDES } from '@/entities/entity-includes';

/** How long the prefetched entity counts as fresh: the page renders within that time (ms). */
export const PREFETCHED_FRESH_MS = 10_000;

/** The calls the editor's first screen makes, with one signature for every type (as the wizard's API). */
interface EditorCalls {
  get: (id: number, params?: object, options?: undefined, signal?: AbortSignal) => Promise<unknown>;
  getKey: (id: number, params?: object) => QueryKey;
  formFields: (options?: undefined, signal?: AbortSignal) => Promise<FormSchemaResponse>;
  formFieldsKey: () => QueryKey;
}

/**
 * The block types the editor's schema names (its Editor fields' and its slots' block types), sorted: the
 * query the wizard makes once the schema is there (features/wizard: use-wizard-controller.ts, steps.ts).
 */
export function editorBlockNames(schema: FormSchemaResponse): string[] {
  const names = new Set<string>();
  for (const section of schema.data)
    for (const node of section.items) {
      if (node.component !== 'Editor') continue;
      for (const slot of node.attributes?.slots ?? [])
        for (const name of slot.blockTypeNames ?? []) names.add(name);
    }
  for (const slot of schema.meta.attributes.slots ?? [])
    for (const name of slot.blockTypeNames) names.add(name);
  return [...names].sort();
}

/** The query of the block types named (the key and call of the wizard's `blockTypesQuery`). */
export function blockTypesPrefetch(names: readonly string[]) {
  const params = { 'filter[name]': names.join(','), perPage: 500 };
  return {
    queryKey: getListBlockTypesQueryKey(params),
    queryFn: ({ signal }: { signal: AbortSignal }) => listBlockTypes(params, undefined, signal),
    ...SCHEMA_QUERY_OPTIONS,
  };
}

/**
 * Fills the query cache with what the editor of `type`/`id` asks first — the user, the tenant, the form
 * schema, the entity with the wizard's includes and the schema's block types — under the keys the app's
 * hooks use, so the page's first render has its data: one render in a transition instead of a render with
 * placeholders and one synchronous render per answer (and per query that starts when it mounts). Never
 * throws: a failed call is left to the page, which asks again and shows the failure as before.
 */
export async function prefetchEditor(queryClient: QueryClient, type: EntityType, id: number): Promise<void> {
  const calls = entityClients[type] as unknown as EditorCalls;
  const include = { include: ENTITY_INCLUDES };
  const entityKey = calls.getKey(id, include);
  // The wizard's entity query is stale at once (staleTime 0): mounting it right after this answer would ask
  // again, and the query's change to 'fetching' while it subscribes re-renders the whole page synchronously.
  // The prefetched answer counts as fresh for a few seconds; once replaced (a save, a refetch), as before.
  queryClient.setQueryDefaults(entityKey, {
    staleTime: (query) => (query.state.dataUpdateCount <= 1 ? PREFETCHED_FRESH_MS : 0),
  });
  const schema = queryClient
    .fetchQuery({
      queryKey: calls.formFieldsKey(),
      queryFn: ({ signal }) => calls.formFields(undefined, signal),
      ...SCHEMA_QUERY_OPTIONS,
    })
    .then((answer) => {
      const names = editorBlockNames(answer);
      return names.length > 0 ? queryClient.prefetchQuery(blockTypesPrefetch(names)) : undefined;
    })
    .catch(() => undefined);
  await Promise.all([
    queryClient.prefetchQuery({
      queryKey: getGetCurrentUserQueryKey(),
      queryFn: ({ signal }) => getCurrentUser(undefined, signal),
      ...ONE_TIME_QUERY_OPTIONS,
    }),
    queryClient.prefetchQuery({
      queryKey: getGetCurrentTenantQueryKey(),
      queryFn: ({ signal }) => getCurrentTenant(undefined, signal),
      ...ONE_TIME_QUERY_OPTIONS,
    }),
    queryClient.prefetchQuery({
      queryKey: entityKey,
      queryFn: ({ signal }) => calls.get(id, include, undefined, signal),
    }),
    schema,
  ]);
}
