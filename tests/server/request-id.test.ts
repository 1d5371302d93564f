// Issue 7 §9: every request has an id; a server error is logged with it and its answer carries it.
import { Writable } from 'node:stream';
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import errorsPlugin from '@server/plugins/errors';
import { echoRequestId, genReqId } from '@server/request-id';
import { setupApp } from './helper';

const t = setupApp({ login: false });

describe('request ids', () => {
  it('every answer names its request id; a sane caller id is kept, anything else replaced', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v2/health' });
    const second = await t.app.inject({ method: 'GET', url: '/api/v2/health' });
    expect(first.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(first.headers['request-id']).not.toBe(second.headers['request-id']);
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/v2/health',
      headers: { 'request-id': 'lb-trace-12345678' },
    });
    expect(given.headers['request-id']).toBe('lb-trace-12345678');
    const hostile = await t.app.inject({
      method: 'GET',
      url: '/api/v2/health',
      headers: { 'request-id': 'x\r\ny <script>' },
    });
    expect(hostile.headers['request-id']).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('a server error is logged with the id and answered with it', async () => {
    const lines: Record<string, unknown>[] = [];
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)) as Record<string, unknown>);
        done();
      },
    });
    const app = Fastify({ logger: { level: 'error', stream }, genReqId });
    echoRequestId(app);
    await app.register(errorsPlugin);
    app.get('/boom', async () => {
      throw new Error('disk on fire');
    });
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    const id = response.headers['request-id'];
    expect(response.json()).toEqual({ message: 'Server Error', requestId: id });
    const logged = lines.find((line) => line.msg === 'request failed');
    expect(logged?.requestId).toBe(id);
    await app.close();
  });
});
