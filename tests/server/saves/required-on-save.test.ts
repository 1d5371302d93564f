// Required shared fields are enforced on save (issue 27 #10; spec 2 §5.2): an internal name cleared in the
// wizard is refused with 422 under its path, in the §5.1 message, and nothing is written.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { Entity } from '@generated/model';
import { setupApp } from '../helper';
import { tenantFacts, type TenantFacts } from './fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });
const ctx = setupApp();
let facts: TenantFacts;
beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
});

const read = async (path: string) => {
  const answer = await ctx.get(path);
  expect(answer.statusCode, answer.body).toBe(200);
  return answer.json().data as Entity & { internalName: string; version: number };
};

describe('a required internal name on save', () => {
  it('refuses an emptied internal name of a bundle and keeps the stored one', async () => {
    const [first] = (await ctx.get('/bundles?perPage=1&sortBy=id&sortDir=asc')).json().data as Entity[];
    const before = await read(`/bundles/${first!.id}`);
    const answer = await ctx.inject({
      method: 'PUT',
      url: `/api/v2/bundles/${first!.id}`,
      payload: {
        internalName: '  ',
        version: before.version,
        appConfigs: (before.appConfigs ?? []).map((config) => ({ id: config.id, appId: config.appId })),
      },
    });
    expect(answer.statusCode, answer.body).toBe(422);
    expect(answer.json().errors).toEqual({ internalName: ['field is required'] });
    expect((await read(`/bundles/${first!.id}`)).internalName).toBe(before.internalName);
  });

  it('refuses a new story without a name, and takes one with a name', async () => {
    const story = (internalName: string) => ({
      type: 'story',
      internalName,
      appConfigs: [{ appId: facts.mainAppId, name: 'Story' }],
    });
    const empty = await ctx.inject({ method: 'POST', url: '/api/v2/pages', payload: story('') });
    expect(empty.statusCode, empty.body).toBe(422);
    expect(empty.json().errors.internalName).toEqual(['field is required']);
    const named = await ctx.inject({ method: 'POST', url: '/api/v2/pages', payload: story('Named') });
    expect(named.statusCode, named.body).toBe(201);
  });
});
