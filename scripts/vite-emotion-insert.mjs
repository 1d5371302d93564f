// A Vite alias: Emotion's insertion-effect helper is replaced by src/lib/emotion-insert-while-rendering.ts, so
// a styled component writes its CSS rule while it renders (sliced by a transition) instead of in the commit.
import { join } from 'node:path';

export const EMOTION_INSERTION_HELPER = '@emotion/use-insertion-effect-with-fallbacks';

/** The alias entry for `resolve.alias`; `src` is the app's source folder. */
export function emotionInsertWhileRendering(src) {
  return {
    find: /^@emotion\/use-insertion-effect-with-fallbacks$/,
    replacement: join(src, 'lib', 'emotion-insert-while-rendering.ts'),
  };
}
