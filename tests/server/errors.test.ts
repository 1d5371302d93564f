import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError, ValidationError } from '@server/http-error';
import errorsPlugin from '@server/plugins/errors';

async function appThrowing(error: unknown, logs?: { level: number; msg: string }[]) {
  const app = Fastify(
    logs
      ? {
          logger: {
            level: 'info',
            stream: {
              write: (line: string) => logs.push(JSON.parse(line) as { level: number; msg: string }),
            },
          },
        }
      : { logger: false },
  );
  await app.register(errorsPlugin);
  app.get('/boom', async () => {
    throw error;
  });
  return app;
}

describe('central error handler', () => {
  it('answers an unexpected error 500 without message details or stack', async () => {
    const app = await appThrowing(new Error('connection to db.internal:5432 refused'));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ message: 'Server Error', requestId: expect.any(String) });
    expect(response.body).not.toMatch(/db\.internal|at |stack/);
  });

  it('answers client errors with their status, message and headers', async () => {
    const app = await appThrowing(new HttpError(429, 'Slow down.', { 'retry-after': '9' }));
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(429);
    expect(response.headers['retry-after']).toBe('9');
    expect(response.json()).toEqual({ message: 'Slow down.' });
  });

  it('answers a ValidationError in the Laravel shape', async () => {
    const app = await appThrowing(
      new ValidationError({ 'appConfigs.0.name': ['The name field is required.'] }),
    );
    const response = await app.inject({ method: 'GET', url: '/boom' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: 'The name field is required.',
      errors: { 'appConfigs.0.name': ['The name field is required.'] },
    });
  });

  it('logs a client that closed the connection mid-answer as info, not as a failure', async () => {
    const logs: { level: number; msg: string }[] = [];
    const closed = Object.assign(new Error('Premature close'), { code: 'ERR_STREAM_PREMATURE_CLOSE' });
    const app = await appThrowing(closed, logs);
    await app.inject({ method: 'GET', url: '/boom' });
    expect(logs.filter((line) => line.level >= 50)).toEqual([]);
    expect(logs.map((line) => line.msg)).toContain('client closed the connection before the answer ended');

    const failing: { level: number; msg: string }[] = [];
    await (await appThrowing(new Error('db down'), failing)).inject({ method: 'GET', url: '/boom' });
    expect(failing.filter((line) => line.level >= 50).map((line) => line.msg)).toEqual(['request failed']);
  });
});
