import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { getTheme } from './app/theme';
import { queueEarlyErrors } from './lib/early-errors';
import { readToken } from './lib/token-storage';
import { yieldToMain } from './lib/yield-to-main';

/** Longest wait for an idle moment before monitoring starts anyway (ms). */
const MONITORING_IDLE_TIMEOUT = 5000;

/**
 * Monitoring (spec 2 §7) is a lazy chunk that starts after the first screen, when the browser is idle (its
 * start — the chunk, the API client's first request — is ~50–100 ms of main thread at 4× CPU, which would
 * otherwise land among the first screen's tasks); signed out it waits for the first interaction, when the
 * sign-in loads the API client anyway, so the sign-in route loads no more JavaScript. Uncaught errors of the
 * time before are kept and reported once it has started (src/lib/early-errors.ts).
 */
function startMonitoringLater(): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    void import('./app/monitoring').then(({ startMonitoring }) => startMonitoring());
  };
  if (readToken()) {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: MONITORING_IDLE_TIMEOUT });
    else setTimeout(start, 0);
  } else
    for (const event of ['focusin', 'pointerdown', 'keydown'])
      window.addEventListener(event, start, { once: true });
}

/** In mock mode the MSW worker must answer before the first call; it is never part of the production bundle. */
async function enableMocking(): Promise<void> {
  if (import.meta.env.MODE !== 'mock') return;
  const { startMockWorker } = await import('./app/mock/mock-worker');
  await startMockWorker();
}

// From here on an uncaught error waits for monitoring rather than being lost while it has not started.
queueEarlyErrors();

const container = document.getElementById('root');
if (!container) throw new Error('Missing #root element');

// The start in tasks of their own, since the pre-rendered shell is already on screen and nothing needs the app
// before it is ready: the entry's evaluation (React, MUI, Emotion), then the theme (createTheme with both
// colour schemes, tens of ms at 4× CPU), then the first render, in a transition that renders in small slices
// yielding to the browser (Lighthouse's total blocking time counts each task's time over 50 ms).
void enableMocking().then(async () => {
  await yieldToMain();
  getTheme();
  await yieldToMain();
  const root = createRoot(container);
  startTransition(() => {
    root.render(
      <StrictMode>
        <App />
      </StrictMode>,
    );
  });
  startMonitoringLater();
});
