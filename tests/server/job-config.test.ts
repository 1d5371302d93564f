// The job settings read from the environment: off or the runner's defaults unless set, a lease never 0.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';

describe('JOB_LEASE_SECONDS and TEST_JOB_HOLD_MS', () => {
  it('are unset by default (10-minute lease, no hold)', () => {
    expect(loadConfig({}).jobs).toEqual({ leaseMs: undefined, holdMs: undefined });
  });

  it('are read in seconds and milliseconds', () => {
    expect(loadConfig({ JOB_LEASE_SECONDS: '1.5', TEST_JOB_HOLD_MS: '600000' }).jobs).toEqual({
      leaseMs: 1500,
      holdMs: 600_000,
    });
  });

  it('refuse a lease of 0 (two processes would run one job) and a hold that is no number', () => {
    expect(() => loadConfig({ JOB_LEASE_SECONDS: '0' })).toThrow(/JOB_LEASE_SECONDS/);
    expect(() => loadConfig({ TEST_JOB_HOLD_MS: 'soon' })).toThrow(/TEST_JOB_HOLD_MS/);
  });
});
