import { useCallback, useEffect, useRef, useState } from 'react';
import { acquireLock } from '@generated/api/lock/lock';
import type { LockHeldResponse, LockResponse, RealtimeLockEvent } from '@generated/model';
import { editSessionId } from '@/api/edit-session';
import { HttpError } from '@/api/errors';
import { subscribeRealtime } from '@/api/realtime';
import { t } from '@/i18n';
import { showToast } from '@/lib/toasts';
import {
  heartbeatOn,
  initialLockState,
  isReadOnly,
  LOCK_HIDDEN_RECHECK_MS,
  LOCK_RECHECK_MS,
  LOCK_RELEASE_TIMEOUT_S,
  LOCK_TIMEOUT_S,
  lockStep,
  showsViewOnlyNotice,
  type LockEvent,
  type LockNotice,
  type LockState,
} from './lock-machine';
import { useInactivity } from './use-inactivity';

/** The socket.io event of a take-over (RealtimeLockEvent). */
export const LOCK_EVENT = 'lock';

export interface EditLockOptions {
  /** The contract's resource type (`page`, `page-cluster` …). */
  resourceType: string;
  /** null for a new entity: nothing to lock. */
  resourceId: number | null;
}

export interface EditLock {
  state: LockState;
  /** View-only: Save, Publish and the fields off. */
  readOnly: boolean;
  showPrompt: boolean;
  showViewOnlyNotice: boolean;
  inactive: boolean;
  enterViewMode: () => void;
  takeOver: () => void;
}

const NOTICE_TOASTS: Record<Exclude<LockNotice, 'takenOver'>, Parameters<typeof showToast>[0]> = {
  networkFailure: { severity: 'error', message: t('lock.networkFailure') },
  networkRecovered: { severity: 'success', message: t('lock.networkRecovered') },
  noResponse: { severity: 'error', message: t('lock.noResponse') },
};

/** The answer of one lock request as a machine event. */
function eventOf(result: LockResponse | unknown): LockEvent {
  if (result instanceof HttpError) {
    const holder = (result.body as Partial<LockHeldResponse> | undefined)?.data?.user?.name;
    if (result.status === 423) return { type: 'refused', holder: holder ?? '' };
    if (result.status === 404 || result.status === 422) return { type: 'unlockable' };
    return { type: 'failed', noResponse: result.status === 0 };
  }
  if (result instanceof Error) return { type: 'failed', noResponse: true };
  return { type: 'acquired' };
}

/**
 * The edit lock of one entity (spec 2 §4.4, issue 23): acquires on open and re-checks every 10 s while the
 * machine says so (slower in a hidden tab, still under a third of the lease), moves the lease on Take Over,
 * follows the socket's take-over event at once, stops on inactivity, and releases on leave — the 1-second request
 * when the editor unmounts (route change) and a keepalive request on pagehide (a closed tab).
 */
export function useEditLock({ resourceType, resourceId }: EditLockOptions): EditLock {
  const [state, setState] = useState<LockState>(initialLockState);
  const stateRef = useRef(state);
  stateRef.current = state;

  const dispatch = useCallback((event: LockEvent) => {
    const step = lockStep(stateRef.current, event);
    stateRef.current = step.state;
    setState(step.state);
    for (const notice of step.notices) {
      if (notice === 'takenOver') {
        showToast({
          severity: 'warning',
          message: t('lock.takenOver', { user: step.state.holder || t('lock.someone') }),
        });
      } else showToast(NOTICE_TOASTS[notice]);
    }
  }, []);

  // A new entity (or another one) starts over.
  useEffect(() => {
    stateRef.current = initialLockState;
    setState(initialLockState);
  }, [resourceType, resourceId]);

  // The heartbeat: one request now, then every 10 s while the machine asks for it.
  const asking = resourceId !== null && heartbeatOn(state);
  const takeOverNow = state.takeOver;
  useEffect(() => {
    if (!asking || resourceId === null) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const beat = async (takeOver: boolean) => {
      const result = await acquireLock({
        resourceType,
        resourceId,
        timeout: LOCK_TIMEOUT_S,
        takeOver,
        sessionId: editSessionId(),
      }).catch((error: unknown) => error);
      if (!live) return;
      dispatch(eventOf(result));
      const hidden = typeof document !== 'undefined' && document.visibilityState === 'hidden';
      timer = setTimeout(() => void beat(false), hidden ? LOCK_HIDDEN_RECHECK_MS : LOCK_RECHECK_MS);
    };
    void beat(takeOverNow);
    return () => {
      live = false;
      clearTimeout(timer);
    };
  }, [asking, takeOverNow, resourceType, resourceId, dispatch]);

  // A take-over is pushed to this tab's socket at once.
  useEffect(() => {
    if (resourceId === null) return;
    return subscribeRealtime<RealtimeLockEvent>(LOCK_EVENT, (event) => {
      if (event.data.resourceType !== resourceType || event.data.resourceId !== resourceId) return;
      dispatch({ type: 'takenOver', holder: event.data.user?.name ?? '' });
    });
  }, [resourceType, resourceId, dispatch]);

  // Release on leave: the 1-second request on unmount, a keepalive one when the page goes (tab closed).
  useEffect(() => {
    if (resourceId === null) return;
    const release = (keepalive: boolean) => {
      const phase = stateRef.current.phase;
      if (phase !== 'held' && phase !== 'acquiring') return;
      void acquireLock(
        { resourceType, resourceId, timeout: LOCK_RELEASE_TIMEOUT_S, sessionId: editSessionId() },
        keepalive ? { adapter: 'fetch', fetchOptions: { keepalive: true } } : undefined,
      ).catch(() => undefined);
    };
    const onPageHide = () => release(true);
    // Back from the page cache: ask again (the lease was released on pagehide).
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        stateRef.current = initialLockState;
        setState(initialLockState);
      }
    };
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', onPageShow);
    return () => {
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', onPageShow);
      release(false);
    };
  }, [resourceType, resourceId]);

  useInactivity(resourceId !== null, {
    onInactive: () => dispatch({ type: 'inactive' }),
    onActive: () => dispatch({ type: 'active' }),
  });

  return {
    state,
    readOnly: resourceId !== null && isReadOnly(state),
    showPrompt: resourceId !== null && state.phase === 'lockedByOther',
    showViewOnlyNotice: resourceId !== null && showsViewOnlyNotice(state),
    inactive: state.phase === 'inactive',
    enterViewMode: () => dispatch({ type: 'enterViewMode' }),
    takeOver: () => dispatch({ type: 'takeOver' }),
  };
}
