// Loaded by choose-shell.ts on a signed-in start only (the sign-in screen carries none of it; built to
// dist/assets/signed-in-preloads-[hash].js by scripts/prerender.mjs): asks for the JavaScript of the page
// being opened, once the shell is painted (adding ~80 links takes the main thread tens of milliseconds).
import { afterFirstPaint } from './after-first-paint';
import { preloadModules, signedInChunks, type SignedInPreloads } from './signed-in-preloads';

/** Written by scripts/prerender.mjs from the build's manifest (scripts/signed-in-preloads.mjs). */
declare const __SIGNED_IN_PRELOADS__: SignedInPreloads;

afterFirstPaint(() => preloadModules(signedInChunks(window.location.pathname, __SIGNED_IN_PRELOADS__)));
