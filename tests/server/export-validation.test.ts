// Exports are checked like the lists they export, before the 204 (issue 7 §6): an id beyond 32 bits or an
// unknown status used to be accepted and fail later in the background job.
import { describe, expect, it, vi } from 'vitest';
import { setupApp } from './helper';

// Building the app seeds the demo tenant: slow on a loaded machine.
vi.setConfig({ hookTimeout: 300_000 });
const ctx = setupApp();

const exportBundles = (payload: object) =>
  ctx.inject({ method: 'POST', url: '/api/v2/bundles/export', payload });

describe('export validation', () => {
  it('refuses ids beyond the 32-bit range with 422', async () => {
    const response = await exportBundles({ mode: 'selected', format: 'csv', ids: [2147483648] });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json().errors)[0]).toMatch(/^ids/);
  });

  it('refuses an unknown status filter with 422', async () => {
    const response = await exportBundles({
      mode: 'all',
      format: 'csv',
      filters: { 'f[status]': 'archived' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(['filters.f[status]']);
  });

  it('refuses filters the list refuses: a non-numeric locale, an oversized f[ids]', async () => {
    const locale = await exportBundles({ mode: 'all', format: 'csv', filters: { 'f[locale]': 'x' } });
    expect(locale.statusCode).toBe(422);
    expect(locale.json().errors).toHaveProperty(['filters.f[locale]']);
    const ids = await exportBundles({ mode: 'all', format: 'csv', filters: { 'f[ids]': '1,2147483648' } });
    expect(ids.statusCode).toBe(422);
    expect(ids.json().errors).toHaveProperty(['filters.f[ids]']);
  });

  it('still accepts what the list accepts', async () => {
    const response = await exportBundles({
      mode: 'all',
      format: 'csv',
      filters: { 'f[status]': 'online,draft', 'f[locale]': '1', 'f[ids]': '1,2' },
    });
    expect(response.statusCode).toBe(204);
  });
});
