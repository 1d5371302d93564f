import { describe, expect, it } from 'vitest';
import {
  heartbeatOn,
  initialLockState,
  isReadOnly,
  LOCK_RECHECK_MS,
  lockStep,
  showsViewOnlyNotice,
  type LockEvent,
  type LockNotice,
  type LockState,
} from '@/features/lock/lock-machine';

/** Runs events from a state; answers the last state and every notice in order. */
function run(events: LockEvent[], from: LockState = initialLockState) {
  let state = from;
  const notices: LockNotice[] = [];
  for (const event of events) {
    const step = lockStep(state, event);
    state = step.state;
    notices.push(...step.notices);
  }
  return { state, notices };
}

const fail = (noResponse = true): LockEvent => ({ type: 'failed', noResponse });

describe('the edit lock machine', () => {
  it('re-checks every timeout / 9 = 10 s', () => {
    expect(LOCK_RECHECK_MS).toBe(10_000);
  });

  it('acquires: read-only until the first answer, then editable with the heartbeat on', () => {
    expect(isReadOnly(initialLockState)).toBe(true);
    expect(heartbeatOn(initialLockState)).toBe(true);
    const { state, notices } = run([{ type: 'acquired' }, { type: 'acquired' }]);
    expect(state.phase).toBe('held');
    expect(isReadOnly(state)).toBe(false);
    expect(heartbeatOn(state)).toBe(true);
    expect(notices).toEqual([]);
  });

  it('prompts when another session holds it; view mode turns the heartbeat off', () => {
    const prompted = run([{ type: 'refused', holder: 'Mara Lind' }]).state;
    expect(prompted).toMatchObject({ phase: 'lockedByOther', holder: 'Mara Lind' });
    expect(isReadOnly(prompted)).toBe(true);
    const viewing = run([{ type: 'enterViewMode' }], prompted).state;
    expect(viewing.phase).toBe('viewOnly');
    expect(heartbeatOn(viewing)).toBe(false);
    expect(isReadOnly(viewing)).toBe(true);
    expect(showsViewOnlyNotice(viewing)).toBe(true);
  });

  it('takes over: asks again with takeOver, and holds it once answered', () => {
    const prompted = run([{ type: 'refused', holder: 'Mara Lind' }]).state;
    const asking = run([{ type: 'takeOver' }], prompted).state;
    expect(asking).toMatchObject({ phase: 'acquiring', takeOver: true });
    expect(heartbeatOn(asking)).toBe(true);
    const held = run([{ type: 'acquired' }], asking).state;
    expect(held).toMatchObject({ phase: 'held', takeOver: false, holder: null });
    // From view mode too.
    const fromView = run([{ type: 'enterViewMode' }, { type: 'takeOver' }], prompted).state;
    expect(fromView.takeOver).toBe(true);
  });

  it('is told of a take-over at once: view-only with the notice, heartbeat off', () => {
    const { state, notices } = run([{ type: 'acquired' }, { type: 'takenOver', holder: 'Mara Lind' }]);
    expect(state).toMatchObject({ phase: 'takenOver', holder: 'Mara Lind' });
    expect(notices).toEqual(['takenOver']);
    expect(heartbeatOn(state)).toBe(false);
    expect(isReadOnly(state)).toBe(true);
    expect(showsViewOnlyNotice(state)).toBe(true);
    // A late heartbeat answer does not undo it.
    expect(run([{ type: 'acquired' }], state).state.phase).toBe('takenOver');
  });

  it('shows the failure notice at 3 failures and each further multiple of 3', () => {
    const held = run([{ type: 'acquired' }]).state;
    const counts: number[] = [];
    let state = held;
    for (let i = 1; i <= 9; i++) {
      const step = lockStep(state, fail());
      state = step.state;
      if (step.notices.includes('networkFailure')) counts.push(i);
    }
    expect(counts).toEqual([3, 6, 9]);
    expect(state.phase).toBe('held');
  });

  it('says network requests are back after more than 3 failures, and resets the count', () => {
    const held = run([{ type: 'acquired' }]).state;
    const after4 = run([fail(), fail(), fail(), fail(), { type: 'acquired' }], held);
    expect(after4.notices).toEqual(['networkFailure', 'networkRecovered']);
    expect(after4.state.failures).toBe(0);
    // 3 failures then a success: the count resets without the recovery notice.
    const after3 = run([fail(), fail(), fail(), { type: 'acquired' }], held);
    expect(after3.notices).toEqual(['networkFailure']);
    expect(after3.state.failures).toBe(0);
  });

  it("says 'no response' when the very first request gets none", () => {
    expect(run([fail(true)]).notices).toEqual(['noResponse']);
    expect(run([fail(false)]).notices).toEqual([]);
    expect(run([{ type: 'acquired' }, fail(true)]).notices).toEqual([]);
  });

  it('stops the heartbeat when inactive and resumes by asking again on activity', () => {
    const held = run([{ type: 'acquired' }]).state;
    const inactive = run([{ type: 'inactive' }], held).state;
    expect(inactive.phase).toBe('inactive');
    expect(heartbeatOn(inactive)).toBe(false);
    const resumed = run([{ type: 'active' }], inactive).state;
    expect(resumed.phase).toBe('acquiring');
    expect(isReadOnly(resumed)).toBe(false);
    // A viewer stays a viewer.
    const viewer = run([{ type: 'refused', holder: 'X' }, { type: 'enterViewMode' }, { type: 'inactive' }]);
    expect(run([{ type: 'active' }], viewer.state).state.phase).toBe('viewOnly');
  });

  it('stops asking, editable, for a resource the server does not lock', () => {
    const { state, notices } = run([{ type: 'unlockable' }]);
    expect(state.phase).toBe('unlockable');
    expect(heartbeatOn(state)).toBe(false);
    expect(isReadOnly(state)).toBe(false);
    expect(notices).toEqual([]);
  });

  it('is released for good', () => {
    const { state } = run([{ type: 'acquired' }, { type: 'released' }, { type: 'acquired' }]);
    expect(state.phase).toBe('released');
    expect(heartbeatOn(state)).toBe(false);
  });
});
