import { describe, expect, it } from 'vitest';
import { daysLeft, hasTrash, trashPath } from '@/features/trash/trash-rules';

describe('which types have a trash (issue 29)', () => {
  it('is every type the product deletes, media too', () => {
    for (const type of ['story', 'bundle', 'teaser', 'custom-page', 'image', 'video'])
      expect(hasTrash(type), type).toBe(true);
  });

  it('is none of the types that are never deleted, nor an unknown name', () => {
    for (const type of ['category', 'profile-brand', 'tag', 'tag-group', 'block-type', 'nope']) {
      expect(hasTrash(type), type).toBe(false);
    }
  });

  it('addresses the trash by entity type', () => {
    expect(trashPath('story')).toBe('/trash/story');
  });
});

describe('days left until the purge', () => {
  const now = new Date('2026-01-01T12:00:00.000Z');
  it('rounds up to whole days and never goes below 0', () => {
    expect(daysLeft('2026-01-31T12:00:00.000Z', now)).toBe(30);
    expect(daysLeft('2026-01-01T13:00:00.000Z', now)).toBe(1);
    expect(daysLeft('2025-12-31T12:00:00.000Z', now)).toBe(0);
  });
});
