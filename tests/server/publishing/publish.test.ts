// Publishing per shop through the save (spec 2 §4.1, §5.2, §7): the saved draft becomes the shop's snapshot
// in the save's transaction, unpublish takes it off, a shop with content problems is refused with 422 while
// its draft stays saved, its snapshot unchanged and the other shops publish; types that disallow publishing
// answer 422; a stale version 409; every save keeps the state before it and a restore is a new save.
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { EntityVersion } from '@generated/model';
import { entities } from '@server/db/schema';
import type { DomainEvent } from '@server/services/domain-events';
import { setupApp } from '../helper';
import { storyHelpers, type Answer } from './fixtures';
import { EDITOR_INCLUDE, tenantFacts, type TenantFacts } from '../saves/fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 120_000 });
let clock = new Date('2030-01-01T10:00:00.000Z');
const ctx = setupApp({ now: () => clock });
let facts: TenantFacts;
const events: DomainEvent[] = [];

beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
  ctx.app.domainEvents.on((event) => {
    events.push(event);
  });
});

const API = '/api/v2';
const { read, save, configRow, newStory } = storyHelpers(ctx, () => facts);

describe('publishing a shop is a save with isPublished', () => {
  it('publishes the saved draft as the snapshot, advances the version and unpublishes again', async () => {
    const story = await newStory('Publish Flow');
    const main = story.data.appConfigs.findIndex((c) => c.appId === facts.mainAppId);
    const mainPrefix = `appConfigs.${main}.`;
    expect(Object.keys(story.meta.validation).filter((p) => p.startsWith(mainPrefix))).toEqual([]);
    expect(story.data.appConfigs[main]!.status).toBe('draft');
    events.length = 0;

    const published = await save(story.data, (c) => ({
      isPublished: c.appId === facts.mainAppId,
      name: c.appId === facts.mainAppId ? 'Published name' : c.name,
    }));
    expect(published.statusCode, published.body).toBe(200);
    const after = published.json() as Answer;
    expect(after.data.version).toBe(story.data.version + 1);
    const mainConfig = after.data.appConfigs.find((c) => c.appId === facts.mainAppId)!;
    expect(mainConfig).toMatchObject({ isPublished: true, isDraft: false, status: 'online' });
    const other = after.data.appConfigs.find((c) => c.appId !== facts.mainAppId)!;
    expect(other).toMatchObject({ isPublished: false, status: 'draft' });
    const row = await configRow(story.data.id, facts.mainAppId);
    expect(row.published).toMatchObject({ name: 'Published name' });
    expect(row.publishedAt?.toISOString()).toBe(clock.toISOString());
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'config.statusChanged',
        appId: facts.mainAppId,
        from: 'draft',
        to: 'online',
      }),
    );

    // A later save without the flag keeps the snapshot: the config is a draft again.
    const edited = await save(after.data, (c) => ({ isPublished: undefined, name: `${c.name} edited` }));
    expect(edited.statusCode, edited.body).toBe(200);
    const editedMain = (edited.json() as Answer).data.appConfigs.find((c) => c.appId === facts.mainAppId)!;
    expect(editedMain).toMatchObject({ isPublished: true, isDraft: true, status: 'online' });
    expect((await configRow(story.data.id, facts.mainAppId)).published).toMatchObject({
      name: 'Published name',
    });

    events.length = 0;
    const unpublished = await save((edited.json() as Answer).data, (c) => ({
      isPublished: c.appId === facts.mainAppId ? false : undefined,
    }));
    expect(unpublished.statusCode, unpublished.body).toBe(200);
    const off = (unpublished.json() as Answer).data.appConfigs.find((c) => c.appId === facts.mainAppId)!;
    expect(off).toMatchObject({ isPublished: false, status: 'offline' });
    expect(events).toContainEqual(
      expect.objectContaining({
        type: 'config.statusChanged',
        appId: facts.mainAppId,
        from: 'online',
        to: 'offline',
      }),
    );
  });

  it('refuses the shop with problems (422 with its errors), keeps its draft and snapshot, publishes the other', async () => {
    const story = await newStory('Half Valid');
    const first = await save(story.data, (c) => ({ isPublished: c.appId === facts.mainAppId }));
    expect(first.statusCode, first.body).toBe(200);
    const saved = (first.json() as Answer).data;
    const before = await configRow(story.data.id, facts.mainAppId);
    events.length = 0;

    const response = await save(saved, (c) =>
      c.appId === facts.mainAppId ? { isPublished: true, name: '' } : { isPublished: true },
    );
    expect(response.statusCode, response.body).toBe(422);
    const { errors } = response.json() as { errors: Record<string, string[]> };
    const main = saved.appConfigs.findIndex((c) => c.appId === facts.mainAppId);
    expect(errors[`appConfigs.${main}.name`]).toEqual(['field is required']);
    expect(Object.keys(errors).every((path) => path.startsWith(`appConfigs.${main}.`))).toBe(true);

    const now = await read(story.data.id);
    expect(now.data.version).toBe(saved.version + 1);
    const mainNow = now.data.appConfigs.find((c) => c.appId === facts.mainAppId)!;
    expect(mainNow).toMatchObject({ name: '', isDraft: true, status: 'online' });
    expect(now.meta.validation[`appConfigs.${main}.name`]).toEqual(['field is required']);
    const after = await configRow(story.data.id, facts.mainAppId);
    expect(after.published).toEqual(before.published);
    expect(after.publishedAt).toEqual(before.publishedAt);
    const other = now.data.appConfigs.find((c) => c.appId !== facts.mainAppId)!;
    expect(other).toMatchObject({ isPublished: true, status: 'online', isDraft: false });
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'publish.refused', appIds: [facts.mainAppId], errors }),
    );
  });

  it('answers 409 to a publish with a stale version and changes nothing', async () => {
    const story = await newStory('Stale Publish');
    const ok = await save(story.data, (c) => ({ name: `${c.name} v2` }));
    expect(ok.statusCode).toBe(200);
    const stale = await save(story.data, () => ({ isPublished: true }));
    expect(stale.statusCode).toBe(409);
    expect((await configRow(story.data.id, facts.mainAppId)).published).toBeNull();
  });

  it('refuses to publish a type that disallows publishing (a brand profile: 422) and saves nothing', async () => {
    const [brand] = await ctx.app.db
      .select({ id: entities.id })
      .from(entities)
      .where(and(eq(entities.tenantId, facts.tenantId), eq(entities.entityType, 'profile-brand')))
      .limit(1);
    const url = `${API}/profile-brands/${brand!.id}`;
    const current = (
      await ctx.inject({ method: 'GET', url: `${url}?include=${EDITOR_INCLUDE}` })
    ).json() as Answer;
    const response = await ctx.inject({
      method: 'PUT',
      url,
      payload: {
        ...current.data,
        appConfigs: current.data.appConfigs.map((c) => ({ ...c, isPublished: true })),
      },
    });
    expect(response.statusCode, response.body).toBe(422);
    expect((response.json() as { errors: Record<string, string[]> }).errors.isPublished).toBeDefined();
    const after = (await ctx.inject({ method: 'GET', url })).json() as Answer;
    expect(after.data.version).toBe(current.data.version);
  });
});

