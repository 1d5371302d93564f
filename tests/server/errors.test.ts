import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { HttpError, ValidationError } from '@server/http-error';
import errorsPlugin from '@server/plugins/errors';

async function appThrowing(error: unknown) {
  const app = Fastify({ logger: false });
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
});
