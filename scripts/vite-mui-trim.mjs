// Vite plugin (build only): two parts of MUI's CSS-variables theme that the app never calls, left out of the
// entry (the sign-in route). The color-scheme script builder behind the deprecated `getInitColorSchemeScript`
// (the app chooses the scheme before the first paint itself: src/app/shell/choose-shell.ts) and the theme's
// `toRuntimeSource` (a serializer for Pigment CSS). Should anything call them, the build's code throws at once.
import { readFileSync } from 'node:fs';

const THROW = (what) => `() => { throw new Error("${what} is not built in (scripts/vite-mui-trim.mjs)"); }`;

/** File (as it ends) → [text to replace, what replaces it]. */
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
      const [, [from, to]] = stub;
      const source = readFileSync(file, 'utf8');
      if (!source.includes(from)) throw new Error(`${file} no longer has ${from}: update vite-mui-trim`);
      return source.replace(from, to);
    },
  };
}
