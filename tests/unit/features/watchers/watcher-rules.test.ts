import { describe, expect, it } from 'vitest';
import type { Watcher } from '@generated/model';
import { canRemoveWatcher, isWatching } from '@/features/watchers/watcher-rules';

const watcher = (id: number, userId: number): Watcher => ({
  id,
  userId,
  resourceId: 1,
  resourceType: 'page',
});

describe('watcher rules (spec 1 §4.6)', () => {
  it("only the signed-in user's own entry can be removed", () => {
    expect(canRemoveWatcher(watcher(1, 7), 7)).toBe(true);
    expect(canRemoveWatcher(watcher(1, 8), 7)).toBe(false);
    expect(canRemoveWatcher(watcher(1, 7), undefined)).toBe(false);
  });
  it('users already watching are disabled in the suggestions', () => {
    const list = [watcher(1, 7), watcher(2, 9)];
    expect(isWatching(list, 9)).toBe(true);
    expect(isWatching(list, 8)).toBe(false);
  });
});
