import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { getSearchEverywhereQueryKey } from '@generated/api/search/search';
import type { SearchGroup } from '@generated/model';
import { PALETTE_LIMIT } from '@/features/search-palette/use-palette-search';
import { SearchPalette, type PaletteDestination } from '@/features/search-palette';
import { storeToken } from '@/lib/token-storage';
import { server } from '@tests/unit/msw-server';
import { TEST_TOKEN } from '@tests/unit/render';

const destinations: PaletteDestination[] = [
  { label: 'Content', to: '/content', items: [{ label: 'Stories', to: '/content/stories' }] },
  { label: 'Images', to: '/media/images' },
  { label: 'Reports', to: '/reports' },
];

const groups: SearchGroup[] = [
  {
    type: 'story',
    total: 2,
    hits: [
      {
        id: 41,
        type: 'story',
        name: 'Summer sneakers',
        match: 'name-prefix',
        matched: null,
        updatedAt: '2026-01-02T00:00:00.000Z',
        shops: [{ appId: 1, status: 'online' }],
      },
      {
        id: 42,
        type: 'story',
        name: 'Best of summer',
        match: 'name',
        matched: null,
        updatedAt: '2026-01-01T00:00:00.000Z',
        shops: [],
      },
    ],
  },
];

function setup() {
  const requests: { q: string }[] = [];
  server.use(
    http.get('*/api/v2/search', async ({ request }) => {
      const q = new URL(request.url).searchParams.get('q') ?? '';
      requests.push({ q });
      if (q === 'slow') await new Promise((resolve) => setTimeout(resolve, 5000));
      return HttpResponse.json({ data: q.startsWith('sum') || q === 'slow' ? groups : [] });
    }),
  );
  // The palette lives in the app bar of a layout route: it stays while the pages below it change.
  const router = createMemoryRouter([
    {
      path: '/',
      element: (
        <>
          <button type="button">before</button>
          <SearchPalette destinations={destinations} />
          <Outlet />
        </>
      ),
      children: [
        { path: 'content/stories/:id', element: <h1>Story editor</h1> },
        { path: 'reports', element: <h1>Reports page</h1> },
      ],
    },
  ]);
  const queryClient = createQueryClient();
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient, requests, user: userEvent.setup() };
}

describe('SearchPalette', { timeout: 30_000 }, () => {
  beforeEach(() => {
    storeToken(TEST_TOKEN);
    localStorage.clear();
    storeToken(TEST_TOKEN);
  });
  afterEach(() => localStorage.clear());

  it('opens on Ctrl+K, lists grouped matches as a listbox, walks them with the arrows and opens one', async () => {
    const { user, router } = setup();
    await user.click(screen.getByRole('button', { name: 'before' }));
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox', { name: 'Search by name, id, slug or CPID' });
    await waitFor(() => expect(input).toHaveFocus());
    await user.type(input, 'sum');
    const group = await screen.findByRole('group', { name: 'Category Stories' });
    expect(group).toContainElement(screen.getByRole('option', { name: /Summer sneakers/ }));
    expect(screen.getByRole('listbox', { name: 'Matches' })).toContainElement(group);
    expect(input).toHaveAttribute('aria-expanded', 'true');
    expect(input).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    const first = screen.getByRole('option', { name: /Summer sneakers/ });
    expect(input).toHaveAttribute('aria-activedescendant', first.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(input).toHaveAttribute(
      'aria-activedescendant',
      screen.getByRole('option', { name: /Best of summer/ }).id,
    );
    await user.keyboard('{ArrowUp}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/stories/41'));
    expect(await screen.findByRole('heading', { name: 'Story editor' })).toBeInTheDocument();
  });

  it('shows a status chip per shop of a match', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: 'Search everywhere (Ctrl+K)' }));
    await user.type(await screen.findByRole('combobox'), 'sum');
    const option = await screen.findByRole('option', { name: /Summer sneakers/ });
    expect(option).toHaveTextContent(/Online/);
  });

  it('shows recent items on the next opening, and actions', async () => {
    const { user, router } = setup();
    const button = screen.getByRole('button', { name: 'Search everywhere (Ctrl+K)' });
    await user.click(button);
    await user.type(await screen.findByRole('combobox'), 'sum');
    await user.click(await screen.findByRole('option', { name: /Summer sneakers/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/content/stories/41'));

    await user.click(button);
    await screen.findByRole('combobox');
    expect(await screen.findByRole('group', { name: 'Recent' })).toContainElement(
      screen.getByRole('option', { name: /Summer sneakers/ }),
    );
    const actions = screen.getByRole('group', { name: 'Actions' });
    expect(actions).toContainElement(screen.getByRole('option', { name: 'Create Category Story' }));
    await user.type(screen.getByRole('combobox'), 'go to rep');
    await user.keyboard('{ArrowDown}{Enter}');
    await waitFor(() => expect(router.state.location.pathname).toBe('/reports'));
  });

  it('returns the focus where it was on Escape', async () => {
    const { user } = setup();
    const before = screen.getByRole('button', { name: 'before' });
    await user.click(before);
    await user.keyboard('{Control>}k{/Control}');
    await screen.findByRole('combobox');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('combobox')).not.toBeInTheDocument());
    await waitFor(() => expect(before).toHaveFocus());
  });

  it('does not open from inside the rich-text editor', async () => {
    const { user } = setup();
    const editor = document.createElement('div');
    editor.className = 'ProseMirror';
    editor.setAttribute('contenteditable', 'true');
    editor.tabIndex = 0;
    document.body.append(editor);
    editor.focus();
    await user.keyboard('{Control>}k{/Control}');
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
    editor.remove();
  });

  it('debounces typing and cancels a stale request', async () => {
    const { user, requests, queryClient } = setup();
    await user.keyboard('{Control>}k{/Control}');
    const input = await screen.findByRole('combobox');
    await user.type(input, 'slow');
    await waitFor(() => expect(requests.map((r) => r.q)).toEqual(['slow']));
    await user.clear(input);
    await user.type(input, 'summer');
    await waitFor(() => expect(requests.map((r) => r.q)).toEqual(['slow', 'summer']));
    // The older query lost its last observer while its answer was pending: TanStack Query aborted the request
    // (the generated call hands the AbortSignal to axios) and reverted the query instead of keeping its answer.
    const stale = queryClient.getQueryState(getSearchEverywhereQueryKey({ q: 'slow', limit: PALETTE_LIMIT }));
    expect(stale).toMatchObject({ fetchStatus: 'idle', status: 'pending', data: undefined });
    expect(await screen.findByRole('option', { name: /Summer sneakers/ })).toBeInTheDocument();
  });
});
