import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { createQueryClient } from '@/api/query-client';
import { Toaster } from '@/app/toaster';

/**
 * Renders `element` at `path` inside a memory router (plus `extraRoutes`) and a fresh query client, beside the
 * app's toaster (as the app renders it), so `showToast(...)` calls show up as they do in the product.
 */
export function renderWithProviders(
  element: ReactElement,
  {
    path = '/',
    at = path,
    extraRoutes = [],
  }: { path?: string; at?: string; extraRoutes?: RouteObject[] } = {},
) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter([{ path, element }, ...extraRoutes], { initialEntries: [at] });
  const result = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
      <Toaster />
    </QueryClientProvider>,
  );
  return { ...result, router, queryClient };
}

export const TEST_TOKEN = 'a'.repeat(64);
