import { useEffect } from 'react';
import type { FocusRequest } from './use-validation-display';

/** How long to wait for the field to appear (the step's form and RJSF load lazily). */
const WAIT_MS = 4000;
const POLL_MS = 100;
const FOCUSABLE = 'input:not([type="hidden"]), textarea, select, button, [tabindex]:not([tabindex="-1"])';

/** RJSF's id of the field at a dotted path (idPrefix 'root', separator '_'): 'seo.title' → 'root_seo_title'. */
export const fieldElementId = (field: string) => ['root', ...field.split('.').filter(Boolean)].join('_');

/** The field's element: its own control, else the first control inside its container (custom fields). */
export function findFieldControl(root: ParentNode, field: string): HTMLElement | null {
  const id = fieldElementId(field);
  const own = root.querySelector<HTMLElement>(`[id="${CSS.escape(id)}"]`);
  const candidate = own ?? root.querySelector<HTMLElement>(`[id^="${CSS.escape(`${id}_`)}"]`);
  if (!candidate) return null;
  if (candidate.matches(FOCUSABLE)) return candidate;
  // A container (a custom field), else a part of the field (its error list): the field's first control.
  return (
    candidate.querySelector<HTMLElement>(FOCUSABLE) ??
    candidate.closest('.MuiFormControl-root')?.querySelector<HTMLElement>(FOCUSABLE) ??
    candidate
  );
}

/** Scrolls to and focuses the requested field once it is on screen (after a validation message opened it). */
export function useFieldFocus(request: FocusRequest | null) {
  useEffect(() => {
    if (!request) return;
    const started = Date.now();
    const timer = window.setInterval(() => {
      const control = findFieldControl(document, request.field);
      if (control) {
        control.scrollIntoView?.({ block: 'center' });
        control.focus({ preventScroll: true });
      }
      if (control || Date.now() - started > WAIT_MS) window.clearInterval(timer);
    }, POLL_MS);
    return () => window.clearInterval(timer);
  }, [request]);
}
