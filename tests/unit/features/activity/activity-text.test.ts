// The feed's words per kind: label, verb, detail and the widget's sentence; the links an entry offers.
import { describe, expect, it } from 'vitest';
import { ActivityKind, type ActivityItem } from '@generated/model';
import { entityLink, versionLink } from '@/features/activity/activity-links';
import { activitySentence, kindDetail, kindLabel, kindVerb } from '@/features/activity/activity-text';

const SHOPS = new Map([
  [1, 'Germany'],
  [3, 'Switzerland'],
]);

const item = (overrides: Partial<ActivityItem>): ActivityItem => ({
  id: 1,
  kind: 'entity.saved',
  createdAt: '2025-05-20T09:12:00.000Z',
  actor: { id: 2, name: 'Mara Lind', email: 'mara.lind@example.com', avatar: null },
  entityType: 'story',
  entityId: 1201,
  entityName: 'Trench Coat Guide',
  entityGone: false,
  mediaId: null,
  appId: null,
  version: null,
  detail: {},
  ...overrides,
});

describe('the text of each kind', () => {
  it('has a label and a verb for every kind of the contract', () => {
    for (const kind of Object.values(ActivityKind)) {
      expect(kindLabel(kind), kind).toMatch(/^[A-Z]/);
      expect(kindVerb(kind), kind).toMatch(/^[a-z]/);
      expect(kindLabel(kind)).not.toContain('activity.');
    }
  });

  it.each<[Partial<ActivityItem>, string]>([
    [
      { kind: 'entity.created', version: 1 },
      'Mara Lind created Category Story Trench Coat Guide (Version 1)',
    ],
    [{ kind: 'entity.saved', version: 4 }, 'Mara Lind saved Category Story Trench Coat Guide (Version 4)'],
    [
      { kind: 'entity.published', appId: 1, detail: { from: 'offline', to: 'online' } },
      'Mara Lind published Category Story Trench Coat Guide in Germany',
    ],
    [
      { kind: 'entity.published', appId: 1, detail: { from: 'online', to: 'online' } },
      'Mara Lind published Category Story Trench Coat Guide in Germany (again)',
    ],
    [
      { kind: 'entity.published', appId: 3, detail: { from: 'offline', to: 'scheduled' } },
      'Mara Lind published Category Story Trench Coat Guide in Switzerland (scheduled)',
    ],
    [
      { kind: 'entity.unpublished', appId: 1, detail: { from: 'online', to: 'offline' } },
      'Mara Lind unpublished Category Story Trench Coat Guide in Germany',
    ],
    [
      { kind: 'entity.publishRefused', detail: { appIds: [1, 3], errorCount: 2 } },
      'Mara Lind could not publish Category Story Trench Coat Guide in Germany, Switzerland (2 problems)',
    ],
    [
      { kind: 'entity.publishRefused', appId: 1, detail: { appIds: [1], errorCount: 1 } },
      'Mara Lind could not publish Category Story Trench Coat Guide in Germany (1 problem)',
    ],
    [{ kind: 'entity.deleted' }, 'Mara Lind deleted Category Story Trench Coat Guide'],
    [{ kind: 'entity.restored' }, 'Mara Lind restored Category Story Trench Coat Guide'],
    [
      { kind: 'entity.purged', actor: null, entityGone: true },
      'System deleted for good Category Story Trench Coat Guide',
    ],
    [
      { kind: 'media.uploaded', entityType: 'image', entityId: 3107, mediaId: 3107, entityName: 'hero.jpg' },
      'Mara Lind uploaded Image hero.jpg',
    ],
    [
      { kind: 'media.deleted', entityType: 'video', entityId: 9, mediaId: 9, entityName: 'clip.mp4' },
      'Mara Lind deleted Video clip.mp4',
    ],
    [
      { kind: 'entity.saved', entityName: null, version: 2 },
      'Mara Lind saved Category Story #1201 (Version 2)',
    ],
    [{ kind: 'user.signedIn', entityType: null, entityId: null, entityName: null }, 'Mara Lind signed in'],
  ])('%o reads "%s"', (overrides, sentence) => {
    expect(activitySentence(item(overrides), SHOPS)).toBe(sentence);
  });

  it('names a shop it does not know by its id', () => {
    expect(activitySentence(item({ kind: 'entity.published', appId: 77, detail: {} }), SHOPS)).toBe(
      'Mara Lind published Category Story Trench Coat Guide in #77',
    );
  });

  it('adds a detail only where there is one', () => {
    expect(kindDetail(item({ kind: 'entity.saved', version: null }))).toBeNull();
    expect(kindDetail(item({ kind: 'entity.deleted', version: 3 }))).toBeNull();
    expect(kindDetail(item({ kind: 'entity.published', detail: { to: 'online' } }))).toBeNull();
  });
});

describe('the links of an entry', () => {
  it('a save links its entity and the version it made', () => {
    const save = item({ kind: 'entity.saved', version: 4 });
    expect(entityLink(save)).toBe('/content/stories/1201');
    expect(versionLink(save)).toBe('/content/stories/1201?history=4');
  });

  it('a media item links its editor; a publish no version; what is gone links nothing', () => {
    expect(entityLink(item({ kind: 'media.uploaded', entityType: 'image', entityId: 5, mediaId: 5 }))).toBe(
      '/media/images/5',
    );
    expect(versionLink(item({ kind: 'entity.published', version: null, appId: 1 }))).toBeUndefined();
    const gone = item({ kind: 'entity.saved', version: 2, entityGone: true });
    expect(entityLink(gone)).toBeUndefined();
    expect(versionLink(gone)).toBeUndefined();
    expect(entityLink(item({ kind: 'user.signedIn', entityType: null, entityId: null }))).toBeUndefined();
  });
});
