import { describe, expect, it } from 'vitest';
import { getEntityConfig } from '@/entities';
import { bulkActionsOf } from '@/features/overview/bulk/use-bulk-actions';

// The tag actions follow the contract's `taggable` fact (one place, shared with the server), not a list here.
describe('bulkActionsOf', () => {
  it('offers the tag actions for the types whose editor has the tags field', () => {
    expect(bulkActionsOf(getEntityConfig('story'), true)).toEqual([
      'publish',
      'unpublish',
      'addTags',
      'removeTags',
      'delete',
    ]);
    expect(bulkActionsOf(getEntityConfig('profile-brand'), false)).toEqual(['addTags', 'removeTags']);
  });

  it('offers none where the form has no tags field (the server would refuse each item)', () => {
    for (const type of ['category', 'core-page', 'custom-page', 'image', 'tag'] as const) {
      expect(bulkActionsOf(getEntityConfig(type), false), type).not.toContain('addTags');
    }
  });
});
