import { useCallback, useInsertionEffect, useRef } from 'react';

/**
 * A handler whose identity never changes but that always runs the latest render's function (React's proposed
 * `useEffectEvent` for event handlers): a memoised child given it does not render again because its parent
 * rendered. Only for handlers called after rendering (events, effects), never during a render.
 */
export function useEvent<Args extends unknown[], Result>(
  handler: (...args: Args) => Result,
): (...args: Args) => Result {
  const latest = useRef(handler);
  // Before any layout effect of the children (which may call it) sees the new render.
  useInsertionEffect(() => {
    latest.current = handler;
  });
  return useCallback((...args: Args) => latest.current(...args), []);
}
