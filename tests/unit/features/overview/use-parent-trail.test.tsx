import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { useParentTrail } from '@/features/overview/use-parent-trail';
import { server } from '@tests/unit/msw-server';

function wrapper({ children }: { children: ReactNode }) {
  return <QueryClientProvider client={createQueryClient()}>{children}</QueryClientProvider>;
}

describe('useParentTrail with an edited address', () => {
  it('asks nothing for a parent id that is no id', () => {
    let asked = 0;
    server.use(
      http.get('*/api/v2/categories/:id', () => {
        asked += 1;
        return HttpResponse.json({ message: 'The f[parentId] field must be at least 0.' }, { status: 422 });
      }),
    );
    const { result } = renderHook(() => useParentTrail('category', -1), { wrapper });
    expect(result.current).toEqual([]);
    expect(asked).toBe(0);
  });

  it('shows no trail, and throws nothing, when the parent does not exist', async () => {
    let asked = 0;
    server.use(
      http.get('*/api/v2/categories/:id', () => {
        asked += 1;
        return HttpResponse.json({ message: 'Not found' }, { status: 404 });
      }),
    );
    const { result } = renderHook(() => useParentTrail('category', 999_999), { wrapper });
    await waitFor(() => expect(asked).toBe(1));
    expect(result.current).toEqual([]);
  });
});
