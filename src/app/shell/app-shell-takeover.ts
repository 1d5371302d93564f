import { useLayoutEffect } from 'react';

/** The pre-rendered sign-in and loading shell in index.html (scripts/prerender.mjs). */
export const APP_SHELL_ID = 'app-shell';

/**
 * Removes the shell. While it is in the page, CSS keeps the app's #root hidden, so the app renders behind
 * it; taking the shell away in a layout effect swaps the two within one frame, without a flash.
 */
export function removeAppShell(): void {
  document.getElementById(APP_SHELL_ID)?.remove();
}

/** The app has painted its first real screen (a route or an error screen): the shell goes. */
export function useAppShellTakeover(): void {
  useLayoutEffect(removeAppShell, []);
}
