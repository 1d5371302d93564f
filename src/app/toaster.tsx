import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getNotifications, subscribe } from '../lib/notifications';

// MUI Snackbar and Alert load with the first notification, so the sign-in route does not carry them.
const ToastStack = lazy(() => import('./toast-stack'));

/**
 * The app's one toaster: renders the notification store's queue (`notify(...)` from `src/lib/notifications`).
 * Rendered once by the app above the router, so the sign-in screen and the signed-in layout share it.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getNotifications, getNotifications);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack toasts={toasts} />
    </Suspense>
  );
}
