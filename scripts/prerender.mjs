// Build step after `vite build`: pre-renders the sign-in and loading shell (src/app/shell/) into
// dist/index.html, so the browser paints the sign-in screen from the first HTML answer, before the app's
// JavaScript has arrived; the app removes the shell when it shows its first screen. Also writes the tiny
// script that picks the shell's state before the first paint (an external file: the CSP allows no inline
// script) as dist/assets/app-shell-[hash].js, and the one it loads on a signed-in start only to preload that
// page's chunks (dist/assets/signed-in-preloads-[hash].js). The app's entry script becomes a module preload,
// which the shell's script runs after the first paint (scripts/defer-entry.mjs).
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { deferEntry } from './defer-entry.mjs';
import { signedInPreloads } from './signed-in-preloads.mjs';

const root = join(import.meta.dirname, '..');
const dist = join(root, 'dist');
const shellDir = join(root, 'src', 'app', 'shell');
const HEAD_MARK = '<!--app-shell-head-->';
const BODY_MARK = '<!--app-shell-->';

const define = { 'import.meta.env': '{"DEV":false,"PROD":true,"MODE":"production"}' };

// 1. The renderer, bundled for Node (packages from node_modules) into build/, which is not committed.
const renderer = join(root, 'build', 'prerender-app-shell.mjs');
mkdirSync(join(root, 'build'), { recursive: true });
await build({
  entryPoints: [join(shellDir, 'render-app-shell.tsx')],
  outfile: renderer,
  bundle: true,
  platform: 'node',
  format: 'esm',
  packages: 'external',
  jsx: 'automatic',
  define: { ...define, 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
});
const { renderAppShell, entityOverviewPaths } = await import(`${pathToFileURL(renderer).href}?${Date.now()}`);
const { html, styles } = renderAppShell();

const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8'));

// 2. The script that picks the shell's state and, signed in only, the one that preloads the chunks of the page
// being opened (src/app/shell/preload-signed-in.ts): minified, content-hashed (cached like every asset).
const preloadScript = await shellScript('preload-signed-in.ts', 'signed-in-preloads', {
  __SIGNED_IN_PRELOADS__: JSON.stringify(signedInPreloads(manifest, entityOverviewPaths())),
});
// 3. The page: the shell, and the entry preloaded, not run; the shell's script starts it after the first paint.
const indexFile = join(dist, 'index.html');
const { page, entry } = deferEntry(readFileSync(indexFile, 'utf8'));
const scriptName = await shellScript('choose-shell.ts', 'app-shell', {
  __SIGNED_IN_PRELOADS_SCRIPT__: JSON.stringify(`/${preloadScript}`),
  __ENTRY_SCRIPT__: JSON.stringify(entry),
});
if (!page.includes(HEAD_MARK) || !page.includes(BODY_MARK)) {
  throw new Error(`dist/index.html lacks ${HEAD_MARK} or ${BODY_MARK}: build it with vite first`);
}
writeFileSync(
  indexFile,
  page
    .replace(HEAD_MARK, `<script src="/${scriptName}"></script>${styles}`)
    .replace(BODY_MARK, `<div id="app-shell">${html}</div>`),
);
console.log(
  `pre-rendered the sign-in shell into dist/index.html (${(html.length / 1024).toFixed(1)} KB HTML)`,
);

/** Bundles one of the shell's scripts into dist/assets/{name}-[hash].js; answers its path in dist. */
async function shellScript(entry, name, constants) {
  const script = await build({
    entryPoints: [join(shellDir, entry)],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    define: { ...define, ...constants },
    logLevel: 'warning',
  });
  const code = script.outputFiles[0].contents;
  const file = `assets/${name}-${createHash('sha256').update(code).digest('base64url').slice(0, 8)}.js`;
  writeFileSync(join(dist, file), code);
  return file;
}
