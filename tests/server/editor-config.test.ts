// GET /content/editor-config (issue 11): the block editor's constants, as the contract describes them.
import { describe, expect, it } from 'vitest';
import { GetEditorConfigResponse } from '@generated/zod/content/content.zod';
import { setupApp } from './helper';

const ctx = setupApp();

describe('GET /content/editor-config', () => {
  it('answers the lock, id and preview constants of spec 2', async () => {
    const answer = await ctx.get('/content/editor-config');
    expect(answer.statusCode).toBe(200);
    const { data } = GetEditorConfigResponse.parse(answer.json());
    expect(data).toMatchObject({
      lock: { timeout: 90, recheckInterval: 10, releaseTimeout: 1 },
      inactivityTimeout: 1800,
      cpidLength: 6,
      blockIdDigits: 6,
      preview: { devices: { desktop: { width: 1200, scale: 0.8 }, mobile: { width: 400, scale: 1 } } },
    });
  });

  it('needs a token', async () => {
    expect((await ctx.app.inject({ url: '/api/v2/content/editor-config' })).statusCode).toBe(401);
  });
});
