// The build's changes to MUI's code (scripts/vite-mui-trim.mjs), applied to the installed MUI.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { muiTrim } from '@scripts/vite-mui-trim.mjs';

const require = createRequire(import.meta.url);
const material = dirname(require.resolve('@mui/material/package.json'));
/** The file the browser build takes (the package's `browser` + `module` export). */
const emotionInsertion = join(
  dirname(require.resolve('@emotion/use-insertion-effect-with-fallbacks/package.json')),
  'dist',
  'emotion-use-insertion-effect-with-fallbacks.browser.esm.js',
);
const load = (file: string) => (muiTrim().load as (id: string) => string | null)(file);

describe('MUI trim', () => {
  it("sets the select's display node in a transition, not as a synchronous update in the commit", () => {
    const code = load(join(material, 'Select', 'SelectInput.mjs'));
    expect(code).toContain('React.startTransition(() => setDisplayNode(node));');
    expect(code).not.toMatch(/\n\s+setDisplayNode\(node\);/);
  });

  it("sets the autocomplete's anchor in a transition, through one stable callback", () => {
    const code = load(join(material, 'Autocomplete', 'Autocomplete.mjs'));
    expect(code).toContain(
      'const setAnchorElLater = React.useCallback(node => React.startTransition(() => setAnchorEl(node)), [setAnchorEl]);',
    );
    expect(code).toContain('ref: setAnchorElLater,');
    expect(code).not.toContain('ref: setAnchorEl,');
  });

  it("inserts Emotion's rules while a component renders (in the render's slices), not in the commit", () => {
    const code = load(emotionInsertion);
    expect(code).toContain('var useInsertionEffectAlwaysWithSyncFallback = syncFallback;');
    // The layout-effect fallback (global styles) stays as it is.
    expect(code).toContain(
      'var useInsertionEffectWithLayoutFallback = useInsertionEffect || React.useLayoutEffect;',
    );
  });

  it('changes every file it names in the installed MUI (a changed MUI fails the build, and this test)', () => {
    for (const file of [
      join(material, 'ButtonBase', 'ButtonBase.mjs'),
      join(material, 'styles', 'createThemeWithVars.mjs'),
      join(material, 'Select', 'SelectInput.mjs'),
      join(material, 'Autocomplete', 'Autocomplete.mjs'),
      emotionInsertion,
    ]) {
      expect(load(file)).toEqual(expect.any(String));
    }
    expect(load(join(material, 'Button', 'Button.mjs'))).toBeNull();
  });

  it('fails the build that did not load a file it changes (the package now resolves to another file)', () => {
    const plugin = muiTrim() as unknown as {
      load: (id: string) => unknown;
      buildEnd: (error?: Error) => void;
    };
    plugin.load(emotionInsertion);
    expect(() => plugin.buildEnd()).toThrow(/did not load .*ButtonBase/);
    expect(() => plugin.buildEnd(new Error('an earlier failure'))).not.toThrow();
  });
});
