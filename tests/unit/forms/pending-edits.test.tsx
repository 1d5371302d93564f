import { createRoot, type Root } from 'react-dom/client';
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { sectionToSchema } from '@/forms/form-section-schema';
import { flushPendingEdits, mayActOnValues } from '@/forms/pending-edits';
import { SchemaForm } from '@/forms/schema-form';
import { TYPING_PAUSE_MS } from '@/forms/widgets/use-typed-text';

// Issue 28 (keystroke): a text field shows a keystroke at once and hands it to its form in a transition.
// These tests run outside `act` (which would finish every transition at once), so the browser's order of
// things shows: the typed text is pending until the form takes it, and any action takes it first.

type Data = Record<string, unknown>;
const section = sectionToSchema(
  {
    label: 'Test',
    attributes: { slug: 'test' },
    items: [
      { name: 'title', label: 'Title', type: 'field', component: 'TextField' },
      { name: 'intro', label: 'Intro', type: 'field', component: 'TextArea' },
    ],
  },
  { mode: 'entity' },
);

let container: HTMLDivElement;
let root: Root;
let restoreFrom: ((data: Data) => void) | undefined;
const changes = vi.fn<(data: Data) => void>();

function Harness({ initial }: { initial: Data }) {
  const [values, setValues] = useState<Data>(initial);
  restoreFrom = setValues;
  return (
    <SchemaForm
      schema={section.schema}
      uiSchema={section.uiSchema}
      formData={values}
      formContext={{ appId: 1, entityType: 'story', entityId: 7 }}
      onChange={(next) => {
        changes(next as Data);
        setValues(next as Data);
      }}
    />
  );
}

/** Lets the scheduler's tasks (the transition) run. */
const tasks = () => new Promise((resolve) => setTimeout(resolve, 50));

/** Types `text` as the browser does: the input's value changes, then its `input` event. */
function type(input: HTMLInputElement | HTMLTextAreaElement, text: string) {
  const proto = input instanceof HTMLTextAreaElement ? HTMLTextAreaElement : HTMLInputElement;
  Object.getOwnPropertyDescriptor(proto.prototype, 'value')!.set!.call(input, input.value + text);
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const field = (label: string) =>
  container.querySelector<HTMLInputElement | HTMLTextAreaElement>(
    `[id="${[...container.querySelectorAll('label')].find((l) => l.textContent?.startsWith(label))!.htmlFor}"]`,
  )!;

beforeEach(async () => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
  changes.mockClear();
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  root.render(<Harness initial={{ title: 'Summer', intro: '' }} />);
  await tasks();
});

afterEach(async () => {
  root.unmount();
  container.remove();
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
  await tasks();
});

