/**
 * The one toast store of the back office: framework-free, no React and no MUI, so any layer can
 * call `showToast(...)` and the sign-in route stays light. The app's toaster subscribes and renders the queue.
 *
 * Rules (spec 2 §9: toast duration 5000 ms):
 * - The queue is kept in call order; at most `MAX_VISIBLE_TOASTS` are on screen, the rest wait.
 * - A toast's 5000 ms start when it becomes visible, so a waiting toast is never dismissed unseen.
 * - `holdToast(id)` stops a visible toast's clock (pointer over it, keyboard focus in it); `releaseToast(id)` gives it the
 *   full duration again. `dismissToast(id)` removes a toast at once and lets the next waiting one in.
 */

export type ToastSeverity = 'success' | 'info' | 'warning' | 'error';

export interface ToastInput {
  severity: ToastSeverity;
  message: string;
  title?: string;
  /** A button in the toast (e.g. 'Undo' after a delete); the toast closes when it is pressed. */
  action?: { label: string; onAction: () => void };
}

export interface Toast extends ToastInput {
  id: number;
}

/** Spec 2 §9: toast duration 5000 ms. */
export const TOAST_DURATION_MS = 5000;
/** How many toasts are on screen at once (stacked); later ones wait in the queue. */
export const MAX_VISIBLE_TOASTS = 3;

type Listener = () => void;

let queue: readonly Toast[] = [];
let nextId = 1;
const listeners = new Set<Listener>();
const timers = new Map<number, ReturnType<typeof setTimeout>>();
const held = new Set<number>();

function emit() {
  for (const listener of listeners) listener();
}

function startClock(id: number) {
  clearTimeout(timers.get(id));
  timers.set(
    id,
    setTimeout(() => dismissToast(id), TOAST_DURATION_MS),
  );
}

/** Starts the clock of every visible toast that has none yet (and is not held). */
function startVisibleClocks() {
  for (const toast of visibleToasts()) {
    if (!timers.has(toast.id) && !held.has(toast.id)) startClock(toast.id);
  }
}

/** Queues a toast and returns its id. */
export function showToast(input: ToastInput): number {
  const id = nextId++;
  const toast: Toast = { id, severity: input.severity, message: input.message };
  if (input.title !== undefined) toast.title = input.title;
  if (input.action !== undefined) toast.action = input.action;
  queue = [...queue, toast];
  startVisibleClocks();
  emit();
  return id;
}

/** Removes a toast (visible or waiting); unknown ids are ignored. */
export function dismissToast(id: number): void {
  if (!queue.some((toast) => toast.id === id)) return;
  clearTimeout(timers.get(id));
  timers.delete(id);
  held.delete(id);
  queue = queue.filter((toast) => toast.id !== id);
  startVisibleClocks();
  emit();
}

/** Stops the auto-dismiss clock of a toast while the user reads or interacts with it. */
export function holdToast(id: number): void {
  if (!queue.some((toast) => toast.id === id)) return;
  held.add(id);
  clearTimeout(timers.get(id));
  timers.delete(id);
}

/** Restarts the full auto-dismiss duration of a held toast once it is visible. */
export function releaseToast(id: number): void {
  if (!held.delete(id)) return;
  startVisibleClocks();
}

/** The whole queue in call order (a new array on each change; stable between changes). */
export function getToasts(): readonly Toast[] {
  return queue;
}

/** The toasts on screen: the first `MAX_VISIBLE_TOASTS` of the queue. */
export function visibleToasts(): readonly Toast[] {
  return queue.slice(0, MAX_VISIBLE_TOASTS);
}

/** Calls `listener` after every change; returns the unsubscribe function (fits `useSyncExternalStore`). */
export function subscribe(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Empties the queue and stops every clock (tests; a page that must start clean). */
export function clearToasts(): void {
  for (const timer of timers.values()) clearTimeout(timer);
  timers.clear();
  held.clear();
  if (queue.length === 0) return;
  queue = [];
  emit();
}
