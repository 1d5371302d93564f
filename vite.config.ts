import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { i18nBoot } from './scripts/vite-i18n-boot.mjs';
import { lazyMarkdown } from './scripts/vite-lazy-markdown.mjs';
import { muiTrim } from './scripts/vite-mui-trim.mjs';
import { preloadTrim } from './scripts/vite-preload-trim.mjs';
import { signedInChunk } from './scripts/vite-signed-in-chunk.mjs';

/** The path aliases of tsconfig.base.json, for vite and vitest. */
const folder = (name: string) => fileURLToPath(new URL(`./${name}/`, import.meta.url));
const alias = [
  { find: /^@\//, replacement: folder('src') },
  { find: /^@generated\//, replacement: folder('generated') },
  { find: /^@server\//, replacement: folder('server') },
  { find: /^@tests\//, replacement: folder('tests') },
  { find: /^@scripts\//, replacement: folder('scripts') },
  { find: /^@preview-sdk\//, replacement: folder('preview-sdk/src') },
];

const serverPort = Number(process.env.PORT ?? 3000);

/** Unit tests that observe module loading or count renders from a fresh module graph. */
const UNIT_TESTS_NEEDING_FRESH_MODULES = [
  'tests/unit/forms/large-form-renders.test.tsx',
  'tests/unit/forms/widgets/rich-text-lazy.test.tsx',
];

const preload = preloadTrim();

export default defineConfig({
  plugins: [react(), i18nBoot(folder('.')), lazyMarkdown(folder('.')), muiTrim(), preload.plugin],
  resolve: { alias },
  build: {
    outDir: 'dist',
    manifest: true,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // Each lazy import preloads only the chunks its importer has not loaded already (scripts/vite-preload-trim.mjs).
    modulePreload: { polyfill: false, resolveDependencies: preload.resolveDependencies },
    rolldownOptions: {
      treeshake: {
        moduleSideEffects: [
          { test: /[\\/]node_modules[\\/]hoist-non-react-statics[\\/]/, sideEffects: false },
        ],
      },
      output: {
        // What the entry imports statically (React, the MUI parts of the sign-in and loading shells) in one
        // chunk rather than ~25: on a slow connection each file costs a round trip before the first paint.
        // The full dictionary in a chunk of its own, which routed-app imports (and runs) before its other chunks:
        // modules there call t() while imported (src/i18n/complete.ts, scripts/vite-i18n-boot.mjs).
        codeSplitting: {
          groups: [
            { name: 'initial', tags: ['$initial'] },
            { name: 'messages', test: /[\\/]src[\\/]i18n[\\/](en|complete)\.ts$/ },
            signedInChunk({
              entry: `${folder('src')}main.tsx`,
              roots: [`${folder('src')}app/routed-app.tsx`, `${folder('src')}app/layout/app-layout.tsx`],
            }),
          ],
        },
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/api/v2': `http://localhost:${serverPort}`,
      '/ws': { target: `http://localhost:${serverPort}`, ws: true },
    },
  },
  test: {
    projects: [
      {
        extends: true,
        test: {
          // Files share one module registry per worker (a quarter of the run time: jsdom and imports once per
          // worker, not per file); tests reset what they change through tests/unit/setup.ts.
          name: 'unit',
          environment: 'jsdom',
          include: ['tests/unit/**/*.test.{ts,tsx}'],
          exclude: UNIT_TESTS_NEEDING_FRESH_MODULES,
          setupFiles: ['tests/unit/setup.ts'],
          isolate: false,
          // Vitest's default is one worker less than the CPUs: a single worker on the 2-core CI machine.
          maxWorkers: 2,
          // Form rendering tests take seconds on a busy 2-core machine: a slow run must not fail them.
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'unit-isolated',
          environment: 'jsdom',
          include: UNIT_TESTS_NEEDING_FRESH_MODULES,
          setupFiles: ['tests/unit/setup.ts'],
          maxWorkers: 2,
          testTimeout: 20000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          environment: 'node',
          // One seeded database per run, copied into each file's app (tests/server/template.ts).
          globalSetup: ['tests/server/global-setup.ts'],
          // Files share one module registry per worker (each builds its own app; nothing is kept in modules).
          isolate: false,
          // Vitest's default is one worker less than the CPUs: one on the 2-core CI machine, where the server
          // files (waiting on the database and the network as much as computing) run well two at a time.
          maxWorkers: 2,
          include: ['tests/server/**/*.test.ts', 'tests/contract/**/*.test.ts', 'tests/tooling/**/*.test.ts'],
          testTimeout: 30000,
          hookTimeout: 60000,
        },
      },
    ],
  },
});
