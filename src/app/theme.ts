import { createTheme, type Theme, type ThemeOptions } from '@mui/material/styles';
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY } from '@/lib/color-scheme';

/** Header height of the navigation bar (spec 1 §9). */
export const HEADER_HEIGHT = 64;

const FONT_FAMILY = [
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

/** Where the ThemeProvider keeps the chosen mode: the key choose-shell.ts reads before the first paint. */
export const THEME_PROVIDER_STORAGE = { modeStorageKey: COLOR_SCHEME_STORAGE_KEY } as const;

/**
 * A calm back-office look: neutral greys, one deep blue primary, 8px radius, dense tables; in a light and a
 * dark scheme (docs/dark-mode.md). The colours are CSS variables switched by `data-color-scheme` on <html>,
 * so the pre-rendered shell and every component follow the scheme without re-rendering, and text keeps
 * 4.5:1 (WCAG AA) in both.
 */
const THEME_OPTIONS: ThemeOptions = {
  cssVariables: { colorSchemeSelector: COLOR_SCHEME_ATTRIBUTE },
  colorSchemes: {
    light: {
      palette: {
        primary: { main: '#1d4e89', dark: '#153a66', light: '#4a74a8', contrastText: '#ffffff' },
        secondary: { main: '#5f6b7a' },
        background: { default: '#f4f5f7', paper: '#ffffff' },
        // #56616f: 5.2:1 even on a selected, hovered table row (#5f6b7a was 4.47:1 there; WCAG AA needs 4.5).
        text: { primary: '#1f2933', secondary: '#56616f' },
        divider: '#e1e4e8',
      },
    },
    dark: {
      palette: {
        // A light blue on dark greys: 8:1 as text on paper; dark text on it for contained buttons.
        primary: { main: '#8ab4f8', dark: '#5e8fd6', light: '#b3cefb', contrastText: '#0b1a2e' },
        secondary: { main: '#aab4bf' },
        background: { default: '#101418', paper: '#181d23' },
        text: { primary: '#e6e9ed', secondary: '#aab4bf' },
        divider: '#323b45',
        error: { main: '#f28b82' },
        warning: { main: '#f6c26b' },
        success: { main: '#81c995' },
        info: { main: '#8ab4f8' },
      },
    },
  },
  shape: { borderRadius: 8 },
  typography: {
    fontFamily: FONT_FAMILY,
    fontSize: 14,
    h1: { fontSize: '1.75rem', fontWeight: 600, lineHeight: 1.3 },
    h2: { fontSize: '1.25rem', fontWeight: 600, lineHeight: 1.35 },
    h3: { fontSize: '1.0625rem', fontWeight: 600 },
    button: { textTransform: 'none', fontWeight: 500 },
  },
  components: {
    MuiButtonBase: {
      styleOverrides: {
        root: ({ theme }) => ({
          '&.Mui-focusVisible': { outline: `2px solid ${theme.vars.palette.primary.main}`, outlineOffset: 2 },
        }),
      },
    },
    MuiButton: { defaultProps: { disableElevation: true } },
    MuiAppBar: { defaultProps: { elevation: 0 } },
    MuiPaper: {
      styleOverrides: { outlined: ({ theme }) => ({ borderColor: theme.vars.palette.divider }) },
    },
    MuiTable: { defaultProps: { size: 'small' } },
    // A wide table scrolls inside its container; positioned, the container also holds the table's absolutely
    // placed parts (visually hidden header texts), which otherwise widen the page at 800 px.
    MuiTableContainer: { styleOverrides: { root: { position: 'relative' } } },
    MuiTableCell: {
      styleOverrides: {
        head: ({ theme }) => ({ fontWeight: 600, color: theme.vars.palette.text.secondary }),
      },
    },
    MuiTextField: { defaultProps: { size: 'small' } },
    MuiMenu: { defaultProps: { slotProps: { paper: { elevation: 3 } } } },
    // MUI 9 hides a badge's content from assistive technology; our buttons are named by their text, count
    // included (WCAG 2.5.3: 'Comments 3'), as in MUI 7.
    MuiBadge: { defaultProps: { slotProps: { badge: { 'aria-hidden': false } } } },
  },
};

let created: Theme | undefined;

/**
 * The theme, created on the first call. Not at the module's top level: `createTheme` with CSS variables and
 * both colour schemes is one of the largest parts of the entry's first evaluation (~30 % of it, cold, at 4×
 * CPU), so src/main.tsx creates it in a task of its own, between the entry's evaluation and the first render
 * (Lighthouse's total blocking time counts each long task's time over 50 ms).
 */
export function getTheme(): Theme {
  created ??= createTheme(THEME_OPTIONS);
  return created;
}
