// Vite plugin (build only): changes to MUI's code as the build loads it. Two parts of MUI's CSS-variables theme
// that the app never calls, left out of the entry (the sign-in route): the color-scheme script builder behind
// the deprecated `getInitColorSchemeScript` (the app chooses the scheme before the first paint itself:
// src/app/shell/choose-shell.ts) and the theme's `toRuntimeSource` (a serializer for Pigment CSS); should
// anything call them, the build's code throws at once. The ripple, loaded on first use. The select's display
// node and the autocomplete's anchor, set in a transition (see below).
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
  '/@mui/material/styles/createThemeWithVars.mjs': [
    'theme.toRuntimeSource = stringifyTheme;',
    `theme.toRuntimeSource = ${THROW('theme.toRuntimeSource')};`,
  ],
};

export function muiTrim() {
  return {
    name: 'content-mui-trim',
    apply: 'build',
    load(id) {
      const file = id.split('?')[0].replace(/\\/g, '/');
      const stub = Object.entries(STUBS).find(([end]) => file.endsWith(end));
      if (!stub) return null;
      const [, change] = stub;
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
