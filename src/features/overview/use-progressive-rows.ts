import { startTransition, useDeferredValue, useEffect, useState } from 'react';

/** Rows rendered in the first pass after a list arrives: about a phone's first screen (rows are 125 px and up). */
export const FIRST_PASS_ROWS = 5;
/** Rows added per following pass. */
export const ROWS_PER_PASS = 5;

/**
 * The rows to render, in passes that keep the main thread free (Lighthouse's total blocking time): the list
 * that arrives is a deferred value, so the urgent render that delivers it keeps the placeholders and React
 * renders the rows in a transition, in slices that yield to the browser; the first pass shows the first rows,
 * each later pass (a transition after the commit before) adds the next ones. `null` while the placeholders
 * show (loading, or the rows not rendered yet); `complete` once every row is on screen (until then the
 * table stays `aria-busy`). A list already on screen that is fetched again keeps its rows while the new ones
 * render (deferred too), as many at once as were shown; only the way from the placeholders goes in passes.
 */
export function useProgressiveRows<T>(
  rows: readonly T[],
  loading: boolean,
): { shown: readonly T[] | null; complete: boolean } {
  const deferred = useDeferredValue(loading ? null : rows);
  const [count, setCount] = useState(FIRST_PASS_ROWS);
  // The placeholders are back: the next rows start with the first pass again (state derived while rendering).
  if (deferred === null && count !== FIRST_PASS_ROWS) setCount(FIRST_PASS_ROWS);
  const total = deferred?.length ?? 0;
  useEffect(() => {
    if (deferred !== null && count < total)
      startTransition(() => setCount((current) => current + ROWS_PER_PASS));
  }, [deferred, count, total]);
  if (deferred === null) return { shown: null, complete: false };
  return { shown: count < total ? deferred.slice(0, count) : deferred, complete: count >= total };
}