describe('versions', () => {
  it('keeps the state before every save and restores one as a new save', async () => {
    const story = await newStory('History Story');
    const one = await save(story.data, () => ({}));
    const v2 = (one.json() as Answer).data;
    const renamed = await ctx.inject({
      method: 'PUT',
      url: `${API}/pages/${story.data.id}`,
      payload: { ...v2, internalName: 'History Story renamed' },
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const v3 = (renamed.json() as Answer).data;

    const list = await ctx.get(`/versions/story/${story.data.id}`);
    expect(list.statusCode, list.body).toBe(200);
    const versions = (list.json() as { data: EntityVersion[] }).data;
    expect(versions.map((v) => v.version)).toEqual([2, 1]);
    expect(versions[0]!.savedBy).toMatchObject({ email: 'editor@example.com' });
    expect(versions[0]!.data).toBeUndefined();

    const one1 = await ctx.get(`/versions/story/${story.data.id}/${versions[1]!.id}`);
    expect(one1.statusCode).toBe(200);
    expect((one1.json() as { data: EntityVersion }).data.data).toMatchObject({
      internalName: 'History Story',
    });

    const stale = await ctx.inject({
      method: 'POST',
      url: `${API}/versions/story/${story.data.id}/${versions[1]!.id}/restore`,
      payload: { version: 1 },
    });
    expect(stale.statusCode).toBe(409);
    const restored = await ctx.inject({
      method: 'POST',
      url: `${API}/versions/story/${story.data.id}/${versions[1]!.id}/restore`,
      payload: { version: v3.version },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const answer = restored.json() as Answer;
    expect(answer.data).toMatchObject({ internalName: 'History Story', version: v3.version + 1 });
    expect(answer.meta.validation).toBeDefined();

    const after = (await ctx.get(`/versions/story/${story.data.id}`)).json() as { data: EntityVersion[] };
    expect(after.data.map((v) => v.version)).toEqual([3, 2, 1]);
    expect(after.data[0]!.changes).toContain('internalName');
    expect(after.data[0]!.summary).toMatch(/changed: .*internalName/);

    expect((await ctx.get(`/versions/story/${story.data.id}/999999`)).statusCode).toBe(404);
    expect((await ctx.get(`/versions/bundle/${story.data.id}`)).statusCode).toBe(404);
  });
});

describe('the clock', () => {
  it('is the one BuildAppOptions.now gives', () => {
    expect(ctx.app.now()).toEqual(clock);
    clock = new Date('2030-01-01T10:00:00.000Z');
  });
});
