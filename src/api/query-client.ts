import { QueryClient, type Query } from '@tanstack/react-query';

const MINUTE = 60_000;

/** Schema and overview queries are cached 30 minutes (spec 1 §9). */
export const SCHEMA_QUERY_OPTIONS = {
  staleTime: 30 * MINUTE,
  gcTime: 30 * MINUTE,
} as const;

/**
 * One-time queries (tenant, current user): refetched only once a day, never on mount, focus or reconnect,
 * and never retried (spec 1 §8, §9).
 */
export const ONE_TIME_QUERY_OPTIONS = {
  staleTime: 86_400_000,
  gcTime: Infinity,
  refetchInterval: 86_400_000,
  refetchOnMount: false,
  refetchOnWindowFocus: false,
  refetchOnReconnect: false,
  retry: false,
} as const;

/** Errors of a query with nothing to show go to the error boundary; a failed background refetch does not. */
function throwWhenNoData(_error: Error, query: Query<unknown, Error, unknown, readonly unknown[]>) {
  return query.state.data === undefined;
}

/** The app's query client: no retry, no refetch on window focus, errors to the error boundary. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: false,
        throwOnError: throwWhenNoData,
      },
      mutations: { retry: false },
    },
  });
}
