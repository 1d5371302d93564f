import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  clearNotifications,
  dismiss,
  getNotifications,
  hold,
  MAX_VISIBLE_TOASTS,
  notify,
  release,
  subscribe,
  TOAST_DURATION_MS,
  visibleToasts,
} from '../../../src/lib/notifications';

const messages = () => getNotifications().map((toast) => toast.message);

describe('notifications store', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => {
    clearNotifications();
    vi.useRealTimers();
  });

  it('uses the spec toast duration of 5000 ms', () => {
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('queues toasts in call order with distinct ids, keeping the title only when given', () => {
    const first = notify({ severity: 'success', message: 'one' });
    const second = notify({ severity: 'error', message: 'two', title: 'Oops' });
    expect(second).not.toBe(first);
    expect(getNotifications()).toEqual([
      { id: first, severity: 'success', message: 'one' },
      { id: second, severity: 'error', message: 'two', title: 'Oops' },
    ]);
  });

  it('tells subscribers about every change until they unsubscribe', () => {
    const listener = vi.fn();
    const unsubscribe = subscribe(listener);
    const id = notify({ severity: 'info', message: 'hello' });
    dismiss(id);
    expect(listener).toHaveBeenCalledTimes(2);
    unsubscribe();
    notify({ severity: 'info', message: 'again' });
    expect(listener).toHaveBeenCalledTimes(2);
  });

  it('keeps the snapshot stable between changes (useSyncExternalStore)', () => {
    notify({ severity: 'info', message: 'a' });
    const snapshot = getNotifications();
    expect(getNotifications()).toBe(snapshot);
    notify({ severity: 'info', message: 'b' });
    expect(getNotifications()).not.toBe(snapshot);
  });

  it('dismisses a toast automatically after 5000 ms', () => {
    notify({ severity: 'success', message: 'copied to clipboard' });
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(messages()).toEqual(['copied to clipboard']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('dismisses by id at once and ignores unknown ids', () => {
    const listener = vi.fn();
    subscribe(listener);
    const a = notify({ severity: 'info', message: 'a' });
    notify({ severity: 'info', message: 'b' });
    dismiss(a);
    expect(messages()).toEqual(['b']);
    listener.mockClear();
    dismiss(a);
    dismiss(9999);
    expect(listener).not.toHaveBeenCalled();
  });

  it(`shows at most ${MAX_VISIBLE_TOASTS}; a waiting toast's clock starts only when it becomes visible`, () => {
    const ids = ['1', '2', '3', '4'].map((message) => notify({ severity: 'error', message }));
    expect(visibleToasts().map((toast) => toast.message)).toEqual(['1', '2', '3']);
    vi.advanceTimersByTime(2000);
    dismiss(ids[0]!);
    expect(visibleToasts().map((toast) => toast.message)).toEqual(['2', '3', '4']);
    vi.advanceTimersByTime(3000);
    expect(messages()).toEqual(['4']);
    vi.advanceTimersByTime(1999);
    expect(messages()).toEqual(['4']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('holds a toast while the user reads it and gives it the full duration on release', () => {
    const id = notify({ severity: 'warning', message: 'careful' });
    vi.advanceTimersByTime(4000);
    hold(id);
    vi.advanceTimersByTime(60_000);
    expect(messages()).toEqual(['careful']);
    release(id);
    vi.advanceTimersByTime(TOAST_DURATION_MS - 1);
    expect(messages()).toEqual(['careful']);
    vi.advanceTimersByTime(1);
    expect(messages()).toEqual([]);
  });

  it('clears the queue and every clock', () => {
    notify({ severity: 'info', message: 'a' });
    clearNotifications();
    expect(getNotifications()).toEqual([]);
    expect(vi.getTimerCount()).toBe(0);
  });
});
