import { startTransition, useLayoutEffect, useRef, useState } from 'react';
import { addPendingEdit, removePendingEdit } from '../pending-edits';

interface Typing {
  /** The form's value when the typing began and every text sent since: values that are not news. */
  known: string[];
  /** The last text typed. */
  latest: string;
  /** Sends the last text typed to the form (a pending edit until the form holds it). */
  handOver: () => void;
}

/**
 * A text field's text while its form catches up (issue 28, keystroke): a keystroke renders the field alone
 * and is sent to the form in a transition, so the form's work for it comes after the keystroke's paint. Until
 * the form's value is the typed text, the field shows the typed text and is a pending edit
 * (`flushPendingEdits` sends it at once). A value that is none of the field's own (a restore, a copy, another
 * version) is shown instead, and the typing before it is dropped.
 *
 * @param committed the form's value as text
 * @param send hands a text to the form (the widget's onChange)
 */
export function useTypedText(
  committed: string,
  send: (text: string) => void,
): { text: string; onType: (text: string) => void } {
  const [typed, setTyped] = useState('');
  const typing = useRef<Typing | null>(null);
  const latestSend = useRef(send);
  useLayoutEffect(() => {
    latestSend.current = send;
  });

  const own = typing.current;
  const shown = own && own.known.includes(committed) ? typed : committed;

  useLayoutEffect(() => {
    const current = typing.current;
    if (!current) return;
    // Caught up, or news from elsewhere: nothing is pending any more.
    if (committed === current.latest || !current.known.includes(committed)) {
      removePendingEdit(current.handOver);
      typing.current = null;
    }
  }, [committed, typed]);

  const onType = (text: string) => {
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
    setTyped(text);
    startTransition(() => latestSend.current(text));
  };

  return { text: shown, onType };
}
