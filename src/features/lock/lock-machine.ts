// The edit lock of the editor as a pure state machine (spec 2 §4.4, §8, §9; issue 23). The hook
// (use-edit-lock.ts) feeds it the answers of POST /lock, the user's choices, the socket's take-over event and
// the inactivity timer, shows the notices it returns and sends what `heartbeatOn` and `wantsTakeOver` ask for.
//
//   acquiring ──acquired──▶ held ◀──────────────────────────┐
//       │ refused(holder)      │ refused (lease lost)         │ acquired
//       ▼                      ▼                              │
//   lockedByOther (prompt) ─enterViewMode─▶ viewOnly ─takeOver─▶ acquiring (takeOver)
//       └────────────takeOver────────────────────────────────┘
//   held/acquiring ──takenOver(holder)──▶ takenOver (view-only, told at once)
//   any ──inactive──▶ inactive (heartbeat off, refresh prompt) ──active──▶ acquiring (or where it was)
//
// Heartbeat failures count up; at 3 and each further multiple of 3 the §8 failure notice shows; the first
// answer after more than 3 failures shows the recovery notice and resets the count. A first request that gets
// no response at all says 'No response found when trying to lock this resource'.

/** Lease seconds (spec 2 §9). */
export const LOCK_TIMEOUT_S = 90;
/** Re-check interval: timeout / 9 = 10 s (spec 2 §4.4). */
export const LOCK_RECHECK_MS = (LOCK_TIMEOUT_S / 9) * 1000;
/** A hidden tab may slow its heartbeat, but stays under a third of the lease. */
export const LOCK_HIDDEN_RECHECK_MS = 25_000;
/** The release request's timeout (spec 2 §4.4). */
export const LOCK_RELEASE_TIMEOUT_S = 1;
/** The failure notice shows every this many consecutive failures (spec 2 §9). */
export const LOCK_FAILURE_NOTICE_EVERY = 3;
/** Inactivity: 30 minutes without scrolling, mouse movement or keys (spec 2 §9). */
export const INACTIVITY_TIMEOUT_MS = 30 * 60 * 1000;

export type LockPhase =
  | 'acquiring'
  | 'held'
  | 'lockedByOther'
  | 'viewOnly'
  | 'takenOver'
  | 'inactive'
  | 'released'
  /** The server locks no such resource (422) or does not know it (404): nothing to hold, nothing blocked. */
  | 'unlockable';

export interface LockState {
  phase: LockPhase;
  /** The other holder's name (prompt, view-only, taken over). */
  holder: string | null;
  /** Consecutive failed lock requests. */
  failures: number;
  /** The next request moves the lease (the user chose Take Over). */
  takeOver: boolean;
  /** The lease was ours at least once (a refusal afterwards means it was lost). */
  everHeld: boolean;
  /** Where an inactive editor was (activity resumes it). */
  before: LockPhase | null;
}

export type LockEvent =
  | { type: 'acquired' }
  | { type: 'refused'; holder: string }
  | { type: 'failed'; noResponse: boolean }
  | { type: 'enterViewMode' }
  | { type: 'takeOver' }
  | { type: 'takenOver'; holder: string }
  | { type: 'inactive' }
  | { type: 'active' }
  | { type: 'released' }
  | { type: 'unlockable' };

export type LockNotice = 'networkFailure' | 'networkRecovered' | 'noResponse' | 'takenOver';

export const initialLockState: LockState = {
  phase: 'acquiring',
  holder: null,
  failures: 0,
  takeOver: false,
  everHeld: false,
  before: null,
};

export interface LockStep {
  state: LockState;
  notices: LockNotice[];
}

/** An answer came: the failure count resets, with the recovery notice after more than 3 failures. */
function answered(state: LockState, notices: LockNotice[]): LockState {
  if (state.failures > LOCK_FAILURE_NOTICE_EVERY) notices.push('networkRecovered');
  return { ...state, failures: 0 };
}

/** Phases whose heartbeat runs (answers to them count). */
const ASKING: ReadonlySet<LockPhase> = new Set(['acquiring', 'held']);

export function lockStep(state: LockState, event: LockEvent): LockStep {
  const notices: LockNotice[] = [];
  const next = (changed: LockState): LockStep => ({ state: changed, notices });
  switch (event.type) {
    case 'acquired': {
      // A late answer to a request of a phase that stopped asking changes nothing.
      if (!ASKING.has(state.phase)) return next(state);
      const base = answered(state, notices);
      return next({ ...base, phase: 'held', holder: null, takeOver: false, everHeld: true });
    }
    case 'refused': {
      if (!ASKING.has(state.phase)) return next(state);
      const base = answered(state, notices);
      return next({ ...base, phase: 'lockedByOther', holder: event.holder, takeOver: false });
    }
    case 'failed': {
      if (!ASKING.has(state.phase)) return next(state);
      const failures = state.failures + 1;
      if (event.noResponse && !state.everHeld && failures === 1) notices.push('noResponse');
      if (failures % LOCK_FAILURE_NOTICE_EVERY === 0) notices.push('networkFailure');
      return next({ ...state, failures });
    }
    case 'enterViewMode':
      if (state.phase !== 'lockedByOther') return next(state);
      return next({ ...state, phase: 'viewOnly' });
    case 'takeOver':
      if (!['lockedByOther', 'viewOnly', 'takenOver'].includes(state.phase)) return next(state);
      return next({ ...state, phase: 'acquiring', takeOver: true, failures: 0 });
    case 'takenOver':
      if (!ASKING.has(state.phase)) return next(state);
      notices.push('takenOver');
      return next({ ...state, phase: 'takenOver', holder: event.holder, takeOver: false });
    case 'inactive':
      if (state.phase === 'inactive' || state.phase === 'released') return next(state);
      return next({ ...state, phase: 'inactive', before: state.phase });
    case 'active': {
      if (state.phase !== 'inactive') return next(state);
      const before = state.before ?? 'acquiring';
      // An editor who held (or was getting) the lease asks again: it may have expired meanwhile.
      const phase: LockPhase = ASKING.has(before) ? 'acquiring' : before;
      return next({ ...state, phase, before: null });
    }
    case 'released':
      return next({ ...state, phase: 'released', takeOver: false });
    case 'unlockable':
      if (!ASKING.has(state.phase)) return next(state);
      return next({ ...answered(state, notices), phase: 'unlockable', takeOver: false });
  }
}

/** The heartbeat runs while acquiring or holding (not in view-only mode, taken over, inactive or released). */
export const heartbeatOn = (state: LockState) => ASKING.has(state.phase);

/**
 * Save and Publish are off and the fields read-only unless the lease is ours (also while the first answer is
 * awaited, so no change starts that could not be saved).
 */
export const isReadOnly = (state: LockState) =>
  state.phase === 'acquiring'
    ? !state.everHeld && !state.takeOver
    : state.phase !== 'held' && state.phase !== 'unlockable';

/** The persistent view-only notice (with its refresh link). */
export const showsViewOnlyNotice = (state: LockState) =>
  state.phase === 'viewOnly' || state.phase === 'takenOver';
