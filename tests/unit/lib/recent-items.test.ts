import { beforeEach, describe, expect, it } from 'vitest';
import { readRecent, recentKey, rememberRecent, RECENT_LIMIT } from '@/lib/recent-items';

describe('recent items', () => {
  beforeEach(() => localStorage.clear());

  it('keeps the opened items per user, newest first, each once', () => {
    rememberRecent(1, { type: 'story', id: 5, name: 'A' });
    rememberRecent(1, { type: 'bundle', id: 6, name: 'B' });
    rememberRecent(1, { type: 'story', id: 5, name: 'A renamed' });
    expect(readRecent(1)).toEqual([
      { type: 'story', id: 5, name: 'A renamed' },
      { type: 'bundle', id: 6, name: 'B' },
    ]);
    expect(readRecent(2)).toEqual([]);
  });

  it(`keeps the newest ${RECENT_LIMIT}`, () => {
    for (let id = 1; id <= RECENT_LIMIT + 3; id++) rememberRecent(1, { type: 'story', id, name: `S${id}` });
    const kept = readRecent(1);
    expect(kept).toHaveLength(RECENT_LIMIT);
    expect(kept[0]!.id).toBe(RECENT_LIMIT + 3);
  });

  it('reads broken storage as empty', () => {
    localStorage.setItem(recentKey(1), '{not json');
    expect(readRecent(1)).toEqual([]);
    localStorage.setItem(
      recentKey(1),
      JSON.stringify([{ type: 'story' }, { type: 'story', id: 1, name: 'ok' }]),
    );
    expect(readRecent(1)).toEqual([{ type: 'story', id: 1, name: 'ok' }]);
  });
});
