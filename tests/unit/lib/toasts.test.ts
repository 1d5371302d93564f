import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearToasts,
  dismissToast,
  getToasts,
  holdToast,
  MAX_VISIBLE_TOASTS,
  showToast,
  releaseToast,
  subscribe,
  TOAST_DURATION_MS,
  visibleToasts,
} from '@/lib/toasts';

const messages = () => getToasts().map((toast) => toast.message);

describe('toast store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('uses the spec toast duration of 5000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('queues toasts in call order with distinct ids, keeping the title only when given', () => {
    const first = showToast({ severity: 'success', message: 'one' });
    const second = showToast({ severity: 'error', message: 'two', title: 'Oops' });
    expect(second).not.toBe(first);
    expect(getToasts()).toEqual([
      { id: first, severity: 'success', message: 'one' },
      { id: second, severity: 'error', message: 'two', title: 'Oops' },
    ]);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    const id = showToast({ severity: 'info', message: 'hello' });
    dismissToast(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    showToast({ severity: 'info', message: 'again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the snapshot stable between changes (useSyncExternalStore)', () => {
    showToast({ severity: 'info', message: 'a' });
    const snapshot = getToasts();
    expect(getToasts()).toBe(snapshot);
    showToast({ severity: 'info', message: 'b' });
    expect(getToasts()).not.toBe(snapshot);
  });

  it('dismisses a toast automatically after 5000 ms', () => {
    showToast({ severity: 'success', message: 'copied to clipboard' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(messages()).toEqual(['copied to clipboard']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('dismisses by id at once and ignores unknown ids', () => {
    const listener = vi.fn();
    subscribe(listener);
    const a = showToast({ severity: 'info', message: 'a' });
    showToast({ severity: 'info', message: 'b' });
    dismissToast(a);
    expect(messages()).toEqual(['b']);
    listener.mockClear();
    dismissToast(a);
    dismissToast(9999);
    expect(listener).not.toHaveBeenCalled();
  });

  it(`shows at most ${MAX_VISIBLE_TOASTS}; a waiting toast's clock starts only when it becomes visible`, () => {
    const ids = ['1', '2', '3', '4'].map((message) => showToast({ severity: 'error', message }));
    expect(visibleToasts().map((toast) => toast.message)).toEqual(['1', '2', '3']);
    vi.advanceTimersByTime(2000);
    dismissToast(ids[0]!);
    expect(visibleToasts().map((toast) => toast.message)).toEqual(['2', '3', '4']);
    vi.advanceTimersByTime(3000);
    expect(messages()).toEqual(['4']);
    vi.advanceTimersByTime(1999);
    expect(messages()).toEqual(['4']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('holds a toast while the user reads it and gives it the full duration on release', () => {
    const id = showToast({ severity: 'warning', message: 'careful' });
    vi.advanceTimersByTime(4000);
    holdToast(id);
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['careful']);
    releaseToast(id);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(messages()).toEqual(['careful']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('clears the queue and every clock', () => {
    showToast({ severity: 'info', message: 'a' });
    clearToasts();
    expect(getToasts()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
