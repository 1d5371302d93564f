import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, vi } from 'vitest';
import { clearToasts } from '@/lib/toasts';
import { server } from './msw-server';

// findBy*/waitFor wait up to 5 s: lazily loaded chunks (toasts, drawers) take longer than 1 s on a busy machine.
configure({ asyncUtilTimeout: 5000 });

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// Files share one document per worker (isolate: false): whatever an earlier file left in the body after its
// cleanup (a portal, a lazily loaded overlay that resolved late) must not be found by the next file's queries.
beforeEach(() => {
  document.body.innerHTML = '';
});
afterEach(() => {
  cleanup();
  document.body.innerHTML = '';
  clearToasts();
  server.resetHandlers();
  window.localStorage.clear();
  vi.restoreAllMocks();
});
afterAll(() => server.close());
