// Runs before the body is painted (a classic, blocking <script src> in index.html's head; built to
// dist/assets/app-shell-[hash].js by scripts/prerender.mjs, because the CSP allows no inline script): tells
// the shell's CSS whether to show the sign-in form or the loading state, which environment's logo, and which
// colour scheme (the stored choice or the device's preference), so a dark page never flashes light. Signed
// in, it also loads the script that asks for the JavaScript of the page being opened (preload-signed-in.ts).
import { COLOR_SCHEME_ATTRIBUTE, COLOR_SCHEME_STORAGE_KEY, resolveColorScheme } from '@/lib/color-scheme';
import { detectEnvironment } from '@/lib/environment';
import { readToken } from '@/lib/token-storage';

/** The address of the built preload-signed-in.ts (scripts/prerender.mjs). */
declare const __SIGNED_IN_PRELOADS_SCRIPT__: string;

const root = document.documentElement;
const signedIn = readToken() !== null;
root.dataset.shell = signedIn ? 'loading' : 'sign-in';
root.dataset.environment = detectEnvironment(window.location.hostname);

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
