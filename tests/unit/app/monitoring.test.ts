import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { REPLAY_SAMPLE_RATE, SESSION_SAMPLE_RATE, startMonitoring } from '@/app/monitoring';
import { queueEarlyErrors, takeEarlyErrors } from '@/lib/early-errors';
import { reportError, setErrorReporter } from '@/lib/error-reporting';
import { server } from '@tests/unit/msw-server';

const sentry = vi.hoisted(() => ({
  init: vi.fn(),
  captureException: vi.fn(),
  browserTracingIntegration: vi.fn(() => ({ name: 'BrowserTracing' })),
  replayIntegration: vi.fn((options: object) => ({ name: 'Replay', options })),
}));
vi.mock('@sentry/react', () => sentry);

const configuredDsn = (monitoringDsn: string | null) =>
  server.use(http.get('*/api/v2/client-config', () => HttpResponse.json({ data: { monitoringDsn } })));

afterEach(() => {
  takeEarlyErrors();
  setErrorReporter(undefined);
  vi.clearAllMocks();
  vi.restoreAllMocks();
});

describe('monitoring (spec 2 §7)', () => {
  it('starts the service with the DSN: 20 % session replay, every session, all input masked', async () => {
    configuredDsn('https://key@o1.ingest.example.io/1');
    expect(await startMonitoring()).toBe('service');
    expect(sentry.replayIntegration).toHaveBeenCalledWith({ maskAllInputs: true });
    expect(sentry.init).toHaveBeenCalledWith(
      expect.objectContaining({
        dsn: 'https://key@o1.ingest.example.io/1',
        replaysSessionSampleRate: 0.2,
        tracesSampleRate: 1,
      }),
    );
    expect([REPLAY_SAMPLE_RATE, SESSION_SAMPLE_RATE]).toEqual([0.2, 1]);
    const error = new Error('boom');
    reportError(error, { componentStack: 'at Page' });
    expect(sentry.captureException).toHaveBeenCalledWith(error, { extra: { componentStack: 'at Page' } });
  });

  it('without a DSN logs caught errors to the console and never loads the service', async () => {
    configuredDsn(null);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await startMonitoring()).toBe('console');
    reportError(new Error('caught'));
    expect(logged).toHaveBeenCalledWith(new Error('caught'));
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('falls back to the console when the configuration cannot be read', async () => {
    server.use(http.get('*/api/v2/client-config', () => HttpResponse.error()));
    expect(await startMonitoring()).toBe('console');
    expect(sentry.init).not.toHaveBeenCalled();
  });

  it('reports to the service the uncaught errors from before its start, oldest first, and then no longer keeps them', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {}); // the console listeners of an earlier test
    queueEarlyErrors();
    const early = new Error('before monitoring');
    window.dispatchEvent(new ErrorEvent('error', { error: early }));
    const rejection = new Event('unhandledrejection');
    Object.assign(rejection, { reason: 'rejected early' });
    window.dispatchEvent(rejection);
    configuredDsn('https://key@o1.ingest.example.io/1');
    expect(await startMonitoring()).toBe('service');
    expect(sentry.captureException.mock.calls).toEqual([
      [early, { extra: { beforeMonitoring: true } }],
      ['rejected early', { extra: { beforeMonitoring: true } }],
    ]);
    window.dispatchEvent(new ErrorEvent('error', { error: new Error('later') }));
    expect(takeEarlyErrors()).toEqual([]);
  });

  it('without a DSN logs the errors from before the start to the console', async () => {
    queueEarlyErrors();
    window.dispatchEvent(new ErrorEvent('error', { message: 'Script error.' }));
    configuredDsn(null);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(await startMonitoring()).toBe('console');
    expect(logged).toHaveBeenCalledWith('Script error.', { beforeMonitoring: true });
  });

  it('keeps at most 50 errors from before the start', () => {
    queueEarlyErrors();
    for (let n = 0; n < 60; n++) window.dispatchEvent(new ErrorEvent('error', { message: `error ${n}` }));
    const kept = takeEarlyErrors();
    expect(kept).toHaveLength(50);
    expect(kept[49]).toBe('error 49');
  });
});
