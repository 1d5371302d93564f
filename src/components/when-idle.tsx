import { startTransition, useEffect, useState, type ReactNode } from 'react';

/** The longest wait for an idle moment (ms). */
const IDLE_TIMEOUT_MS = 2000;

/**
 * Renders its children once the browser is first idle after mounting (in a transition, in slices that
 * yield), and nothing before: for what the first screen can do without for a moment (the editor header's
 * presence, watchers and comments), so the page's first commit and their queries' first answers do not add
 * to the start's long tasks. Only this wrapper renders again when the children come.
 */
export function WhenIdle({ children }: { children: ReactNode }) {
  const [idle, setIdle] = useState(false);
  useEffect(() => {
    if (idle) return;
    const show = () => startTransition(() => setIdle(true));
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(show, { timeout: IDLE_TIMEOUT_MS });
      return () => window.cancelIdleCallback(handle);
    }
    const timer = window.setTimeout(show, 0);
    return () => window.clearTimeout(timer);
  }, [idle]);
  return idle ? children : null;
}
