// Runs before the body is painted (a classic, blocking <script src> in index.html's head; built to
// dist/assets/app-shell-[hash].js by scripts/prerender.mjs, because the CSP allows no inline script): tells
// the shell's CSS whether to show the sign-in form or the loading state, and which environment's logo.
import { detectEnvironment } from '@/lib/environment';
import { readToken } from '@/lib/token-storage';

const root = document.documentElement;
root.dataset.shell = readToken() ? 'loading' : 'sign-in';
root.dataset.environment = detectEnvironment(window.location.hostname);
