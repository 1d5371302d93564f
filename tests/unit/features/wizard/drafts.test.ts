import 'fake-indexeddb/auto';
import { describe, expect, it } from 'vitest';
import { clearDraft, draftKey, readDraft, writeDraft } from '@/features/wizard/drafts';

describe('drafts', () => {
  it('keys drafts by tenant, type and id', () => {
    expect(draftKey('flagship', 'bundle', 5)).toBe('flagship/bundle/5');
    expect(draftKey('flagship', 'story', null)).toBe('flagship/story/new');
  });

  it('stores, reads and clears a draft', async () => {
    const key = draftKey('flagship', 'bundle', 5);
    expect(await readDraft(key)).toBeUndefined();
    const draft = {
      values: { internalName: 'x', appConfigs: [] },
      savedAt: '2026-01-01T10:00:00.000Z',
      version: 3,
    };
    await writeDraft(key, draft);
    expect(await readDraft(key)).toEqual(draft);
    expect(await readDraft(draftKey('flagship', 'bundle', 6))).toBeUndefined();
    await clearDraft(key);
    expect(await readDraft(key)).toBeUndefined();
  });
});
