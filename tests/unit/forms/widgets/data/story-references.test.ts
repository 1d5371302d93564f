import { describe, expect, it } from 'vitest';
import { storyReference, unresolvedIds } from '@/forms/widgets/data/story-references';

// Issue 29: a reference to a story in the trash says so (its name and 'In trash') instead of a bare id.
describe('story references', () => {
  const live = new Map([[1, 'Trench Coat Guide']]);
  const trashed = new Map([[2, 'Summer Sale']]);

  it('asks the trash only about the ids the live lookup did not find, once it answered', () => {
    expect(unresolvedIds([1, 2, 3], live)).toEqual([2, 3]);
    expect(unresolvedIds([1, 2, 3], undefined)).toEqual([]);
  });

  it('names a live story, a trashed one with In trash, and leaves an unknown id as #id', () => {
    expect(storyReference(1, live, trashed)).toEqual({
      id: 1,
      label: 'Trench Coat Guide (1)',
      inTrash: false,
    });
    expect(storyReference(2, live, trashed)).toEqual({ id: 2, label: 'Summer Sale (2)', inTrash: true });
    expect(storyReference(3, live, trashed)).toEqual({ id: 3, label: '#3', inTrash: false });
  });
});
