/**
 * Runs `start` once the page has painted its first frame with the whole pre-rendered shell (a task after the
 * first animation frame after the HTML is parsed), so the shell is on screen before the app's JavaScript runs;
 * at the latest `fallbackMs` after the parse (a tab opened in the background paints no frames until it is
 * shown). Waiting for the parse matters: a frame asked for from the head would paint a half-parsed body (the
 * header bar's background, nothing contentful) and the app would then hold the shell's real first paint.
 */
export function afterFirstPaint(start: () => void, fallbackMs = 100): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  const afterParse = () => {
    requestAnimationFrame(() => setTimeout(once, 0));
    setTimeout(once, fallbackMs);
  };
  if (document.readyState === 'loading') {
    document.addEventListener('DOMContentLoaded', afterParse, { once: true });
  } else {
    afterParse();
  }
}
