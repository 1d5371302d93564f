import { QueryClientProvider } from '@tanstack/react-query';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '@/api/query-client';
import { useMediaUrls } from '@/forms/media/use-media-urls';
import { storeToken } from '@/lib/token-storage';
import { TEST_TOKEN } from '@tests/unit/render';

describe('useMediaUrls', () => {
  it('binds the URL builders to the tenant urls once the tenant has loaded', async () => {
    storeToken(TEST_TOKEN);
    const client = createQueryClient();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <QueryClientProvider client={client}>{children}</QueryClientProvider>
    );
    const { result } = renderHook(() => useMediaUrls(), { wrapper });
    expect(result.current).toBeNull();
    await waitFor(() => expect(result.current).not.toBeNull());
    expect(result.current?.imageThumbnailUrl({ hash: 'abc' })).toBe(
      'http://localhost:3000/dam/file/abc?quality=30',
    );
    expect(result.current?.imageUrl({ hash: 'logo', mimeType: 'image/svg+xml' })).toBe(
      'http://localhost:3000/dam/assets/logo',
    );
    expect(result.current?.videoUrl('clip-1')).toBe('http://localhost:3000/videos/clip-1');
  });
});
