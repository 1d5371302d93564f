import { useCallback, useEffect, useRef, useState } from 'react';
import { NOTIFICATION_READ_DELAY_MS } from './constants';

const TICK_MS = 100;

/**
 * The read toggle's wait (spec 1 §4.5): `start()` begins a wait of `delayMs` during which `waiting` is true
 * and `progress` runs 0 → 100; then `send` is called once. A second start while waiting does nothing; an
 * unmount during the wait cancels it (nothing is sent).
 */
export function useDelayedToggle(send: () => void, delayMs = NOTIFICATION_READ_DELAY_MS) {
  const [startedAt, setStartedAt] = useState<number | null>(null);
  const [progress, setProgress] = useState(0);
  const sendRef = useRef(send);
  sendRef.current = send;

  useEffect(() => {
    if (startedAt === null) return;
    const tick = setInterval(
      () => setProgress(Math.min(100, ((Date.now() - startedAt) / delayMs) * 100)),
      TICK_MS,
    );
    const done = setTimeout(() => {
      clearInterval(tick);
      setStartedAt(null);
      setProgress(0);
      sendRef.current();
    }, delayMs);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
  }, [startedAt, delayMs]);

  const start = useCallback(() => setStartedAt((current) => current ?? Date.now()), []);
  return { waiting: startedAt !== null, progress, start };
}
