import { useEffect, useRef } from 'react';
import { useLocation, useMatches } from 'react-router';
import { takeFocusAfterReload } from '@/lib/focus-after-reload';
import { pageKey } from './route-handle';

/** How long to wait for a page's heading (lazy routes and their first data may render it late). */
const WAIT_FOR_HEADING_MS = 5000;

/**
 * After every page change (not the first load) focus moves to the page's main heading, so a screen reader
 * announces the new page and the keyboard continues from its top: after opening an entity, browser Back and
 * opening a nested level alike. The heading gets `tabindex="-1"` when it has none. When the heading is not
 * there yet it is awaited, unless the user has put the focus somewhere else meanwhile. The first load after
 * signing in (a reload the sign-in page marks) counts as a page change.
 */
export function useRouteFocus(): void {
  const { pathname, search } = useLocation();
  const key = pageKey(pathname, search, useMatches());
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      if (!takeFocusAfterReload()) return;
    }
    const before = document.activeElement;
    const untouched = () => {
      const active = document.activeElement;
      return active === null || active === document.body || active === before || !active.isConnected;
    };
    if (focusHeading()) return;
    const observer = new MutationObserver(() => {
      if (!untouched()) return stop();
      if (focusHeading()) stop();
    });
    const timer = window.setTimeout(() => stop(), WAIT_FOR_HEADING_MS);
    function stop() {
      observer.disconnect();
      window.clearTimeout(timer);
    }
    observer.observe(document.body, { childList: true, subtree: true });
    return stop;
  }, [key]);
}

/** Focuses the main heading (the h1 in main, else any h1); answers whether there was one. */
export function focusHeading(): boolean {
  const heading = document.querySelector<HTMLElement>('main h1') ?? document.querySelector<HTMLElement>('h1');
  if (!heading) return false;
  if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  heading.focus();
  return document.activeElement === heading;
}
