// Issue 7 §7: overload protection answers 503 with Retry-After past a configured limit, and is off
// unless a limit is configured.
import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '@server/config';
import overloadPlugin, { OVERLOAD_MESSAGE, type OverloadLimits } from '@server/plugins/overload';

async function appWith(limits: OverloadLimits) {
  const app = Fastify();
  await app.register(overloadPlugin, { sampleIntervalMs: 5, ...limits });
  app.get('/ping', async () => ({ ok: true }));
  await app.ready();
  return app;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('overload protection', () => {
  it('is off without limits', async () => {
    const app = await appWith({});
    expect(app.hasDecorator('isUnderPressure')).toBe(false);
    expect((await app.inject({ method: 'GET', url: '/ping' })).statusCode).toBe(200);
    await app.close();
  });

  it('answers 503 with Retry-After and the contract shape past the heap limit', async () => {
    const app = await appWith({ maxHeapUsedBytes: 1 });
    await wait(50);
    const response = await app.inject({ method: 'GET', url: '/ping' });
    expect(response.statusCode).toBe(503);
    expect(response.headers['retry-after']).toBe('10');
    expect(response.json()).toEqual({ message: OVERLOAD_MESSAGE });
    await app.close();
  });

  it('answers 503 while the event loop is blocked past MAX_EVENT_LOOP_DELAY_MS', async () => {
    const app = await appWith({ maxEventLoopDelayMs: 200 });
    await wait(50);
    // The delay is a mean over each few-ms sample, so the pressure shows only just after a block: block the
    // loop (as a runaway computation would), let one sample run, ask; on a busy machine try a few times.
    let status = 200;
    for (let attempt = 0; attempt < 20 && status !== 503; attempt += 1) {
      const until = Date.now() + 400;
      while (Date.now() < until);
      await wait(6);
      status = (await app.inject({ method: 'GET', url: '/ping' })).statusCode;
    }
    expect(status).toBe(503);
    await app.close();
  });

  it('reads its limits from the environment', () => {
    expect(loadConfig({}).overload).toEqual({
      maxEventLoopDelayMs: undefined,
      maxEventLoopUtilization: undefined,
      maxHeapUsedBytes: undefined,
      maxRssBytes: undefined,
    });
    const config = loadConfig({ MAX_EVENT_LOOP_DELAY_MS: '200', MAX_RSS_BYTES: '1500000000' });
    expect(config.overload.maxEventLoopDelayMs).toBe(200);
    expect(config.overload.maxRssBytes).toBe(1_500_000_000);
    expect(() => loadConfig({ MAX_EVENT_LOOP_UTILIZATION: '1.5' })).toThrow(/MAX_EVENT_LOOP_UTILIZATION/);
  });
});
