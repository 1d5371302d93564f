import { useState } from 'react';

/**
 * Whether `flag` has been true in any render so far. A dialog or drawer whose code loads lazily mounts with its
 * first opening and then stays mounted, so it still closes with its transition. So do the header's menus: closed,
 * MUI's Menu still renders its Popover and Modal, on every page load (issue 28).
 */
export function useHasBeenTrue(flag: boolean): boolean {
  const [seen, setSeen] = useState(flag);
  if (flag && !seen) setSeen(true);
  return seen || flag;
}
