// Browser and HTTP hardening (issue 7 §6): security headers on the SPA, the API and files; slow bodies
// time out.
import { connect, type AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { PERMISSIONS_POLICY, STRICT_TRANSPORT_SECURITY } from '@server/plugins/security-headers';
import { build, setupApp } from './helper';

// Building the app seeds the demo tenant: slow on a loaded machine.
vi.setConfig({ hookTimeout: 300_000 });
const ctx = setupApp({ mediaOrigins: ['https://cdn.example.com'] });

const csp = (header: unknown) =>
  new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name!, values]),
  );

describe('security headers', () => {
  it('the SPA page carries a strict CSP, frame protection, nosniff and a referrer policy', async () => {
    const page = await ctx.app.inject({ url: '/content/stories' });
    expect(page.statusCode).toBe(200);
    const policy = csp(page.headers['content-security-policy']);
    expect(policy.get('script-src')).toEqual(["'self'"]);
    expect(policy.get('default-src')).toEqual(["'self'"]);
    expect(policy.get('frame-ancestors')).toEqual(["'none'"]);
    expect(policy.get('object-src')).toEqual(["'none'"]);
    expect(policy.get('img-src')).toEqual(["'self'", 'data:', 'blob:', 'https://cdn.example.com']);
    expect(policy.get('media-src')).toContain('https://cdn.example.com');
    expect(String(page.headers['content-security-policy'])).not.toMatch(/unsafe-eval/);
    expect(policy.get('script-src')).not.toContain("'unsafe-inline'");
    expect(page.headers['x-content-type-options']).toBe('nosniff');
    expect(page.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(page.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  });

  it('the API answers carry them too', async () => {
    const answer = await ctx.get('/tenants/current');
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    const refused = await ctx.app.inject({ url: '/api/v2/tenants/current' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['x-content-type-options']).toBe('nosniff');
  });

  it('files stay embeddable by the shops (cross-origin resource policy)', async () => {
    const { hash } = await ctx.app.files.put(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'));
    const file = await ctx.app.inject({ url: `/dam/assets/${hash}.svg` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(file.headers['content-security-policy']).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });
});

// Issue 26 §7: a Permissions-Policy everywhere, HSTS over TLS behind a trusted proxy only, and the headers
// on answers that never reach a route.
describe('permissions, HSTS and answers outside the routes', () => {
  const hardened = (headers: Record<string, unknown>) => {
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['permissions-policy']).toBe(PERMISSIONS_POLICY);
  };

  it('a Permissions-Policy turns off camera, microphone, geolocation and payment', async () => {
    const page = await ctx.app.inject({ url: '/content/stories' });
    hardened(page.headers);
    for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()']) {
      expect(PERMISSIONS_POLICY).toContain(feature);
    }
    hardened((await ctx.get('/tenants/current')).headers);
  });

  it('a malformed URL answers 400 with the security headers', async () => {
    const answer = await ctx.app.inject({ url: '/api/v2/pages/%zz' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'The request address is not valid.' });
    hardened(answer.headers);
  });

  it('no HSTS over plain http, nor for a forwarded https no trusted proxy vouches for', async () => {
    const plain = await ctx.app.inject({ url: '/content/stories' });
    expect(plain.headers['strict-transport-security']).toBeUndefined();
    const forged = await ctx.app.inject({
      url: '/content/stories',
      headers: { 'x-forwarded-proto': 'https' },
    });
    expect(forged.headers['strict-transport-security']).toBeUndefined();
  });

  it('HSTS when a trusted proxy says the request came over TLS', async () => {
    const app = await build({ trustProxy: ['127.0.0.1'] });
    try {
      const viaProxy = await app.inject({
        url: '/api/v2/auth/me',
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress: '127.0.0.1',
      });
      expect(viaProxy.headers['strict-transport-security']).toBe(STRICT_TRANSPORT_SECURITY);
      const elsewhere = await app.inject({
        url: '/api/v2/auth/me',
        headers: { 'x-forwarded-proto': 'https' },
        remoteAddress: '203.0.113.7',
      });
      expect(elsewhere.headers['strict-transport-security']).toBeUndefined();
      const proxiedHttp = await app.inject({
        url: '/api/v2/auth/me',
        headers: { 'x-forwarded-proto': 'http' },
        remoteAddress: '127.0.0.1',
      });
      expect(proxiedHttp.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  }, 200_000);

  it('socket.io refusing a transport (long-polling) answers with the security headers', async () => {
    const app = await build({ jobs: { autoStart: false }, notifications: { scanIntervalMs: 0 } });
    try {
      await app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = app.server.address() as AddressInfo;
      const answer = await fetch(`http://127.0.0.1:${port}/ws/socket.io/?EIO=4&transport=polling`);
      expect(answer.status).toBe(400);
      hardened(Object.fromEntries(answer.headers));
    } finally {
      await app.close();
    }
  }, 200_000);
});

describe('timeouts', () => {
  it('closes a connection whose body never arrives', async () => {
    const app = await build({ timeouts: { idleMs: 1000, requestMs: 3000 } });
    try {
      await app.listen({ port: 3432, host: '127.0.0.1' });
      const started = Date.now();
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = connect(3432, '127.0.0.1', () => {
          socket.write(
            'POST /api/v2/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n' +
              'Content-Length: 1000\r\n\r\n{"email":',
          );
        });
        let received = '';
        socket.on('data', (chunk) => (received += chunk.toString()));
        socket.on('close', () => resolve(received));
        socket.on('error', reject);
        setTimeout(() => reject(new Error('the slow request was never cut off')), 20_000).unref();
      });
      expect(Date.now() - started).toBeLessThan(15_000);
      // Either a 408 or a plain close: never a handler waiting forever for the body.
      expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    } finally {
      await app.close();
    }
  }, 200_000);
});
