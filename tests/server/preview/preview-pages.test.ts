// The storefront preview page, the mocked preview and the SDK file (issue 22): served outside the back office
// with no login, framed only by the back office (frame-ancestors), the back office frames only this origin
// (frame-src), and the pages load exactly the SDK file at its stable address.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { PREVIEW_SDK_PATH } from '@server/services/preview/preview-pages';
import { SPA_MARKER, createSpaDir, setupApp } from '../helper';

vi.setConfig({ hookTimeout: 300_000 });

const spaDir = createSpaDir();
mkdirSync(join(spaDir, 'storefront-preview'));
mkdirSync(join(spaDir, 'preview-sdk'));
writeFileSync(join(spaDir, 'storefront-preview', 'page.js'), '/* page */');
writeFileSync(join(spaDir, 'preview-sdk', 'preview-sdk-1.5.0.js'), 'var ContentPreviewSdk = {};');
afterAll(() => rmSync(spaDir, { recursive: true, force: true }));

const ctx = setupApp({ spaDir, login: false });

const csp = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('preview pages', () => {
  it('serves the storefront preview page without a login, framed only by the back office', async () => {
    const page = await ctx.app.inject({
      url: '/storefront-preview?appId=1&previewId=pv_x',
      headers: { host: 'localhost:3011' },
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain(SPA_MARKER);
    const policy = csp(page.headers['content-security-policy']);
    expect(policy.get('frame-ancestors')).toEqual(["'self'", 'http://localhost:3011']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(page.headers['x-frame-options']).toBeUndefined();
    // The page includes exactly the built SDK file, then its renderers.
    expect(page.body.indexOf(`src="${PREVIEW_SDK_PATH}"`)).toBeGreaterThan(0);
    expect(page.body.indexOf(`src="${PREVIEW_SDK_PATH}"`)).toBeLessThan(
      page.body.indexOf('src="/storefront-preview/page.js"'),
    );
    expect(page.body).toContain('<meta name="content-preview-api" content="/api/v2/content/preview/">');
    expect(page.body).toContain('<meta name="content-preview-origins" content="http://localhost:3011">');
  });

  it('names no origin for a Host it does not trust: the page then trusts only its own origin', async () => {
    const page = await ctx.app.inject({ url: '/storefront-preview', headers: { host: 'evil.example' } });
    expect(page.body).toContain('<meta name="content-preview-origins" content="">');
    expect(csp(page.headers['content-security-policy']).get('frame-ancestors')).toEqual(["'self'"]);
  });

  it('serves the mocked preview (§2.1) the same way, with no login gate', async () => {
    const page = await ctx.app.inject({ url: '/mocked-preview?appId=2&mockedPreviewType=data' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(PREVIEW_SDK_PATH);
    expect(page.body).not.toContain(SPA_MARKER);
  });

  it('the back office may frame only this origin and is framed by no one', async () => {
    const spa = await ctx.app.inject({ url: '/content/stories' });
    const policy = csp(spa.headers['content-security-policy']);
    expect(policy.get('frame-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
  });

  it('serves the SDK file at its stable address, loadable by a storefront on another origin', async () => {
    const sdk = await ctx.app.inject({ url: PREVIEW_SDK_PATH });
    expect(sdk.statusCode).toBe(200);
    expect(sdk.body).toBe('var ContentPreviewSdk = {};');
    expect(sdk.headers['content-type']).toContain('javascript');
    expect(sdk.headers['cross-origin-resource-policy']).toBe('cross-origin');
  });

  it('says so when the page was not built', async () => {
    const empty = mkdtempSync(join(tmpdir(), 'content-spa-'));
    writeFileSync(join(empty, 'index.html'), 'x');
    const { build } = await import('../helper');
    const app = await build({ spaDir: empty });
    try {
      const page = await app.inject({ url: '/storefront-preview' });
      expect(page.statusCode).toBe(503);
      expect(page.body).toContain('npm run build');
      expect((await app.inject({ url: PREVIEW_SDK_PATH })).statusCode).toBe(404);
    } finally {
      await app.close();
      rmSync(empty, { recursive: true, force: true });
    }
  });
});
