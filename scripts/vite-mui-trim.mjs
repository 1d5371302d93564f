// Vite plugin (build only): changes to MUI's code as the build loads it. Two parts of MUI's CSS-variables theme
// that the app never calls, left out of the entry (the sign-in route): the color-scheme script builder behind
// the deprecated `getInitColorSchemeScript` (the app chooses the scheme before the first paint itself:
// src/app/shell/choose-shell.ts) and the theme's `toRuntimeSource` (a serializer for Pigment CSS); should
// anything call them, the build's code throws at once. The ripple, loaded on first use. The select's display
// node and the autocomplete's anchor, set in a transition (see below). Emotion's styles, inserted as components
// render (see below).
import { readFileSync } from 'node:fs';

const THROW = (what) => `() => { throw new Error("${what} is not built in (scripts/vite-mui-trim.mjs)"); }`;

/** File (as it ends) → [text to replace, what replaces it], or a list of such pairs. */
const STUBS = {
  '/@mui/system/cssVars/createCssVarsProvider.mjs': [
    `const getInitColorSchemeScript = params => buildInitColorSchemeScript({
    colorSchemeStorageKey: defaultColorSchemeStorageKey,
    defaultLightColorScheme,
    defaultDarkColorScheme,
    modeStorageKey: defaultModeStorageKey,
    ...params
  });`,
    `const getInitColorSchemeScript = ${THROW('getInitColorSchemeScript')};`,
  ],
  '/@mui/material/ButtonBase/ButtonBase.mjs': [
    'import TouchRipple from "./TouchRipple.mjs";',
    `const LazyTouchRipple = React.lazy(() => import("./TouchRipple.mjs"));
const TouchRipple = React.forwardRef(function TouchRipple(props, ref) {
  return _jsx(React.Suspense, { fallback: null, children: _jsx(LazyTouchRipple, { ...props, ref }) });
});`,
  ],
  // The select keeps its display node in state, set from a ref callback: set in the commit, that update is
  // synchronous, so React re-renders right away and first flushes every passive effect of the page's first
  // commit in the same long task (issue 28). As a transition it renders after; nothing opens the menu sooner.
  '/@mui/material/Select/SelectInput.mjs': [
    `    if (node) {
      setDisplayNode(node);
    }`,
    `    if (node) {
      React.startTransition(() => setDisplayNode(node));
    }`,
  ],
  // The same for the autocomplete's anchor (its input's root), set from a ref callback too.
  '/@mui/material/Autocomplete/Autocomplete.mjs': [
    [
      `    componentName: 'Autocomplete'
  });`,
      `    componentName: 'Autocomplete'
  });
  const setAnchorElLater = React.useCallback(node => React.startTransition(() => setAnchorEl(node)), [setAnchorEl]);`,
    ],
    ['            ref: setAnchorEl,', '            ref: setAnchorElLater,'],
  ],
  // Emotion inserts a styled component's rules in an insertion effect: in the commit, which React runs in one
  // task. The signed-in layout's first commit compiled and inserted every rule of the page there (~180 ms of
  // a 390 ms commit at 4× CPU slowdown, the page's longest task; issue 28). Emotion's own fallback (React
  // before 18, and on the server) inserts while the component renders: in a concurrent render that work goes
  // in the render's slices, which yield to the browser every few milliseconds. A rule inserted for a render
  // React then discards stays unused. Rules now go in as parents render before children (effects ran children
  // first): a component's own rules are one class, global styles keep their sheet before the others, and the
  // screens and e2e journeys looked the same.
  '/@emotion/use-insertion-effect-with-fallbacks/dist/emotion-use-insertion-effect-with-fallbacks.browser.esm.js':
    [
      'var useInsertionEffectAlwaysWithSyncFallback = useInsertionEffect || syncFallback;',
      'var useInsertionEffectAlwaysWithSyncFallback = syncFallback;',
    ],
  '/@mui/material/styles/createThemeWithVars.mjs': [
    'theme.toRuntimeSource = stringifyTheme;',
    `theme.toRuntimeSource = ${THROW('theme.toRuntimeSource')};`,
  ],
};

export function muiTrim() {
  /** The files changed in this build: each must be, or the build took another file (a changed package). */
  const changed = new Set();
  return {
    name: 'content-mui-trim',
    apply: 'build',
    buildEnd(error) {
      const missed = Object.keys(STUBS).filter((end) => !changed.has(end));
      if (!error && missed.length > 0)
        throw new Error(`the build did not load ${missed}: update vite-mui-trim`);
    },
    load(id) {
      const file = id.split('?')[0].replace(/\\/g, '/');
      const stub = Object.entries(STUBS).find(([end]) => file.endsWith(end));
      if (!stub) return null;
      const [end, change] = stub;
      changed.add(end);
      const pairs = Array.isArray(change[0]) ? change : [change];
      let source = readFileSync(file, 'utf8');
      for (const [from, to] of pairs) {
        if (!source.includes(from)) throw new Error(`${file} no longer has ${from}: update vite-mui-trim`);
        source = source.replace(from, to);
      }
      return source;
    },
  };
}
