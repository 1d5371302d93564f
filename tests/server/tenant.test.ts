import { describe, expect, it, vi } from 'vitest';
import type { Tenant } from '@generated/model';
import { bearer, build, injectAs, setupApp, signIn } from './helper';

// Building the app seeds the demo tenant: slow on a loaded machine.
vi.setConfig({ hookTimeout: 300_000 });
const t = setupApp({ allowedHosts: ['content.test', 'localhost'] });

const getTenant = async (headers: Record<string, string> = {}) => {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/v2/tenants/current',
    headers: { ...bearer(t.token), ...headers },
  });
  expect(response.statusCode).toBe(200);
  return response.json<{ data: Tenant }>().data;
};

describe('GET /tenants/current', () => {
  it('answers the flagship demo tenant with its shops, main shop first', async () => {
    const tenant = await getTenant();
    expect(tenant).toMatchObject({ key: 'flagship', mainAppId: 1, itemsPerRow: { mobile: 2, desktop: 4 } });
    expect(tenant.apps.length).toBeGreaterThanOrEqual(8);
    expect(tenant.apps[0]).toMatchObject({ id: 1, name: 'Germany', localeCode: 'de-DE', languageCode: 'de' });
    const locales = tenant.apps.map((a) => a.localeCode);
    expect(locales).toEqual(
      expect.arrayContaining(['de-DE', 'de-AT', 'de-CH', 'fr-FR', 'nl-NL', 'nl-BE', 'pl-PL', 'cs-CZ']),
    );
    for (const app of tenant.apps) {
      expect(app.languageCode).toBe(app.localeCode.split('-')[0]);
      expect(app.shopUrls.desktop).toMatch(/^https:\/\//);
      expect(app.shopUrls.mobile).toMatch(/^https:\/\//);
    }
    expect(tenant.tagGroups).toEqual(expect.arrayContaining(['brands', 'influencer']));
  });

  it('answers shop groups whose members are shops of the tenant', async () => {
    const tenant = await getTenant();
    const byName = new Map(tenant.appGroups.map((g) => [g.name, g]));
    const idOf = (locale: string) => tenant.apps.find((a) => a.localeCode === locale)!.id;
    expect(byName.get('DACH')?.appIds).toEqual([idOf('de-DE'), idOf('de-AT'), idOf('de-CH')]);
    expect(byName.get('Benelux')?.appIds).toEqual([idOf('nl-NL'), idOf('nl-BE')]);
    expect(byName.get('CEE')?.appIds).toEqual([idOf('pl-PL'), idOf('cs-CZ')]);
  });

  it('points its urls at this server, by the request host', async () => {
    const tenant = await getTenant({ host: 'content.test:8080' });
    expect(tenant.urls).toEqual({
      cloudPanel: 'http://content.test:8080/cloud-panel',
      damPublic: 'http://content.test:8080/dam',
      passwordReset: 'http://content.test:8080/cloud-panel/password-reset',
      videoBucket: 'http://content.test:8080/videos',
    });
  });

  it('never echoes a host outside ALLOWED_HOSTS: root-relative urls instead', async () => {
    for (const host of ['evil.example', 'evil.example:443', 'content.test.evil.example', 'a@evil.example']) {
      const tenant = await getTenant({ host });
      expect(JSON.stringify(tenant)).not.toContain('evil');
      expect(tenant.urls).toEqual({
        cloudPanel: '/cloud-panel',
        damPublic: '/dam',
        passwordReset: '/cloud-panel/password-reset',
        videoBucket: '/videos',
      });
    }
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/tenants/current' });
    expect(response.statusCode).toBe(401);
  });
});

describe('with PUBLIC_URL', () => {
  it('points the urls at the public origin whatever the request host', async () => {
    const other = await build({ publicUrl: 'https://content.example.org' });
    try {
      const response = await injectAs(other, await signIn(other), {
        method: 'GET',
        url: '/api/v2/tenants/current',
        headers: { host: 'internal:3000' },
      });
      expect(response.json<{ data: Tenant }>().data.urls.damPublic).toBe('https://content.example.org/dam');
    } finally {
      await other.close();
    }
  }, 180_000); // builds a second app: slow on a loaded machine
});
