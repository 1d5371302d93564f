import { describe, expect, it } from 'vitest';
import { detectEnvironment, environmentLinks } from '@/lib/environment';

describe('detectEnvironment', () => {
  it.each([
    ['localhost', 'develop'],
    ['127.0.0.1', 'develop'],
    ['content-integration.example.com', 'integration'],
    ['content.test.example.com', 'integration'],
    ['content-staging.example.com', 'staging'],
    ['prev.content.example.com', 'staging'],
    ['content-production.example.com', 'production'],
    ['live.content.example.com', 'production'],
    ['content.example.com', 'production'],
    ['CONTENT-STAGING.EXAMPLE.COM', 'staging'],
  ])('%s → %s', (host, environment) => {
    expect(detectEnvironment(host)).toBe(environment);
  });
});

describe('environmentLinks', () => {
  it('offers Integration, Staging and Production, then the tenant hosts', () => {
    expect(environmentLinks().map((link) => link.label)).toEqual(['Integration', 'Staging', 'Production']);
    const withTenant = environmentLinks('outlet');
    expect(withTenant).toHaveLength(6);
    expect(withTenant[3]).toEqual({
      label: 'Integration (outlet)',
      href: 'https://outlet.content-integration.example.com',
    });
  });
});
