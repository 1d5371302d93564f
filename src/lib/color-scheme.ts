import type { ColorScheme } from '@generated/model';

/**
 * The attribute on <html> that picks the colour scheme's CSS variables (`data-color-scheme="dark"`): set by
 * choose-shell.ts before the first paint and by the ThemeProvider afterwards.
 */
export const COLOR_SCHEME_ATTRIBUTE = 'data-color-scheme';

/** The localStorage key of the chosen mode (system, light or dark): the ThemeProvider writes it. */
export const COLOR_SCHEME_STORAGE_KEY = 'content-color-scheme';

export const COLOR_SCHEMES: readonly ColorScheme[] = ['system', 'light', 'dark'];

export function isColorScheme(value: unknown): value is ColorScheme {
  return typeof value === 'string' && (COLOR_SCHEMES as readonly string[]).includes(value);
}

/**
 * The scheme a page shows: the user's choice, or with `system` (and anything unknown, such as nothing stored
 * yet) the device's preference.
 */
export function resolveColorScheme(chosen: unknown, systemPrefersDark: boolean): 'light' | 'dark' {
  if (chosen === 'light' || chosen === 'dark') return chosen;
  return systemPrefersDark ? 'dark' : 'light';
}
