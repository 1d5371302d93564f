import { useEffect, useRef } from 'react';
import { INACTIVITY_TIMEOUT_MS } from './lock-machine';

/** Activity resets are throttled by the input debounce (spec 2 §9: 500 ms). */
const ACTIVITY_THROTTLE_MS = 500;
const ACTIVITY_EVENTS = ['scroll', 'mousemove', 'keydown', 'pointerdown', 'wheel', 'touchstart'] as const;

/**
 * Calls onInactive after INACTIVITY_TIMEOUT_MS without scrolling, mouse movement or keys, and onActive on the
 * first activity after that (spec 2 §4.4).
 */
export function useInactivity(
  enabled: boolean,
  handlers: { onInactive: () => void; onActive: () => void },
  timeoutMs = INACTIVITY_TIMEOUT_MS,
) {
  const ref = useRef(handlers);
  ref.current = handlers;
  useEffect(() => {
    if (!enabled) return;
    let inactive = false;
    let last = 0;
    let timer = setTimeout(fire, timeoutMs);
    function fire() {
      inactive = true;
      ref.current.onInactive();
    }
    const onActivity = () => {
      const now = Date.now();
      if (!inactive && now - last < ACTIVITY_THROTTLE_MS) return;
      last = now;
      clearTimeout(timer);
      timer = setTimeout(fire, timeoutMs);
      if (inactive) {
        inactive = false;
        ref.current.onActive();
      }
    };
    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { passive: true, capture: true });
    }
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) window.removeEventListener(name, onActivity, { capture: true });
    };
  }, [enabled, timeoutMs]);
}
