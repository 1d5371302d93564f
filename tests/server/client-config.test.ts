// GET /client-config hands the back office the monitoring DSN (spec 2 §7); the CSP lets the SPA report there.
// It names the demo account when the demo data is seeded, never in production mode (issue 25).
import { describe, expect, it, vi } from 'vitest';
import { setupApp } from './helper';

vi.setConfig({ hookTimeout: 300_000 });
const withMonitoring = setupApp({ monitoringDsn: 'https://key@o1.ingest.example.io/1', login: false });
const without = setupApp({ login: false });
const production = setupApp({ login: false, production: true });
const noDemo = setupApp({ login: false, seed: 'none' });

const cspOf = (header: unknown) => String(header);

describe('client configuration', () => {
  it('answers the DSN without a token, and the CSP allows reports to its origin and the replay worker', async () => {
    const answer = await withMonitoring.app.inject({ method: 'GET', url: '/api/v2/client-config' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toEqual({
      data: { monitoringDsn: 'https://key@o1.ingest.example.io/1', demoEmail: 'editor@example.com' },
    });
    const csp = cspOf(answer.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self' https://o1.ingest.example.io");
    expect(csp).toContain("worker-src 'self' blob:");
  });

  it('answers null without monitoring, and the CSP stays same-origin', async () => {
    const answer = await without.app.inject({ method: 'GET', url: '/api/v2/client-config' });
    expect(answer.json()).toEqual({ data: { monitoringDsn: null, demoEmail: 'editor@example.com' } });
    const csp = cspOf(answer.headers['content-security-policy']);
    expect(csp).toContain("connect-src 'self';");
    expect(csp).toContain("worker-src 'self';");
  });

  it('never names the demo account in production mode, nor when no demo data was seeded', async () => {
    for (const context of [production, noDemo]) {
      const answer = await context.app.inject({ method: 'GET', url: '/api/v2/client-config' });
      expect(answer.json()).toEqual({ data: { monitoringDsn: null, demoEmail: null } });
    }
  });
});
