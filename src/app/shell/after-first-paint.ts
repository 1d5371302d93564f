/**
 * Runs `start` once the page has painted its first frame (a task after the next animation frame), so the
 * pre-rendered shell is on screen before the app's JavaScript runs; at the latest after `fallbackMs` (a tab
 * opened in the background paints no frames until it is shown).
 */
export function afterFirstPaint(start: () => void, fallbackMs = 100): void {
  let started = false;
  const once = () => {
    if (started) return;
    started = true;
    start();
  };
  requestAnimationFrame(() => setTimeout(once, 0));
  setTimeout(once, fallbackMs);
}
