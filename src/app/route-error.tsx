import { useEffect } from 'react';
import { useRouteError } from 'react-router';
import { reportError } from '@/lib/error-reporting';
import { ErrorScreen } from './error-screen';
import { useAppShellTakeover } from './shell/app-shell-takeover';
import { handleUnauthorized, statusOf } from './unauthorized';

/** errorElement of the routes: the same rules as the error boundary, inside the router. */
export function RouteError({ standalone = false }: { standalone?: boolean }) {
  const error = useRouteError();
  const status = statusOf(error);
  useAppShellTakeover();

  useEffect(() => {
    if (!handleUnauthorized(error) && status !== 404) reportError(error);
  }, [error, status]);

  if (status === 401) return null;
  const screen = <ErrorScreen status={status} />;
  return standalone ? <main>{screen}</main> : screen;
}
