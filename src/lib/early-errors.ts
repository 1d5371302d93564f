// Uncaught errors from the start of the page until monitoring starts (src/main.tsx starts it when the browser is
// idle, src/app/monitoring.ts): kept here, then reported once the reporter is known, so none is lost. Tiny on
// purpose: the entry imports it.

/** At most this many are kept (signed out, monitoring waits for the first interaction, maybe long). */
const MAX_QUEUED = 50;

const queued: unknown[] = [];
let listening = false;

const keep = (error: unknown) => {
  if (queued.length < MAX_QUEUED) queued.push(error);
};
const onError = (event: ErrorEvent) => keep(event.error ?? event.message);
const onRejection = (event: PromiseRejectionEvent) => keep(event.reason);

/** Starts keeping uncaught errors and unhandled rejections (once). */
export function queueEarlyErrors(): void {
  if (listening) return;
  listening = true;
  window.addEventListener('error', onError);
  window.addEventListener('unhandledrejection', onRejection);
}

/** Stops keeping them and returns those kept so far, oldest first. */
export function takeEarlyErrors(): unknown[] {
  if (listening) {
    listening = false;
    window.removeEventListener('error', onError);
    window.removeEventListener('unhandledrejection', onRejection);
  }
  return queued.splice(0);
}
