import { afterEach, describe, expect, it, vi } from 'vitest';
import { getGetClientConfigQueryKey } from '@generated/api/health/health';
import { CLIENT_CONFIG_URL, fetchClientConfig } from '@/api/client-config';

describe('fetchClientConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the path of the generated client', () => {
    expect(CLIENT_CONFIG_URL).toBe(getGetClientConfigQueryKey()[0]);
  });

  it('answers the body, and throws on a failed answer', async () => {
    const body = { data: { monitoringDsn: null, demoEmail: 'editor@example.com' } };
    const fetchMock = vi.fn(async () => Response.json(body));
    vi.stubGlobal('fetch', fetchMock);
    await expect(fetchClientConfig()).resolves.toEqual(body);
    expect(fetchMock).toHaveBeenCalledWith(CLIENT_CONFIG_URL, expect.anything());
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('{}', { status: 500 })),
    );
    await expect(fetchClientConfig()).rejects.toThrow('500');
  });
});
