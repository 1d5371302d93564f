// First: every text, installed before the modules below run (some call t() while imported); the entry carries
// only the first screen's texts in the built app (scripts/vite-i18n-boot.mjs).
import '../i18n/complete';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { createQueryClient } from '../api/query-client';
import { createAppRoutes } from './routes';

/**
 * The app with its query client and router: everything after the sign-in (and the few addresses a signed-out
 * visitor reaches besides it). Loaded lazily, so the sign-in screen carries neither the router nor the query
 * library.
 */
export default function RoutedApp({ signedIn }: { signedIn: boolean }) {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(createAppRoutes({ signedIn, queryClient })));
  return (
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>
  );
}
