// Loaded by choose-shell.ts on a signed-in start only (the sign-in screen carries none of it; built to
// dist/assets/signed-in-preloads-[hash].js by scripts/prerender.mjs): asks for the JavaScript of the page
// being opened while the head is parsed.
import { preloadModules, signedInChunks, type SignedInPreloads } from './signed-in-preloads';

/** Written by scripts/prerender.mjs from the build's manifest (scripts/signed-in-preloads.mjs). */
declare const __SIGNED_IN_PRELOADS__: SignedInPreloads;

preloadModules(signedInChunks(window.location.pathname, __SIGNED_IN_PRELOADS__));
