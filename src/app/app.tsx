import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { lazy, Suspense, useState } from 'react';
import { ErrorBoundary } from './error-boundary';
import { readToken } from '../lib/token-storage';
import { PageLoader } from '../components/page-loader';
import { SignInRoute } from './sign-in-route';
import { getTheme, THEME_PROVIDER_STORAGE } from './theme';
import { Toaster } from './toaster';
import { ToasterBoundary } from './toaster-boundary';

const RoutedApp = lazy(() => import('./routed-app'));

/** What a signed-out visitor reaches besides the sign-in screen (the signed-out table in routes.tsx). */
const SIGNED_OUT_PAGES = new Set(['/logout', '/mocked-preview']);

/** Signed out, every address but those few shows the sign-in screen, which needs no router. */
export function showsSignInOnly(signedIn: boolean, pathname: string): boolean {
  return !signedIn && !SIGNED_OUT_PAGES.has(pathname.replace(/\/+$/, ''));
}

/**
 * The app: theme and the outermost error boundary around either the bare sign-in screen (signed out) or the
 * routed app (router, query client: loaded lazily). The one toaster sits beside them, so the sign-in screen,
 * the signed-in layout and even the error screen show toasts.
 */
export function App() {
  const [signedIn] = useState(() => readToken() !== null);
  return (
    <ThemeProvider theme={getTheme()} {...THEME_PROVIDER_STORAGE}>
      <CssBaseline />
      <ErrorBoundary>
        {showsSignInOnly(signedIn, window.location.pathname) ? (
          <SignInRoute />
        ) : (
          <Suspense fallback={<PageLoader />}>
            <RoutedApp signedIn={signedIn} />
          </Suspense>
        )}
      </ErrorBoundary>
      <ToasterBoundary>
        <Toaster />
      </ToasterBoundary>
    </ThemeProvider>
  );
}
