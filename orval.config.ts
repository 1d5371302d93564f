import { defineConfig } from 'orval';

// The contract is bundled into generated/openapi.json first (scripts/generate.mjs), so orval,
// the server and the tests all read the very same document. Its output is formatted by one Prettier run
// afterwards (scripts/generate.mjs), not by orval's `formatter` option: same files, half the time.
const input = { target: './generated/openapi.json' };

export default defineConfig({
  api: {
    input,
    output: {
      mode: 'tags-split',
      client: 'react-query',
      httpClient: 'axios',
      target: './generated/api',
      schemas: './generated/model',
      clean: true,
      mock: { generators: [{ type: 'msw', useExamples: true, delay: 0 }] },
      baseUrl: { getBaseUrlFromSpecification: true },
      override: {
        mutator: { path: './src/api/mutator.ts', name: 'apiRequest' },
        query: { signal: true },
      },
    },
  },
  zod: {
    input,
    output: {
      mode: 'tags-split',
      client: 'zod',
      target: './generated/zod',
      fileExtension: '.zod.ts',
      clean: true,
    },
  },
});
