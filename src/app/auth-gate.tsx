import { Outlet } from 'react-router';
import { useCurrentTenant, useCurrentUser } from '../api/session';
import { browser } from '../lib/browser';
import { readToken } from '../lib/token-storage';
import { useUserColorScheme } from './use-user-color-scheme';

/**
 * Guards the protected routes. Signed out, the route table holds the sign-in screen instead of this branch;
 * should the token vanish while the app runs, a reload brings that table back.
 */
export function AuthGate() {
  if (!readToken()) {
    browser.reload();
    return null;
  }
  return <SignedIn />;
}

/**
 * With a token: start the one-time fetches of the user and the tenant, apply the user's colour scheme, then
 * render the route.
 */
function SignedIn() {
  useCurrentUser();
  useCurrentTenant();
  useUserColorScheme();
  return <Outlet />;
}
