import { useInfiniteQuery } from '@tanstack/react-query';
import { getListActivityQueryKey, listActivity } from '@generated/api/activity/activity';
import type { ListActivityParams } from '@generated/model';

export const ACTIVITY_PAGE_SIZE = 25;

/** The feed's pages, newest first; `fetchNextPage` asks for the older ones by the server's cursor. */
export function useActivityFeed(params: ListActivityParams) {
  const query = { ...params, perPage: ACTIVITY_PAGE_SIZE };
  return useInfiniteQuery({
    queryKey: [...getListActivityQueryKey(query), 'pages'],
    queryFn: ({ pageParam, signal }) =>
      listActivity(pageParam ? { ...query, cursor: pageParam } : query, undefined, signal),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.meta.nextCursor ?? undefined,
    // What happened since the last visit shows at once.
    staleTime: 0,
    throwOnError: false,
  });
}
