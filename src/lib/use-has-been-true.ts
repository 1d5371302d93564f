import { useState } from 'react';

/**
 * Whether `flag` has been true in any render so far. A dialog or drawer whose code loads lazily mounts with its
 * first opening and then stays mounted, so it still closes with its transition.
 */
export function useHasBeenTrue(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
}
