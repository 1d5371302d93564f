import { lazy, Suspense, useSyncExternalStore } from 'react';
import { getToasts, subscribe } from '../lib/toasts';

// MUI Snackbar and Alert load with the first notification, so the sign-in route does not carry them.
const ToastStack = lazy(() => import('./toast-stack'));

/**
 * The app's one toaster: renders the toast store's queue (`showToast(...)` from `src/lib/toasts`).
 * Rendered once by the app above the router, so the sign-in screen and the signed-in layout share it.
 */
export function Toaster() {
  const toasts = useSyncExternalStore(subscribe, getToasts, getToasts);
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToastStack toasts={toasts} />
    </Suspense>
  );
}
