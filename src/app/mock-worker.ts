import { setupWorker } from 'msw/browser';
import { collectMockHandlers } from './mock-handlers';

/** Mock mode only (`npm run dev:mock`): the generated handlers answer every API call in the browser. */
export async function startMockWorker(): Promise<void> {
  const modules = import.meta.glob<Record<string, unknown>>('../../generated/api/*/*.msw.ts', {
    eager: true,
  });
  const worker = setupWorker(...collectMockHandlers(modules));
  await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
}
