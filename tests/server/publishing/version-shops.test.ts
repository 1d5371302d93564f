// The history list names the shop and publish flag of every appConfigs entry of a kept state (`shops`), so the
// back office can say "Published in Germany" for a change of `appConfigs.N.isPublished` without the data; the
// list is headed by the current state with what the latest save changed.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntityVersion, EntityVersionList } from '@generated/model';
import { setupApp } from '../helper';
import { tenantFacts, type TenantFacts } from '../saves/fixtures';
import { storyHelpers, type Answer } from './fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
const ctx = setupApp();
let facts: TenantFacts;
beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
});
const { save, newStory } = storyHelpers(ctx, () => facts);

describe('versions name their shops', () => {
  it('lists the shop and publish flag of each appConfigs entry of the kept state, in order', async () => {
    const story = await newStory('Shops History');
    const untouched = (await ctx.get(`/versions/story/${story.data.id}`)).json() as EntityVersionList;
    expect(untouched.data).toEqual([]);
    expect(untouched.current).toMatchObject({ version: story.data.version, changes: [] });
    const published = await save(story.data, (config) => ({ isPublished: config.appId === facts.mainAppId }));
    expect(published.statusCode, published.body).toBe(200);
    const renamed = await save((published.json() as Answer).data, (config) =>
      config.appId === facts.mainAppId ? { name: 'Main renamed' } : {},
    );
    expect(renamed.statusCode, renamed.body).toBe(200);

    const list = await ctx.get(`/versions/story/${story.data.id}`);
    expect(list.statusCode, list.body).toBe(200);
    const body = list.json() as EntityVersionList;
    const [afterPublish, first] = body.data;
    const order = story.data.appConfigs.map((config) => config.appId);
    const main = order.indexOf(facts.mainAppId);
    expect(main).toBeGreaterThanOrEqual(0);
    expect(first!.shops).toEqual(order.map((appId) => ({ appId, isPublished: false })));
    expect(afterPublish!.shops).toEqual(
      order.map((appId) => ({ appId, isPublished: appId === facts.mainAppId })),
    );
    // The publish is named by index in `changes`; `shops` turns the index into the shop and the direction.
    expect(afterPublish!.changes).toContain(`appConfigs.${main}.isPublished`);
    expect(afterPublish!.isPublished).toBeUndefined();

    // The current state: the rename, by the demo editor, with the publish flag it has now.
    expect(body.current.version).toBe(afterPublish!.version + 1);
    expect(body.current.changes).toEqual([`appConfigs.${main}.name`]);
    expect(body.current.shops).toEqual(afterPublish!.shops);
    expect(body.current.savedBy).toMatchObject({ email: 'editor@example.com' });

    const one = await ctx.get(`/versions/story/${story.data.id}/${afterPublish!.id}`);
    expect((one.json() as { data: EntityVersion }).data.shops).toEqual(afterPublish!.shops);
  });
});
