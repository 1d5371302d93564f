// Runs before the body is painted (a classic, blocking <script src> in index.html's head; built to
// dist/assets/app-shell-[hash].js by scripts/prerender.mjs, because the CSP allows no inline script): tells
// the shell's CSS whether to show the sign-in form or the loading state, which environment's logo, and which
// colour scheme (the stored choice or the device's preference), so a dark page never flashes light; the
// opened path, whose heading the loading shell shows on an entity overview. Signed in, it also loads the
// script that asks for the JavaScript of the page being opened (preload-signed-in.ts). It starts the app's
// entry once the shell is painted (index.html only preloads it).
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY, resolveColorScheme } from '@/lib/color-scheme';
import { detectEnvironment } from '@/lib/environment';
import { readToken } from '@/lib/token-storage';
import { afterFirstPaint } from './after-first-paint';

/** The address of the built preload-signed-in.ts (scripts/prerender.mjs). */
declare const __SIGNED_IN_PRELOADS_SCRIPT__: string;
/** The address of the app's entry chunk, which index.html only preloads (scripts/prerender.mjs). */
declare const __ENTRY_SCRIPT__: string;

const root = document.documentElement;
const signedIn = readToken() !== null;
root.dataset.shell = signedIn ? 'loading' : 'sign-in';
root.dataset.environment = detectEnvironment(window.location.hostname);
// Which page's heading the loading shell shows (app-shell.tsx, shellPageCss).
root.dataset.shellPath = window.location.pathname.replace(/\/+$/, '');

let stored: string | null = null;
try {
  stored = window.localStorage.getItem(COLOR_SCHEME_STORAGE_KEY);
} catch {
  // Storage blocked: follow the device.
}
const scheme = resolveColorScheme(stored, window.matchMedia('(prefers-color-scheme: dark)').matches);
root.setAttribute(COLOR_SCHEME_ATTRIBUTE, scheme);
root.style.colorScheme = scheme;

if (signedIn) {
  const preloads = document.createElement('script');
  preloads.src = __SIGNED_IN_PRELOADS_SCRIPT__;
  document.head.appendChild(preloads);
}

// The app starts after the shell's first paint: run at once, the entry (already downloaded by its module
// preload) would hold that paint for its evaluation, the routed app's imports and its first render.
afterFirstPaint(() => {
  const entry = document.createElement('script');
  entry.type = 'module';
  entry.crossOrigin = '';
  entry.src = __ENTRY_SCRIPT__;
  document.head.appendChild(entry);
});
