import { describe, expect, it } from 'vitest';
import type { EntityFormValues } from '@/entities/editor-slots';
import { restoredValues } from '@/features/history/restore-values';

const current = {
  id: 7,
  version: 5,
  internalName: 'Now',
  status: 'online',
  updatedAt: '2026-11-25T12:00:00.000Z',
  parent: { id: 2 },
  appConfigs: [
    { id: 70, appId: 1, name: 'Jetzt', isPublished: true, status: 'online', isDraft: false },
    { id: 71, appId: 3, name: 'Added later', isPublished: false },
  ],
} as unknown as EntityFormValues;

const kept = {
  id: 7,
  version: 2,
  internalName: 'Then',
  status: 'offline',
  updatedAt: '2026-11-20T08:00:00.000Z',
  isPublished: false,
  appConfigs: [
    { id: 70, appId: 1, name: 'Damals', isPublished: false, status: 'offline', isDraft: true },
    { id: 60, appId: 4, name: 'Removed since', isPublished: true, status: 'online' },
  ],
};

describe('restoredValues', () => {
  const restored = restoredValues(current, kept);

  it('takes the kept content but keeps the current version, so the next save is a normal update', () => {
    expect(restored.internalName).toBe('Then');
    expect(restored.version).toBe(5);
    expect(restored.id).toBe(7);
  });

  it('keeps what the server owns and what the kept state lacks', () => {
    expect(restored.status).toBe('online');
    expect(restored.updatedAt).toBe('2026-11-25T12:00:00.000Z');
    expect(restored.parent).toEqual({ id: 2 });
    expect('isPublished' in restored).toBe(false);
  });

  it('restores the kept shops: publish flags and state stay current, a shop back from removal has none', () => {
    expect(restored.appConfigs).toEqual([
      { id: 70, appId: 1, name: 'Damals', isPublished: true, status: 'online', isDraft: false },
      { appId: 4, name: 'Removed since' },
    ]);
  });

  it('does not change the current values', () => {
    expect(current.internalName).toBe('Now');
    expect(current.appConfigs).toHaveLength(2);
  });
});
