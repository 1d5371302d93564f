import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { collectMockHandlers } from './mock-handlers';

/**
 * Everything outside /api/ goes to the network untouched: the generated handlers match any host
 * (`*\/pages/:id`), which would otherwise swallow Vite's module requests such as /src/app/pages/….
 */
const notApi = http.all(/^https?:\/\/[^/]+\/(?!api\/)/, () => passthrough());

/** Mock mode only (`npm run dev:mock`): the generated handlers answer every API call in the browser. */
export async function startMockWorker(): Promise<void> {
  const modules = import.meta.glob<Record<string, unknown>>('../../generated/api/*/*.msw.ts', {
    eager: true,
  });
  const worker = setupWorker(notApi, ...collectMockHandlers(modules));
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
}
