// Tags and tag groups save with versions; the groups brands and influencer (and their tags) cannot be saved
// and no tag moves into them (422 with a clear message); relation counts come from real use; media updates
// keep name, focus and player options.
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import type {
  MediaImage,
  MediaVideo,
  Tag,
  TagGroup,
  TagRelationCount,
  ValidationErrorResponse,
  VersionConflict,
} from '@generated/model';
import { media, tagGroups, tags } from '@server/db/schema';
import { injectAs, setupApp, signIn } from '../helper';
import { SECOND_LOGIN, tenantFacts, type TenantFacts } from './fixtures';

vi.setConfig({ hookTimeout: 300_000, testTimeout: 60_000 });
const ctx = setupApp();
let facts: TenantFacts;

const API = '/api/v2';

beforeAll(async () => {
  facts = await tenantFacts(ctx.app);
});

async function send<T>(method: 'POST' | 'PUT', url: string, payload: object, status: number): Promise<T> {
  const response = await ctx.inject({ method, url: `${API}${url}`, payload });
  expect(response.statusCode, response.body).toBe(status);
  return response.json() as T;
}

async function groupOf(key: string) {
  const [group] = await ctx.app.db
    .select()
    .from(tagGroups)
    .where(and(eq(tagGroups.tenantId, facts.tenantId), eq(tagGroups.key, key)));
  return group!;
}

describe('tags and tag groups', () => {
  it('creates and updates a tag with versions', async () => {
    const created = await send<{ data: Tag }>('POST', '/tags', { name: 'Resort 2026', group: 'season' }, 201);
    expect(created.data).toMatchObject({ name: 'Resort 2026', group: 'season', version: 1 });
    const updated = await send<{ data: Tag }>(
      'PUT',
      `/tags/${created.data.id}`,
      { version: 1, name: 'Resort 2027', group: 'occasion' },
      200,
    );
    expect(updated.data).toMatchObject({ name: 'Resort 2027', group: 'occasion', version: 2 });
    expect(updated.data.updatedByUser?.email).toBe('editor@example.com');
    const read = await ctx.get(`/tags/${created.data.id}`);
    expect((read.json() as { data: Tag }).data).toMatchObject({ name: 'Resort 2027', version: 2 });

    const mara = await signIn(ctx.app, SECOND_LOGIN);
    const theirs = await injectAs(ctx.app, mara, {
      method: 'PUT',
      url: `${API}/tags/${created.data.id}`,
      payload: { version: 2, name: 'Resort', group: 'occasion' },
    });
    expect(theirs.statusCode).toBe(200);
    const stale = await send<VersionConflict>(
      'PUT',
      `/tags/${created.data.id}`,
      { version: 2, name: 'Mine', group: 'occasion' },
      409,
    );
    expect(stale).toMatchObject({ version: 3, updatedBy: { name: 'Mara Lind' } });
    expect(stale.message).toContain('Mara Lind');
  });

  it('refuses tags of the groups brands and influencer, and moving a tag into them', async () => {
    const brandCreate = await send<ValidationErrorResponse>(
      'POST',
      '/tags',
      { name: 'New brand', group: 'brands' },
      422,
    );
    expect(brandCreate.errors.group).toEqual([
      'The tag group “Brands” is not editable: its tags are managed with the brand and influencer profiles.',
    ]);
    const brandUpdate = await send<ValidationErrorResponse>(
      'PUT',
      `/tags/${facts.brandTagId}`,
      { version: 1, name: 'Renamed brand', group: 'brands' },
      422,
    );
    expect(Object.keys(brandUpdate.errors)).toEqual(['group']);
    const [brandTag] = await ctx.app.db.select().from(tags).where(eq(tags.id, facts.brandTagId));
    expect(brandTag!.version).toBe(1);

    const intoInfluencer = await send<ValidationErrorResponse>(
      'PUT',
      `/tags/${facts.editableTagIds[0]}`,
      { version: 1, name: 'Moved', group: 'influencer' },
      422,
    );
    expect(intoInfluencer.errors.group?.[0]).toContain('“Influencer” is not editable');
    const unknown = await send<ValidationErrorResponse>('POST', '/tags', { name: 'x', group: 'nope' }, 422);
    expect(unknown.errors).toEqual({ group: ['The selected group is invalid.'] });
  });

  it('creates and updates tag groups; keys are unique; brands and influencer cannot be saved', async () => {
    const created = await send<{ data: TagGroup }>('POST', '/tag-groups', { key: 'fit', name: 'Fit' }, 201);
    expect(created.data).toMatchObject({
      key: 'fit',
      name: 'Fit',
      isEditable: true,
      tagsCount: 0,
      version: 1,
    });
    const taken = await send<ValidationErrorResponse>(
      'POST',
      '/tag-groups',
      { key: 'season', name: 'Season 2' },
      422,
    );
    expect(taken.errors).toEqual({ key: ['The key has already been taken.'] });
    await send('POST', '/tag-groups', { key: 'Not A Key', name: 'x' }, 422);

    const renamed = await send<{ data: TagGroup }>(
      'PUT',
      `/tag-groups/${created.data.id}`,
      { version: 1, key: 'fits', name: 'Fits', tags: [{ id: facts.editableTagIds[0] }] },
      200,
    );
    expect(renamed.data).toMatchObject({ key: 'fits', name: 'Fits', version: 2, tagsCount: 0 });
    await send('PUT', `/tag-groups/${created.data.id}`, { version: 2, key: 'season', name: 'x' }, 422);
    await send('PUT', `/tag-groups/${created.data.id}`, { version: 1, name: 'Stale' }, 409);

    for (const key of ['brands', 'influencer']) {
      const group = await groupOf(key);
      const refused = await send<ValidationErrorResponse>(
        'PUT',
        `/tag-groups/${group.id}`,
        { version: group.version, name: 'Renamed' },
        422,
      );
      expect(refused.errors.key?.[0]).toContain('is not editable');
    }
  });
});

