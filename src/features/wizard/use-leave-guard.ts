import { useCallback, useEffect } from 'react';
import { useBlocker, type BlockerFunction } from 'react-router';
import { insideWizard, locationState } from './wizard-address';

/**
 * The leave guard (spec 2 §2.2): while `active`, leaving the wizard's base path asks first, unless the
 * navigation state bypasses it; closing or reloading the tab asks the browser's own question.
 */
export function useLeaveGuard(active: boolean, basePath: string) {
  const shouldBlock = useCallback<BlockerFunction>(
    ({ nextLocation }) =>
      active &&
      locationState(nextLocation.state).bypassLeaveGuard !== true &&
      !insideWizard(nextLocation.pathname, basePath),
    [active, basePath],
  );
  const blocker = useBlocker(shouldBlock);
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
  return blocker;
}
