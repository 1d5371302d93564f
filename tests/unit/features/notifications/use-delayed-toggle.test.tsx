import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useDelayedToggle } from '@/features/notifications/use-delayed-toggle';

describe('the read toggle wait (spec 1 §4.5: 3000 ms)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('sends once, 3 s after the click, with progress and waiting in between', () => {
    const send = vi.fn();
    const { result } = renderHook(() => useDelayedToggle(send));
    expect(result.current.waiting).toBe(false);
    act(() => result.current.start());
    expect(result.current.waiting).toBe(true);
    act(() => vi.advanceTimersByTime(1500));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.progress).toBeGreaterThan(40);
    expect(result.current.progress).toBeLessThan(60);
    act(() => result.current.start()); // a second click while waiting changes nothing
    act(() => vi.advanceTimersByTime(1499));
    expect(send).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(send).toHaveBeenCalledTimes(1);
    expect(result.current.waiting).toBe(false);
    expect(result.current.progress).toBe(0);
  });

  it('sends nothing when it unmounts during the wait', () => {
    const send = vi.fn();
    const { result, unmount } = renderHook(() => useDelayedToggle(send));
    act(() => result.current.start());
    unmount();
    vi.advanceTimersByTime(5000);
    expect(send).not.toHaveBeenCalled();
  });
});