describe('pending edits', () => {
  it('shows a keystroke at once and hands it to the form after it', async () => {
    const title = field('Title');
    type(title, ' sale');
    await Promise.resolve();
    expect(title.value).toBe('Summer sale');
    expect(changes).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(changes).toHaveBeenLastCalledWith({ title: 'Summer sale', intro: '' }));
    expect(title.value).toBe('Summer sale');
  });

  it('keys typed faster than the pause reach the form once, after the last of them', async () => {
    const title = field('Title');
    for (const key of [' ', 's', 'a', 'l', 'e']) {
      type(title, key);
      await new Promise((resolve) => setTimeout(resolve, TYPING_PAUSE_MS / 5));
    }
    // Each key came before the pause ended: the form has done no work for any of them yet.
    expect(changes).not.toHaveBeenCalled();
    await vi.waitFor(() => expect(changes).toHaveBeenCalled());
    await tasks();
    expect(changes).toHaveBeenCalledTimes(1);
    expect(changes).toHaveBeenLastCalledWith({ title: 'Summer sale', intro: '' });
  });

  it('a shortcut, a click or leaving hands the typed text over before anything acts on the values', async () => {
    type(field('Title'), ' sale');
    type(field('Intro'), 'New');
    window.dispatchEvent(new KeyboardEvent('keydown', { key: 's', ctrlKey: true }));
    // Synchronously, in the keydown: what the page's Ctrl+S reads next.
    expect(changes).toHaveBeenLastCalledWith({ title: 'Summer sale', intro: 'New' });

    changes.mockClear();
    type(field('Title'), '!');
    document.body.dispatchEvent(new Event('pointerdown', { bubbles: true }));
    expect(changes).toHaveBeenLastCalledWith({ title: 'Summer sale!', intro: 'New' });

    changes.mockClear();
    type(field('Title'), '?');
    window.dispatchEvent(new PopStateEvent('popstate'));
    expect(changes).toHaveBeenLastCalledWith({ title: 'Summer sale!?', intro: 'New' });

    // Leaving the field: before its onBlur (the slug field acts on its text there).
    changes.mockClear();
    type(field('Intro'), '.');
    field('Intro').dispatchEvent(new FocusEvent('focusout', { bubbles: true }));
    expect(changes).toHaveBeenLastCalledWith({ title: 'Summer sale!?', intro: 'New.' });

    // A click with no pointer press before it (a screen reader's, a programmatic one).
    changes.mockClear();
    type(field('Title'), '~');
    document.body.dispatchEvent(new MouseEvent('click', { bubbles: true }));
    expect(changes).toHaveBeenLastCalledWith({ title: 'Summer sale!?~', intro: 'New.' });

    // The hand-overs that follow (the typing's pause) change nothing more.
    changes.mockClear();
    await tasks();
    await tasks();
    for (const [data] of changes.mock.calls) expect(data).toEqual({ title: 'Summer sale!?~', intro: 'New.' });
    expect(field('Title').value).toBe('Summer sale!?~');
  });

  it('typing keys do not hand over; keys that may act on the values do', () => {
    const key = (init: KeyboardEventInit) => mayActOnValues(new KeyboardEvent('keydown', init));
    for (const plain of ['a', 'Z', ' ', 'Backspace', 'Delete', 'ArrowLeft', 'Shift'])
      expect(key({ key: plain })).toBe(false);
    expect(key({ key: 'a', isComposing: true })).toBe(false);
    for (const acting of ['Enter', 'Escape', 'Tab', 'F5']) expect(key({ key: acting })).toBe(true);
    expect(key({ key: 's', ctrlKey: true })).toBe(true);
    expect(key({ key: 'k', metaKey: true })).toBe(true);
  });

  it('a value from elsewhere (a restore) replaces the typing, after a hand-over', async () => {
    type(field('Title'), ' sale');
    flushPendingEdits();
    restoreFrom!({ title: 'Winter', intro: '' });
    await vi.waitFor(() => expect(field('Title').value).toBe('Winter'));
    type(field('Title'), '!');
    await vi.waitFor(() => expect(changes).toHaveBeenLastCalledWith({ title: 'Winter!', intro: '' }));
  });

  it('a value from elsewhere arriving while the field is focused keeps the focus and the caret', async () => {
    const title = field('Title');
    title.focus();
    title.setSelectionRange(3, 3);
    restoreFrom!({ title: 'Winter sale', intro: '' });
    await vi.waitFor(() => expect(field('Title').value).toBe('Winter sale'));
    const fresh = field('Title');
    expect(fresh).not.toBe(title);
    expect(document.activeElement).toBe(fresh);
    expect([fresh.selectionStart, fresh.selectionEnd]).toEqual([3, 3]);
  });

  it('a value put into an empty field from elsewhere moves its label out of the text', async () => {
    const label = () => container.querySelector(`label[for="${field('Intro').id}"]`)!;
    expect(label()).toHaveAttribute('data-shrink', 'false');
    restoreFrom!({ title: 'Summer', intro: 'Copied from Austria' });
    await vi.waitFor(() => expect(field('Intro').value).toBe('Copied from Austria'));
    expect(label()).toHaveAttribute('data-shrink', 'true');
  });
});
