import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { createAppRoutes } from '@/app/routes';
import { browser } from '@/lib/browser';
import { readToken, storeToken } from '@/lib/token-storage';
import { server } from '../msw-server';
import { TEST_TOKEN } from '../render';

function renderApp(at: string) {
  const signedIn = readToken() !== null;
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createAppRoutes({ signedIn, queryClient }), { initialEntries: [at] });
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

// Lazy routes transform MUI and the pages on first use: seconds on a loaded machine.
describe('the route table', { timeout: 20_000 }, () => {
  it('shows the sign-in screen for a protected route without a token', async () => {
    renderApp('/bundles');
    expect(
      await screen.findByRole('heading', { name: 'Welcome back to Content' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('renders an overview placeholder with its heading when signed in', async () => {
    storeToken(TEST_TOKEN);
    renderApp('/content/hotdrops');
    expect(
      await screen.findByRole('heading', { name: 'Drop Pages' }, { timeout: 15000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('shows the 404 screen for unknown addresses and non-numeric detail ids', async () => {
    storeToken(TEST_TOKEN);
    renderApp('/no/such/page');
    expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeInTheDocument();
  });

  it('accepts numeric and new detail ids', async () => {
    storeToken(TEST_TOKEN);
    renderApp('/bundles/new');
    // The wizard (spec 2 §2.1): '{type page title} > {name or Untitled}'.
    expect(
      await screen.findByRole('heading', { name: 'Bundles > Untitled' }, { timeout: 15000 }),
    ).toBeInTheDocument();
  });

  it('clears the token and reloads when the current user answers 401', async () => {
    storeToken(TEST_TOKEN);
    const reload = vi.spyOn(browser, 'reload').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('*/auth/me', () => HttpResponse.json({ message: 'Unauthenticated.' }, { status: 401 })),
    );
    renderApp('/');
    // The first render transforms the lazy layout and home modules: allow for it.
    await waitFor(() => expect(reload).toHaveBeenCalled(), { timeout: 5000 });
    expect(readToken()).toBeNull();
  });

  it('logs out: calls the API, clears the token and goes to /', async () => {
    storeToken(TEST_TOKEN);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    let called = false;
    server.use(
      http.post('*/auth/logout', () => {
        called = true;
        return HttpResponse.json({ message: 'Server Error' }, { status: 500 });
      }),
    );
    renderApp('/logout');
    await waitFor(() => expect(assign).toHaveBeenCalledWith('/'));
    expect(called).toBe(true);
    expect(readToken()).toBeNull();
  });

  it('/account sends the browser to the cloud panel profile settings', async () => {
    storeToken(TEST_TOKEN);
    const assign = vi.spyOn(browser, 'assign').mockImplementation(() => undefined);
    renderApp('/account');
    await waitFor(
      () => expect(assign).toHaveBeenCalledWith('http://localhost:3000/cloud-panel/profile/settings'),
      { timeout: 5000 },
    );
  });

  it('/media/videos and its detail routes are not there with the media flag off (spec 1 §6)', async () => {
    storeToken(TEST_TOKEN);
    window.localStorage.setItem('content.featureFlags', JSON.stringify({ media: false }));
    try {
      const router = renderApp('/media/videos');
      expect(await screen.findByRole('heading', { name: 'Page not found' }, { timeout: 5000 })).toBeVisible();
      expect(screen.queryByRole('heading', { name: 'Videos' })).toBeNull();
      await router.navigate('/media/videos/12');
      expect(await screen.findByRole('heading', { name: 'Page not found' })).toBeVisible();
    } finally {
      window.localStorage.removeItem('content.featureFlags');
    }
  });

  it('/media/videos shows the videos overview with the media flag on', async () => {
    storeToken(TEST_TOKEN);
    renderApp('/media/videos');
    expect(await screen.findByRole('heading', { name: 'Videos' }, { timeout: 5000 })).toBeVisible();
  });

  it("the demo tenant's cloud panel (/cloud-panel/...) is a page of the product, signed in or out", async () => {
    renderApp('/cloud-panel/profile/settings');
    expect(await screen.findByRole('heading', { name: 'Account settings' }, { timeout: 5000 })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Go to your profile in Content' })).toHaveAttribute(
      'href',
      '/settings/user',
    );
    expect(screen.queryByRole('heading', { name: 'Page not found' })).toBeNull();
  });
});
