// Delivery: compressed answers (on the fly for JSON, pre-compressed at build time for the SPA's files),
// `Vary: Accept-Encoding`, year-long caching for hashed assets and revalidation for the entry page.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { setupApp } from './helper';

// A built SPA in miniature: an entry page and a hashed asset, both large enough to be worth compressing.
const spaDir = mkdtempSync(join(tmpdir(), 'content-delivery-'));
const indexHtml = `<!doctype html><title>delivery</title><main>${'<p>Sign in to Content.</p>'.repeat(80)}</main>`;
const assetJs = `export const words = ${JSON.stringify(Array.from({ length: 300 }, (_, i) => `word-${i}`))};`;
mkdirSync(join(spaDir, 'assets'));
writeFileSync(join(spaDir, 'index.html'), indexHtml);
writeFileSync(join(spaDir, 'assets', 'app-1a2b3c.js'), assetJs);
writeFileSync(join(spaDir, 'assets', 'tiny-9z8y.js'), 'export {};');
execFileSync(process.execPath, [join(import.meta.dirname, '../../scripts/compress-dist.mjs'), spaDir]);
afterAll(() => rmSync(spaDir, { recursive: true, force: true }));

const t = setupApp({ spaDir });

describe('build-time compression (scripts/compress-dist.mjs)', () => {
  it('writes .br and .gz beside text files above 1 KB, not beside tiny ones', () => {
    const asset = join(spaDir, 'assets', 'app-1a2b3c.js');
    expect(brotliDecompressSync(readFileSync(`${asset}.br`)).toString()).toBe(assetJs);
    expect(gunzipSync(readFileSync(`${asset}.gz`)).toString()).toBe(assetJs);
    expect(existsSync(join(spaDir, 'index.html.br'))).toBe(true);
    expect(existsSync(join(spaDir, 'assets', 'tiny-9z8y.js.br'))).toBe(false);
  });
});

describe('static delivery', () => {
  it('serves the pre-compressed brotli file of a hashed asset, cached for a year', async () => {
    const response = await t.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers['content-type']).toMatch(/javascript/);
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    // The bytes of the build's file (quality 11), not a fresh quality-4 compression.
    expect(response.rawPayload.equals(readFileSync(join(spaDir, 'assets', 'app-1a2b3c.js.br')))).toBe(true);
  });

  it('falls back to the gzip file, and to the plain file for clients that take neither', async () => {
    const gzip = await t.app.inject({ url: '/assets/app-1a2b3c.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(assetJs);
    const plain = await t.app.inject({
      url: '/assets/app-1a2b3c.js',
      headers: { 'accept-encoding': 'identity' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(assetJs);
    expect(plain.headers.vary).toMatch(/accept-encoding/i);
  });

  it('sends index.html compressed and never cached without revalidation, also for deep links', async () => {
    for (const url of ['/', '/index.html', '/content/stories']) {
      const response = await t.app.inject({ url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('no-cache');
      expect(response.headers['content-encoding'], url).toBe('br');
      expect(brotliDecompressSync(response.rawPayload).toString(), url).toBe(indexHtml);
    }
  });
});

describe('API answers', () => {
  it('compresses a large JSON list with brotli and says Vary: Accept-Encoding', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/v2/bundles?perPage=50',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(response.headers.vary).toMatch(/accept-encoding/i);
    const json = brotliDecompressSync(response.rawPayload).toString();
    expect(json.length).toBeGreaterThan(1024);
    expect(response.rawPayload.length).toBeLessThan(json.length / 2);
    expect(JSON.parse(json)).toHaveProperty('data');
  });

  it('uses gzip for clients without brotli', async () => {
    const response = await t.inject({
      method: 'GET',
      url: '/api/v2/bundles?perPage=50',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(response.rawPayload).toString())).toHaveProperty('data');
  });

  it('leaves small answers alone (below 1 KB)', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v2/no-such-route',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-encoding']).toBeUndefined();
    expect(response.json()).toHaveProperty('message');
  });
});
