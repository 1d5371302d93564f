/**
 * Signing in reloads the page, and after a first load focus normally stays where the browser puts it (the
 * body). The sign-in page marks the reload it causes; the app's route focus (app/use-route-focus.ts) takes the
 * mark on its first render and moves focus to the page's h1, as after any page change.
 */
const KEY = 'content.focusHeadingAfterReload';

export function markFocusAfterReload(): void {
  try {
    sessionStorage.setItem(KEY, '1');
  } catch {
    // storage refused (private mode): focus simply stays on the body
  }
}

/** Answers whether the last reload asked for the heading focus, and forgets it. */
export function takeFocusAfterReload(): boolean {
  try {
    const marked = sessionStorage.getItem(KEY) === '1';
    sessionStorage.removeItem(KEY);
    return marked;
  } catch {
    return false;
  }
}
