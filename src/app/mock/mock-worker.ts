import { http, passthrough } from 'msw';
import { setupWorker } from 'msw/browser';
import { demoHandlers, type DemoData } from './demo-handlers';
import demoDataUrl from './demo-data.json?url';
import { collectMockHandlers } from './mock-handlers';

/**
 * Everything outside /api/ and /dam/ goes to the network untouched: the generated handlers match any host
 * (`*\/pages/:id`), which would otherwise swallow Vite's module requests such as /src/app/pages/….
 */
const notApi = http.all(/^https?:\/\/[^/]+\/(?!api\/|dam\/)/, () => passthrough());

/**
 * Mock mode only (`npm run dev:mock`): the recorded demo answers and per-type lists first (demo-handlers.ts),
 * then the generated handlers for every other call.
 */
export async function startMockWorker(): Promise<void> {
  const modules = import.meta.glob<Record<string, unknown>>('../../../generated/api/*/*.msw.ts', {
    eager: true,
  });
  const demo = (await (await fetch(demoDataUrl)).json()) as DemoData;
  const worker = setupWorker(notApi, ...demoHandlers(demo), ...collectMockHandlers(modules));
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
}
