// Issue 25: safe start-up defaults (loopback, no demo account in production mode) and one-line request logs
// on a terminal.
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import { loadContract } from '@server/contract';
import { formatLogRecord, prettyLogStream } from '@server/log-format';
import { jsonResponsesOnly } from '@server/plugins/route-table';

describe('start-up configuration', () => {
  it('listens on loopback unless HOST exposes it', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('seeds the demo in development, never in production mode', () => {
    expect(loadConfig({})).toMatchObject({ seed: 'demo', production: false });
    expect(loadConfig({ NODE_ENV: 'production' })).toMatchObject({ seed: 'none', production: true });
    expect(() => loadConfig({ NODE_ENV: 'production', SEED: 'demo' })).toThrow(/SEED=demo is refused/);
  });
});

describe('terminal request log', () => {
  it('writes one line per request with method, address, status and duration', () => {
    const pending = new Map<string, string>();
    const time = Date.UTC(2026, 0, 2, 9, 5, 7);
    expect(
      formatLogRecord(
        {
          level: 30,
          time,
          reqId: 'r1',
          msg: 'incoming request',
          req: { method: 'GET', url: '/api/v2/bundles' },
        },
        pending,
      ),
    ).toBeNull();
    expect(
      formatLogRecord(
        {
          level: 30,
          time,
          reqId: 'r1',
          msg: 'request completed',
          res: { statusCode: 200 },
          responseTime: 12.4,
        },
        pending,
      ),
    ).toBe('09:05:07 GET /api/v2/bundles → 200 12 ms');
    expect(pending.size).toBe(0);
  });

  it('keeps the request id and the stack of an error', () => {
    const line = formatLogRecord(
      {
        level: 50,
        time: 0,
        reqId: 'r9',
        msg: 'handler failed',
        err: { message: 'boom', stack: 'Error: boom\n  at x' },
      },
      new Map(),
    );
    expect(line).toBe('00:00:00 ERROR [r9] handler failed: boom\nError: boom\n  at x');
  });

  it('formats what the stream receives, line by line, and passes non-JSON text through', async () => {
    const written: string[] = [];
    const out = { write: (text: string) => written.push(text) } as unknown as NodeJS.WritableStream;
    const stream = prettyLogStream(out);
    const record = JSON.stringify({ level: 40, time: 0, msg: 'careful' });
    await new Promise<void>((resolve) => stream.write(`${record}\nplain text\n`, () => resolve()));
    expect(written).toEqual(['00:00:00 WARN careful\n', 'plain text\n']);
  });
});

describe('routes from the contract', () => {
  it('hand the route builder JSON responses only (no request parser warning for the report CSV)', () => {
    const spec = loadContract();
    const types = (document: typeof spec) =>
      JSON.stringify(document.paths).match(/"(text\/csv|application\/json)"/g) ?? [];
    expect(types(spec)).toContain('"text/csv"');
    const routed = jsonResponsesOnly(spec);
    expect(types(routed)).not.toContain('"text/csv"');
    expect(types(routed).length).toBeGreaterThan(100);
    expect(JSON.stringify(spec.paths)).toContain('text/csv'); // the contract itself is untouched
  });
});
