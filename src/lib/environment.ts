/** The deployment environments Content runs in (spec 1 §9). `develop` is a developer's own machine. */
export type Environment = 'develop' | 'integration' | 'staging' | 'production';

/**
 * Host-name fragments and the environment they stand for, checked in this order.
 * `test` is another name of the integration stage, `prev` (preview) of staging and `live` of production.
 */
const HOST_MARKERS: ReadonlyArray<readonly [string, Environment]> = [
  ['integration', 'integration'],
  ['test', 'integration'],
  ['staging', 'staging'],
  ['prev', 'staging'],
  ['production', 'production'],
  ['live', 'production'],
];

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]', '::1']);

/** The environment of a host name: localhost → develop, a known marker → its stage, otherwise production. */
export function detectEnvironment(hostname: string): Environment {
  const host = hostname.trim().toLowerCase();
  if (LOCAL_HOSTS.has(host) || host.endsWith('.localhost')) return 'develop';
  for (const [marker, environment] of HOST_MARKERS) {
    if (host.includes(marker)) return environment;
  }
  return 'production';
}

export interface EnvironmentLink {
  label: string;
  href: string;
}

/**
 * The environments offered under "Switch Environment". Hosts are deployment configuration, not API data;
 * per-tenant hosts are the tenant's own domain of each stage (`{tenant}.content-{stage}.example.com`).
 */
export const ENVIRONMENT_HOSTS: ReadonlyArray<{ label: string; host: string }> = [
  { label: 'Integration', host: 'content-integration.example.com' },
  { label: 'Staging', host: 'content-staging.example.com' },
  { label: 'Production', host: 'content.example.com' },
];

/** The switch links: the three shared stages, then the same stages on the tenant's own hosts. */
export function environmentLinks(tenantKey?: string): EnvironmentLink[] {
  const shared = ENVIRONMENT_HOSTS.map(({ label, host }) => ({ label, href: `https://${host}` }));
  if (!tenantKey) return shared;
  const perTenant = ENVIRONMENT_HOSTS.map(({ label, host }) => ({
    label: `${label} (${tenantKey})`,
    href: `https://${tenantKey}.${host}`,
  }));
  return [...shared, ...perTenant];
}
