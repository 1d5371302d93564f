import { act, render, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { createMemoryRouter, Link, RouterProvider, type RouteObject } from 'react-router';
import { describe, expect, it } from 'vitest';
import { RouteFrame } from '@/app/route-frame';
import type { RouteHandle } from '@/app/route-handle';

/** A page whose heading appears only after a moment, as a lazy page with data does. */
function LatePage() {
  const [ready, setReady] = useState(false);
  if (!ready) setTimeout(() => setReady(true), 30);
  return <main>{ready ? <h1>Tags</h1> : <p>Loading…</p>}</main>;
}

const routes: RouteObject[] = [
  {
    path: '/',
    element: <RouteFrame />,
    children: [
      {
        path: 'bundles',
        handle: { title: 'Bundles', pageParams: ['f[parentId]'] } satisfies RouteHandle,
        element: (
          <main>
            <h1>Bundles</h1>
            <Link to="/bundles/12">Open bundle 12</Link>
            <Link to="/bundles?f[term]=x">Search</Link>
            <Link to="/bundles?f[parentId]=3">Open level 3</Link>
          </main>
        ),
      },
      {
        path: 'bundles/:id',
        handle: { title: 'Bundle details' } satisfies RouteHandle,
        element: (
          <main>
            <h1>Bundle details</h1>
          </main>
        ),
      },
      { path: 'tags', handle: { title: 'Tags' } satisfies RouteHandle, element: <LatePage /> },
      {
        path: 'sign-in',
        handle: { title: 'Welcome to Content', titleStandsAlone: true } satisfies RouteHandle,
        element: <h1>Welcome back</h1>,
      },
    ],
  },
];

function renderAt(at: string) {
  const router = createMemoryRouter(routes, { initialEntries: [at] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('route frame: document title and heading focus (issue 9)', () => {
  it('titles every route from the route table, the product name after it', async () => {
    const router = renderAt('/bundles');
    await waitFor(() => expect(document.title).toBe('Bundles · Content'));
    await act(() => router.navigate('/bundles/12'));
    await waitFor(() => expect(document.title).toBe('Bundle details · Content'));
    await act(() => router.navigate('/sign-in'));
    await waitFor(() => expect(document.title).toBe('Welcome to Content'));
  });

  it('leaves the focus alone on the first load', () => {
    renderAt('/bundles');
    expect(document.activeElement).toBe(document.body);
  });

  it('moves focus to the new page heading after opening an entity and after Back', async () => {
    const router = renderAt('/bundles');
    const link = screen.getByRole('link', { name: 'Open bundle 12' });
    link.focus();
    await act(async () => link.click());
    const detail = await screen.findByRole('heading', { name: 'Bundle details' });
    await waitFor(() => expect(detail).toHaveFocus());
    expect(detail).toHaveAttribute('tabindex', '-1');
    await act(() => router.navigate(-1));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bundles' })).toHaveFocus());
  });

  it('counts a nested level as a new page but not a search', async () => {
    renderAt('/bundles');
    const search = screen.getByRole('link', { name: 'Search' });
    search.focus();
    await act(async () => search.click());
    expect(search).toHaveFocus();
    const level = screen.getByRole('link', { name: 'Open level 3' });
    level.focus();
    await act(async () => level.click());
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Bundles' })).toHaveFocus());
  });

  it('waits for a heading that renders late', async () => {
    const router = renderAt('/bundles');
    await act(() => router.navigate('/tags'));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Tags' })).toHaveFocus());
    expect(document.title).toBe('Tags · Content');
  });
});
