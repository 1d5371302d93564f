import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import checkFile from 'eslint-plugin-check-file';
import importX from 'eslint-plugin-import-x';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

// The house rules of ../shared/ARCHITECTURE.md that a linter can hold: layers, feature boundaries, no cycles,
// path aliases instead of deep relative imports, kebab-case files. tests/tooling/lint-rules.test.ts shows each
// rule failing on a deliberate violation.

const SHARED_LAYERS = ['api', 'components', 'entities', 'forms', 'lib', 'i18n'].map(
  (layer) => `./src/${layer}`,
);
const FEATURES = readdirSync(new URL('./src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

const layerZones = [
  // A feature never imports another feature: the app layer composes them.
  ...FEATURES.map((feature) => ({
    target: `./src/features/${feature}`,
    from: './src/features',
    except: [`./${feature}`],
    message: 'A feature imports shared layers only, never another feature; compose features in src/app.',
  })),
  // The app reaches a feature through its public face, its index.ts.
  ...FEATURES.map((feature) => ({
    target: './src/app',
    from: `./src/features/${feature}`,
    except: ['./index.ts'],
    message: "Import a feature through its index.ts (the feature's public face).",
  })),
  {
    target: SHARED_LAYERS,
    from: ['./src/features', './src/app'],
    message: 'Shared layers never import features or the app.',
  },
  { target: './src', from: ['./server', './scripts'], message: 'The SPA never imports server code.' },
  { target: './server', from: './src', message: 'The server never imports SPA code.' },
  {
    target: './server',
    from: ['./generated/api', './generated/entity-clients.ts'],
    message:
      "The generated axios clients are the SPA's; the server takes types from generated/server-routes.ts.",
  },
];

export default tseslint.config(
  {
    ignores: [
      'dist',
      'build',
      'generated',
      '.data',
      '.cache',
      'node_modules',
      'test-results',
      'playwright-report',
      'public/mockServiceWorker.js',
      'tests/tooling/fixtures',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,js,mjs}'],
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    files: ['{src,server,tests,e2e}/**/*.{ts,tsx}'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
      'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
      'import-x/resolver-next': [
        importX.createNodeResolver(),
        createTypeScriptImportResolver({
          project: ['tsconfig.json', 'src/tsconfig.json', 'e2e/tsconfig.json'],
          noWarnOnMultipleProjects: true,
        }),
      ],
    },
    rules: {
      'import-x/no-restricted-paths': ['error', { zones: layerZones }],
      'import-x/no-cycle': ['error', { ignoreExternal: true }],
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['../../*'],
              message: 'Use a path alias (@/, @generated/, @server/, @tests/, @scripts/) instead of ../../',
            },
          ],
        },
      ],
    },
  },
  {
    // The server also runs bundled into one file (build/server.mjs), where every module shares one
    // import.meta.url: paths come from server/paths.ts only.
    files: ['server/**/*.ts'],
    ignores: ['server/paths.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "MemberExpression[object.type='MetaProperty'][property.name=/^(url|dirname|filename)$/]",
          message:
            'Resolve repository paths through server/paths.ts: in the compiled server import.meta is shared.',
        },
      ],
    },
  },
  {
    files: ['{src,server,tests,e2e,scripts}/**/*.{ts,tsx,js,mjs}'],
    plugins: { 'check-file': checkFile },
    rules: {
      'check-file/filename-naming-convention': [
        'error',
        { '**/*.{ts,tsx,js,mjs}': 'KEBAB_CASE' },
        { ignoreMiddleExtensions: true },
      ],
      'check-file/folder-naming-convention': [
        'error',
        { '{src,server,tests,e2e,scripts}/**/': 'KEBAB_CASE' },
      ],
    },
  },
);