describe('tag relation counts', () => {
  it('counts the entities using a tag, and a group, per resource type', async () => {
    const group = await send<{ data: TagGroup }>(
      'POST',
      '/tag-groups',
      { key: 'counted', name: 'Counted' },
      201,
    );
    const first = (await send<{ data: Tag }>('POST', '/tags', { name: 'First', group: 'counted' }, 201)).data;
    const second = (await send<{ data: Tag }>('POST', '/tags', { name: 'Second', group: 'counted' }, 201))
      .data;
    const save = (path: string, tagIds: number[], extra: object = {}) =>
      send(
        'POST',
        path,
        { internalName: 'Tagged', tags: tagIds.map((id) => ({ id })), appConfigs: [], ...extra },
        201,
      );
    await save('/pages', [first.id], { type: 'story' });
    await save('/pages', [first.id, second.id], { type: 'hotdrop' });
    await save('/bundles', [first.id]);
    await save('/teasers', [second.id]);

    const counts = async (url: string) => {
      const response = await ctx.get(url);
      expect(response.statusCode).toBe(200);
      return (response.json() as { data: TagRelationCount[] }).data;
    };
    expect(await counts(`/tags/${first.id}/count`)).toEqual([
      { resourceType: 'page', count: 2 },
      { resourceType: 'bundle', count: 1 },
    ]);
    expect(await counts(`/tags/${second.id}/count`)).toEqual([
      { resourceType: 'page', count: 1 },
      { resourceType: 'teaser', count: 1 },
    ]);
    // The hot drop carries both tags and counts once.
    expect(await counts(`/tag-groups/${group.data.id}/count`)).toEqual([
      { resourceType: 'page', count: 2 },
      { resourceType: 'bundle', count: 1 },
      { resourceType: 'teaser', count: 1 },
    ]);
    const fresh = (await send<{ data: Tag }>('POST', '/tags', { name: 'Unused', group: 'counted' }, 201))
      .data;
    expect(await counts(`/tags/${fresh.id}/count`)).toEqual([]);
    // Seeded use: the brand tag is on its brand profile.
    expect((await counts(`/tags/${facts.brandTagId}/count`)).map((c) => c.resourceType)).toContain(
      'profile-brand',
    );
    expect((await ctx.get('/tags/2147483000/count')).statusCode).toBe(404);
    expect((await ctx.get('/tag-groups/2147483000/count')).statusCode).toBe(404);
  });
});

