// Emotion's insertion-effect helper is replaced in the build (vite.config.ts, scripts/vite-emotion-insert.mjs):
// styles are written while a component renders (src/lib/emotion-insert-while-rendering.ts).
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, vi } from 'vitest';
import * as replacement from '@/lib/emotion-insert-while-rendering';
import { EMOTION_INSERTION_HELPER, emotionInsertWhileRendering } from '@scripts/vite-emotion-insert.mjs';

/** The package itself: a plain `import` here would go through the alias under test. */
const original = createRequire(import.meta.url)(EMOTION_INSERTION_HELPER) as Record<string, unknown>;

describe("Emotion's insertion while rendering", () => {
  it("resolves Emotion's helper, and only it, to the replacement", () => {
    const alias = emotionInsertWhileRendering(fileURLToPath(new URL('../../src', import.meta.url)));
    expect(alias.find.test(EMOTION_INSERTION_HELPER)).toBe(true);
    expect(alias.find.test('@emotion/react')).toBe(false);
    expect(existsSync(alias.replacement)).toBe(true);
    expect(alias.replacement).toMatch(/src\/lib\/emotion-insert-while-rendering\.ts$/);
  });

  it('the replacement exports every name of the original', () => {
    expect(Object.keys(replacement).sort()).toEqual(Object.keys(original).sort());
  });

  it("inserts at once, while the component renders, not in the commit's effects", () => {
    const insert = vi.fn();
    replacement.useInsertionEffectAlwaysWithSyncFallback(insert);
    expect(insert).toHaveBeenCalledTimes(1);
  });
});
