import { useInsertionEffect } from 'react';

/**
 * Stands in for `@emotion/use-insertion-effect-with-fallbacks` (an alias in vite.config.ts). Emotion writes a
 * styled component's CSS rule in an insertion effect, so every new style of a screen is compiled (stylis) and
 * inserted in the commit: one task that the first screen's transition cannot slice (a third of the overview's
 * first commit at 4× CPU). Here it is written while the component renders, as Emotion does without insertion
 * effects (React 17): a transition's render yields every few milliseconds, so that work is sliced too. A rule
 * of a render that React throws away stays in the sheet unused, as any rule of an unmounted component does.
 */
export function useInsertionEffectAlwaysWithSyncFallback(insert: () => unknown): void {
  insert();
}

/** Emotion's `Global` keeps its effect: global rules are replaced and removed with the component. */
export const useInsertionEffectWithLayoutFallback = useInsertionEffect;
