import { keepPreviousData } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useSearchEverywhere } from '@generated/api/search/search';

/** Typing pauses this long before the palette asks the server (the overviews' 500 ms is too slow here). */
export const PALETTE_DEBOUNCE_MS = 150;
/** Matches per type group. */
export const PALETTE_LIMIT = 5;

/** `value`, once it has not changed for `delay` ms. */
export function useDebounced<T>(value: T, delay: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delay);
    return () => clearTimeout(timer);
  }, [value, delay]);
  return settled;
}

/**
 * The server's matches for the typed text, debounced. A newer text makes the older query unused, and TanStack
 * Query aborts an unused query whose request took the AbortSignal (the generated call passes it to axios): a
 * stale request is cancelled, never shown. The previous matches stay while the next ones load.
 */
export function usePaletteSearch(text: string) {
  const q = useDebounced(text.trim(), PALETTE_DEBOUNCE_MS);
  const result = useSearchEverywhere(
    { q, limit: PALETTE_LIMIT },
    {
      query: {
        enabled: q.length > 0,
        placeholderData: keepPreviousData,
        staleTime: 10_000,
        retry: false,
        select: (response) => response.data,
      },
    },
  );
  const settled = q === text.trim();
  return {
    groups: q.length > 0 ? (result.data ?? []) : [],
    /** The query the shown groups answer (may lag the input while typing). */
    query: q,
    pending: !settled || result.isFetching,
    failed: result.isError,
  };
}
