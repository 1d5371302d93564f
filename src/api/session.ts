import type { QueryClient } from '@tanstack/react-query';
import { getGetCurrentUserQueryOptions, useGetCurrentUser } from '@generated/api/auth/auth';
import { getGetCurrentTenantQueryOptions, useGetCurrentTenant } from '@generated/api/tenants/tenants';
import { readToken } from '../lib/token-storage';
import { errorStatus } from './errors';
import { ONE_TIME_QUERY_OPTIONS } from './query-client';

/** Only a 401 is thrown to the error boundary (it clears the token); any other failure marks the part failed. */
function throwWhenUnauthorized(error: Error): boolean {
  return errorStatus(error) === 401;
}

/** The signed-in user, fetched once when a token exists (spec 1 §6, §7). `data` is the user itself. */
export function useCurrentUser() {
  return useGetCurrentUser({
    query: {
      ...ONE_TIME_QUERY_OPTIONS,
      enabled: readToken() !== null,
      throwOnError: throwWhenUnauthorized,
      select: (response) => response.data,
    },
  });
}

/** The tenant configuration, loaded once and never retried. `data` is the tenant itself. */
export function useCurrentTenant() {
  return useGetCurrentTenant({
    query: {
      ...ONE_TIME_QUERY_OPTIONS,
      enabled: readToken() !== null,
      throwOnError: throwWhenUnauthorized,
      select: (response) => response.data,
    },
  });
}

/**
 * Starts the user's and the tenant's one-time fetches without waiting for them (the protected routes' loader:
 * beside the pages' JavaScript rather than after it); the hooks above then find them under way or done.
 */
export function prefetchSession(queryClient: QueryClient): void {
  if (readToken() === null) return;
  void queryClient.prefetchQuery(getGetCurrentUserQueryOptions({ query: ONE_TIME_QUERY_OPTIONS }));
  void queryClient.prefetchQuery(getGetCurrentTenantQueryOptions({ query: ONE_TIME_QUERY_OPTIONS }));
}
