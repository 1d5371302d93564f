// Error and performance monitoring (spec 2 §7). With the installation's DSN (GET /client-config,
// MONITORING_DSN on the server) the monitoring service (Sentry) records errors, performance and every
// session, and replays 20 % of the sessions with all input masked; without one, errors go to the browser
// console. main.tsx loads this module when the browser is idle after the first screen (signed out: on the first
// interaction), with the uncaught errors of the time before queued (src/lib/early-errors.ts), so
// neither it nor the SDK weighs on the sign-in route.
import { getClientConfig } from '@generated/api/health/health';
import { detectEnvironment } from '@/lib/environment';
import { takeEarlyErrors } from '@/lib/early-errors';
import { reportError, setErrorReporter } from '@/lib/error-reporting';

/** Share of sessions recorded for replay, and of sessions (with their performance traces) recorded at all. */
export const REPLAY_SAMPLE_RATE = 0.2;
export const SESSION_SAMPLE_RATE = 1;

let consoleListening = false;

/** The uncaught errors from before the start (src/lib/early-errors.ts), to the reporter now in place. */
function reportEarlyErrors(): void {
  for (const error of takeEarlyErrors()) reportError(error, { beforeMonitoring: true });
}

/** Starts the monitoring service when a DSN is configured; else logs uncaught errors to the console. */
export async function startMonitoring(): Promise<'service' | 'console'> {
  const dsn = await getClientConfig().then(
    (answer) => answer.data.monitoringDsn,
    () => null,
  );
  if (!dsn) {
    // The service would catch these itself; without it they are logged to the console (listeners added once).
    if (!consoleListening) {
      consoleListening = true;
      window.addEventListener('error', (event) => reportError(event.error ?? event.message));
      window.addEventListener('unhandledrejection', (event) => reportError(event.reason));
    }
    reportEarlyErrors();
    return 'console';
  }
  const Sentry = await import('@sentry/react');
  Sentry.init({
    dsn,
    environment: detectEnvironment(window.location.hostname),
    integrations: [Sentry.browserTracingIntegration(), Sentry.replayIntegration({ maskAllInputs: true })],
    tracesSampleRate: SESSION_SAMPLE_RATE,
    replaysSessionSampleRate: REPLAY_SAMPLE_RATE,
    replaysOnErrorSampleRate: 1,
  });
  setErrorReporter((error, context) => {
    Sentry.captureException(error, context ? { extra: context } : undefined);
  });
  reportEarlyErrors();
  return 'service';
}
