import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';

/** In mock mode the MSW worker must answer before the first call; it is never part of the production bundle. */
async function enableMocking(): Promise<void> {
  if (import.meta.env.MODE !== 'mock') return;
  const { startMockWorker } = await import('./app/mock/mock-worker');
  await startMockWorker();
}

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// A transition renders in small slices that yield to the browser: the pre-rendered shell is already on
// screen, so the first render need not block input (Lighthouse's total blocking time).
void enableMocking().then(() => {
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  // Monitoring starts once the first screen is up (spec 2 §7); its module and SDK are lazy chunks.
  setTimeout(() => void import('./app/monitoring').then(({ startMonitoring }) => startMonitoring()), 0);
});
