// Where the back office reports an error it caught (error boundaries, route errors): the browser console,
// until src/app/monitoring.ts hands the reports to the monitoring service (spec 2 §7). Tiny on purpose: the
// boundaries import it on the sign-in route, the service's SDK loads only when a DSN is configured.

export type ErrorReporter = (error: unknown, context?: Record<string, unknown>) => void;

const toConsole: ErrorReporter = (error, context) =>
  context ? console.error(error, context) : console.error(error);

let reporter: ErrorReporter = toConsole;

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  reporter(error, context);
}

/** Sends every later report to `next` (the monitoring service); `undefined` goes back to the console. */
export function setErrorReporter(next: ErrorReporter | undefined): void {
  reporter = next ?? toConsole;
}
