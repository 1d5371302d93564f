// Build step of the live preview (issue 22): the storefront SDK as one file at its stable address,
// dist/preview-sdk/preview-sdk-{version}.js (global `ContentPreviewSdk`), and the storefront preview page's
// bundle (renderers) dist/storefront-preview/page.js + page.css. The server serves the page at
// /storefront-preview and /mocked-preview (server/plugins/preview-pages.ts); the back office's bundles never
// contain the renderers.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { build } from 'esbuild';

const root = join(import.meta.dirname, '..');
const dist = process.argv[2] ?? join(root, 'dist');
const version = /SDK_VERSION = '([^']+)'/.exec(
  readFileSync(join(root, 'preview-sdk', 'src', 'protocol.ts'), 'utf8'),
)?.[1];
if (!version) throw new Error('build-preview: SDK_VERSION not found in preview-sdk/src/protocol.ts');

const common = {
  bundle: true,
  format: 'iife',
  minify: true,
  target: 'es2020',
  legalComments: 'none',
  logLevel: 'warning',
  tsconfig: join(root, 'src', 'tsconfig.json'),
};

await Promise.all([
  build({
    ...common,
    entryPoints: [join(root, 'preview-sdk', 'src', 'index.ts')],
    outfile: join(dist, 'preview-sdk', `preview-sdk-${version}.js`),
    globalName: 'ContentPreviewSdk',
  }),
  build({
    ...common,
    entryPoints: {
      page: join(root, 'src', 'features', 'preview', 'storefront', 'page.ts'),
    },
    outdir: join(dist, 'storefront-preview'),
    loader: { '.css': 'css' },
  }),
]);
console.log(`preview: preview-sdk-${version}.js and storefront-preview/page.js built`);
