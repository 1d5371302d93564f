import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { openedItem, useRecordRecent } from '@/features/wizard/use-record-recent';
import { readRecent } from '@/lib/recent-items';
import { clearToken, storeToken } from '@/lib/token-storage';
import { server } from '@tests/unit/msw-server';
import { TEST_TOKEN } from '@tests/unit/render';

// Issue 29: the palette's recent items hold what the user opened anywhere, not only from the palette — the
// editor records the entity it opens (the shared store in src/lib).
describe('openedItem', () => {
  it('names the loaded entity of the editor', () => {
    expect(openedItem('story', 12, { entityType: 'story', internalName: ' Trench Coat ' })).toEqual({
      type: 'story',
      id: 12,
      name: 'Trench Coat',
    });
    expect(openedItem('tag', 3, { name: 'Summer' })).toEqual({ type: 'tag', id: 3, name: 'Summer' });
    expect(openedItem('story', 12, { entityType: 'story' })).toEqual({ type: 'story', id: 12, name: '#12' });
  });

  it('is nothing for a new entity, while loading, or for a page of another kind', () => {
    expect(openedItem('story', null, { internalName: 'x' })).toBeNull();
    expect(openedItem('story', 12, undefined)).toBeNull();
    expect(openedItem('story', 12, { entityType: 'hotdrop', internalName: 'x' })).toBeNull();
  });
});

describe('useRecordRecent', () => {
  beforeEach(() => {
    localStorage.clear();
    storeToken(TEST_TOKEN);
    server.use(
      http.get('*/auth/me', () =>
        HttpResponse.json({ data: { id: 7, name: 'Eda Editor', email: 'eda@example.com', permissions: [] } }),
      ),
    );
  });
  afterEach(() => clearToken());

  it('puts the opened entity first in the signed-in user’s recent items', async () => {
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { rerender } = renderHook(
      ({ id, name }: { id: number; name: string }) =>
        useRecordRecent('story', id, { entityType: 'story', internalName: name }),
      { wrapper, initialProps: { id: 5, name: 'Trench Coat Guide' } },
    );
    await waitFor(() => expect(readRecent(7)).toEqual([{ type: 'story', id: 5, name: 'Trench Coat Guide' }]));
    rerender({ id: 9, name: 'Summer Sale' });
    await waitFor(() => expect(readRecent(7).map((item) => item.id)).toEqual([9, 5]));
  });
});