describe('media update', () => {
  const firstOf = async (kind: 'image' | 'video') => {
    const [row] = await ctx.app.db
      .select()
      .from(media)
      .where(and(eq(media.tenantId, facts.tenantId), eq(media.kind, kind)))
      .orderBy(asc(media.id))
      .limit(1);
    return row!;
  };

  it('keeps an image name and focus point; a stale version answers 409', async () => {
    const image = await firstOf('image');
    const before = (await ctx.get(`/media/images/${image.id}`)).json() as { data: MediaImage };
    expect(before.data.meta.focus).toBe('center-center');
    const saved = await send<{ data: MediaImage }>(
      'PUT',
      `/media/images/${image.id}`,
      {
        version: image.version,
        meta: { name: 'hero-renamed.jpg', focus: 'center-top', player: { loop: true } },
      },
      200,
    );
    expect(saved.data).toMatchObject({
      internalName: 'hero-renamed.jpg',
      version: image.version + 1,
      meta: { name: 'hero-renamed.jpg', focus: 'center-top' },
    });
    expect(saved.data.meta).not.toHaveProperty('player');
    const read = (await ctx.get(`/media/images/${image.id}`)).json() as { data: MediaImage };
    expect(read.data).toEqual({ ...saved.data });
    // A rename alone keeps the focus.
    const renamed = await send<{ data: MediaImage }>(
      'PUT',
      `/media/images/${image.id}`,
      { version: image.version + 1, meta: { name: 'hero.jpg' } },
      200,
    );
    expect(renamed.data.meta.focus).toBe('center-top');
    const stale = await send<VersionConflict>(
      'PUT',
      `/media/images/${image.id}`,
      { version: image.version, meta: { name: 'stale.jpg' } },
      409,
    );
    expect(stale).toMatchObject({ version: image.version + 2, updatedBy: { name: 'Eda Editor' } });
  });

  it('keeps a video name and player options; malformed and unknown answer 4xx', async () => {
    const video = await firstOf('video');
    const before = (await ctx.get(`/media/videos/${video.id}`)).json() as { data: MediaVideo };
    expect(before.data.meta.player).toEqual({
      autoplay: false,
      loop: false,
      mute: false,
      hideControls: false,
    });
    const saved = await send<{ data: MediaVideo }>(
      'PUT',
      `/media/videos/${video.id}`,
      { version: video.version, meta: { name: 'clip.mp4', player: { autoplay: true, mute: true } } },
      200,
    );
    expect(saved.data.meta).toMatchObject({
      name: 'clip.mp4',
      player: { autoplay: true, loop: false, mute: true, hideControls: false },
    });
    expect((await ctx.get(`/media/videos/${video.id}`)).json()).toEqual(saved);

    const bad = await send<ValidationErrorResponse>(
      'PUT',
      `/media/videos/${video.id}`,
      { version: 2, meta: { name: '', player: { autoplay: 'yes' } } },
      422,
    );
    expect(Object.keys(bad.errors).sort()).toEqual(['meta.name', 'meta.player.autoplay']);
    await send('PUT', `/media/images/${video.id}`, { version: 1, meta: { name: 'x' } }, 404);
    await send('PUT', '/media/images/2147483000', { version: 1, meta: { name: 'x' } }, 404);
  });
});
