import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { createAppRoutes } from '@/app/routes';
import { storeToken } from '@/lib/token-storage';
import { server } from '../msw-server';
import { TEST_TOKEN } from '../render';

/** The API paths asked for, in order, while a test runs. */
let asked: string[] = [];
const record = ({ request }: { request: Request }) => {
  const url = new URL(request.url);
  asked.push(`${url.pathname}${url.search}`);
};

beforeEach(() => {
  asked = [];
  server.events.on('request:start', record);
  storeToken(TEST_TOKEN);
});
afterEach(() => {
  server.events.removeListener('request:start', record);
});

const entityCalls = (id: number) => asked.filter((path) => path.startsWith(`/api/v2/bundles/${id}?`));

describe("the routes' loaders", { timeout: 20_000 }, () => {
  it("start the session's and the editor's reads as the router starts, before any page renders", async () => {
    const queryClient = createQueryClient();
    createMemoryRouter(createAppRoutes({ signedIn: true, queryClient }), {
      initialEntries: ['/bundles/12'],
    });
    // Nothing is rendered: without the loaders, no request would start until the lazy pages had loaded.
    await waitFor(() =>
      expect(asked).toEqual(
        expect.arrayContaining([
          '/api/v2/auth/me',
          '/api/v2/tenants/current',
          '/api/v2/form-fields/bundles',
          expect.stringMatching(/^\/api\/v2\/bundles\/12\?include=/),
          // The block types the schema's editor names, once the schema has answered.
          expect.stringMatching(/^\/api\/v2\/content\/block-types\?filter%5Bname%5D=/),
        ]),
      ),
    );
  });

  it("ask for a new entity's schema only, and for nothing on an address that is not an entity", async () => {
    const queryClient = createQueryClient();
    createMemoryRouter(createAppRoutes({ signedIn: true, queryClient }), {
      initialEntries: ['/bundles/new'],
    });
    await waitFor(() => expect(asked).toContain('/api/v2/form-fields/bundles'));
    expect(asked.filter((path) => /^\/api\/v2\/bundles\/\d/.test(path))).toEqual([]);

    // An id that is not a number (the 404 screen): the session only, started in the same loader pass.
    asked = [];
    createMemoryRouter(createAppRoutes({ signedIn: true, queryClient: createQueryClient() }), {
      initialEntries: ['/bundles/abc'],
    });
    await waitFor(() => expect(asked).toContain('/api/v2/auth/me'));
    expect(asked.filter((path) => path.includes('bundles'))).toEqual([]);
  });

  it('the editor uses the answer its loader fetched; another step does not fetch it again, another opening does', async () => {
    const queryClient = createQueryClient();
    const router = createMemoryRouter(createAppRoutes({ signedIn: true, queryClient }), {
      initialEntries: ['/bundles/12'],
    });
    render(
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>,
    );
    expect(await screen.findByRole('heading', { level: 1 }, { timeout: 15_000 })).toHaveTextContent(
      /^Bundles > /,
    );
    expect(entityCalls(12)).toHaveLength(1);
    const steps = router.state.location.pathname;
    await router.navigate(`${steps}?f[appId]=2`);
    await waitFor(() => expect(router.state.location.search).toBe('?f[appId]=2'));
    expect(entityCalls(12)).toHaveLength(1);
    // Opened again (here: from the overview, within ENTITY_FRESH_MS), the entity is asked for again, once.
    await router.navigate('/bundles');
    await router.navigate('/bundles/12');
    await waitFor(() => expect(entityCalls(12)).toHaveLength(2));
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(entityCalls(12)).toHaveLength(2);
  });
});
