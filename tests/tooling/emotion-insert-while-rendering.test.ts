// Emotion's insertion-effect helper is replaced in the build (vite.config.ts): styles are written while a
// component renders (src/lib/emotion-insert-while-rendering.ts).
import { createRequire } from 'node:module';
import { describe, expect, it, vi } from 'vitest';
import config from '../../vite.config';
import * as replacement from '@/lib/emotion-insert-while-rendering';

const ID = '@emotion/use-insertion-effect-with-fallbacks';
/** The package itself: a plain `import` here would go through the alias under test. */
const original = createRequire(import.meta.url)(ID) as Record<string, unknown>;

describe("Emotion's insertion while rendering", () => {
  it("the build resolves Emotion's helper to the replacement", () => {
    const aliases = config.resolve?.alias as { find: RegExp; replacement: string }[];
    const alias = aliases.find(({ find }) => find.test(ID));
    expect(alias?.replacement).toMatch(/src\/lib\/emotion-insert-while-rendering\.ts$/);
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
