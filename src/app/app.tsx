import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider } from '@tanstack/react-query';
import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { createQueryClient } from '../api/query-client';
import { ErrorBoundary } from './error-boundary';
import { readToken } from '../lib/token-storage';
import { createAppRoutes } from './routes';
import { theme } from './theme';
import { Toaster } from './toaster';
import { ToasterBoundary } from './toaster-boundary';

/**
 * The app: theme, query client, router; the outermost error boundary catches what the routes do not. The one
 * toaster sits beside it, so the sign-in screen, the signed-in layout and even the error screen show toasts.
 */
export function App() {
  const [queryClient] = useState(createQueryClient);
  const [router] = useState(() => createBrowserRouter(createAppRoutes({ signedIn: readToken() !== null })));
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </ErrorBoundary>
      <ToasterBoundary>
        <Toaster />
      </ToasterBoundary>
    </ThemeProvider>
  );
}
