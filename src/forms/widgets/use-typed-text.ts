import { startTransition, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { addPendingEdit, removePendingEdit } from '../pending-edits';

/**
 * How long the typing pauses before the form gets the text (ms). Keys typed faster than this go to the form
 * once, after the last of them, so no keystroke waits for the form's work for the key before it (RJSF clones
 * the part's values and recomputes its defaults per change). A fast typist's keys are 80–150 ms apart: the
 * form's work runs in the gap; the counter and the preview follow the text this much later, unnoticed.
 */
export const TYPING_PAUSE_MS = 50;

interface Typing {
  /** The form's value when the typing began and every text sent since: values that are not news. */
  known: string[];
  /** The last text typed. */
  latest: string;
  /** Sends the last text typed to the form (a pending edit until the form holds it). */
  handOver: () => void;
}

type TextElement = HTMLInputElement | HTMLTextAreaElement;

/**
 * A text field that keeps its own text while its form catches up (issue 28, keystroke): the browser paints a
 * keystroke in the input itself (no render of the field), and the text is sent to the form in a transition
 * once the typing pauses (`TYPING_PAUSE_MS`), so the form's work for it (and the field's counter) comes after
 * the keystrokes' paints. Until the form's value is the typed text the field is a pending edit
 * (`flushPendingEdits` sends it at once). A value that is none of the field's own (a restore, a copy, another
 * version) is put into the input, and the typing before it is dropped.
 *
 * @param committed the form's value as text
 * @param send hands a text to the form (the widget's onChange)
 * @returns the input's ref, what its change handler calls with the text typed (normalised, e.g. a slug), and
 *   the input's generation (its key: a new one shows news)
 */
export function useTypedText(committed: string, send: (text: string) => void) {
  const input = useRef<TextElement | null>(null);
  const [generation, setGeneration] = useState(0);
  /** The focused old input's caret, to put into the new one (null: it was not focused). */
  const refocus = useRef<{ start: number | null; end: number | null } | null>(null);
  /** The form's value the field last showed or knew of. */
  const seen = useRef(committed);
  const typing = useRef<Typing | null>(null);
  const latestSend = useRef(send);
  useLayoutEffect(() => {
    latestSend.current = send;
  });
  const pause = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(pause.current), []);

  useLayoutEffect(() => {
    const current = typing.current;
    const own = current !== null && current.known.includes(committed);
    // Caught up, or news from elsewhere: nothing is pending any more.
    if (current && (committed === current.latest || !own)) {
      removePendingEdit(current.handOver);
      typing.current = null;
    }
    // News: a new input with it (the text field learns only at its mount or from a keystroke whether it is
    // filled, which places its label), focused again with the caret where it was if the old one was focused.
    const changed = committed !== seen.current;
    seen.current = committed;
    const old = input.current;
    if (!own && changed && old) {
      refocus.current =
        document.activeElement === old ? { start: old.selectionStart, end: old.selectionEnd } : null;
      setGeneration((previous) => previous + 1);
    }
  }, [committed]);

  useLayoutEffect(() => {
    const caret = refocus.current;
    refocus.current = null;
    const element = input.current;
    if (!caret || !element) return;
    element.focus();
    const length = element.value.length;
    if (caret.start !== null && caret.end !== null)
      element.setSelectionRange(Math.min(caret.start, length), Math.min(caret.end, length));
  }, [generation]);

  const onType = (text: string) => {
    // A normalised text (a slug) replaces what the browser put in.
    if (input.current && input.current.value !== text) input.current.value = text;
    if (!typing.current) {
      const current: Typing = {
        known: [committed],
        latest: text,
        handOver: () => latestSend.current(current.latest),
      };
      typing.current = current;
    }
    typing.current.known.push(text);
    typing.current.latest = text;
    addPendingEdit(typing.current.handOver);
    clearTimeout(pause.current);
    pause.current = setTimeout(() => {
      // Handed over meanwhile (a shortcut, a click, leaving the field): nothing left to send.
      if (typing.current) startTransition(typing.current.handOver);
    }, TYPING_PAUSE_MS);
  };

  return { input, onType, generation };
}
