import { flushSync } from 'react-dom';

/**
 * Text typed into a form field that its form has not taken yet (issue 28, keystroke). A text field shows a
 * keystroke at once and hands it to its RJSF form in a transition once the typing pauses, so the keystroke's
 * frame paints the field alone, not the form's work for it. Whatever acts on the form's values must find every keystroke in them:
 * before a click, a shortcut, leaving the page or going back, every field that holds such text hands it over
 * synchronously (`flushPendingEdits`). Code that reads the values outside such an event calls it first.
 */
const pending = new Set<() => void>();

/** Hands every field's typed text to its form now; the forms and what they write to commit before it returns. */
export function flushPendingEdits(): void {
  if (!pending.size) return;
  const handOvers = [...pending];
  pending.clear();
  flushSync(() => {
    for (const handOver of handOvers) handOver();
  });
}

/** Keys that edit the text in the field itself: the typing goes on, nothing else acts on the values. */
const TYPING_KEYS = new Set([
  'Backspace',
  'Delete',
  'ArrowLeft',
  'ArrowRight',
  'ArrowUp',
  'ArrowDown',
  'Home',
  'End',
  'Shift',
  'CapsLock',
  'Dead',
  'Process',
  'Unidentified',
]);

/** A key that may act on the values (Ctrl+S, Enter, Escape, Tab, a shortcut): not one that only types. */
export function mayActOnValues(event: KeyboardEvent): boolean {
  if (event.isComposing) return false;
  if (event.ctrlKey || event.metaKey || event.altKey) return true;
  return event.key.length !== 1 && !TYPING_KEYS.has(event.key);
}

const onKeyDown = (event: KeyboardEvent) => {
  if (mayActOnValues(event)) flushPendingEdits();
};

let listening = false;

/** Capture listeners on the window run before any handler of the page (a Save button's, the router's). */
function listen(): void {
  if (listening || typeof window === 'undefined') return;
  listening = true;
  window.addEventListener('keydown', onKeyDown, true);
  // focusout: before React's onBlur (a field that acts on its text when left, e.g. the slug's last dash).
  // click: one with no pointer press before it (a screen reader's, a programmatic one).
  for (const type of ['pointerdown', 'click', 'focusout', 'popstate', 'pagehide', 'beforeunload'] as const)
    window.addEventListener(type, flushPendingEdits, true);
}

/** Registers a field's hand-over (it sends the field's latest text to its form); again is harmless. */
export function addPendingEdit(handOver: () => void): void {
  listen();
  pending.add(handOver);
}

/** Removes it once the form holds that text. */
export function removePendingEdit(handOver: () => void): void {
  pending.delete(handOver);
}
