import { StrictMode } from 'react';
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

void enableMocking().then(() => {
  createRoot(container).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
});
