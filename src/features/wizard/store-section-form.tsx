import { useCallback, useRef, useSyncExternalStore } from 'react';
import type { EntityFormValues } from '@/entities/editor-slots';
import type { PlainValues } from './form-defaults';
import { SectionForm, type SectionFormProps } from './section-form';
import type { ValuesStore } from './values-store';

interface StoreSectionFormProps extends Omit<SectionFormProps, 'formData' | 'onChange' | 'getFormData'> {
  store: ValuesStore;
  /** The step's values in the store (the shared values, or the selected shop's config). Memoise it. */
  select: (values: EntityFormValues) => PlainValues;
  /** The store's values with the step's changed values put in. Memoise it. */
  write: (values: EntityFormValues, data: PlainValues) => EntityFormValues;
}

/**
 * A step's form over the values store (issue 28, keystroke): it renders again for a change from elsewhere
 * (a restore, a copy, a reload, a shop added), not for its own keystrokes — the part typed in already shows
 * them (RJSF's own state), so the page around it does not render per keystroke. A part's change is merged
 * into the store's current values, so the values the form was last rendered with being older loses nothing.
 */
export function StoreSectionForm({ store, select, write, ...props }: StoreSectionFormProps) {
  // The values the form last rendered from, and the store's values after its own last write: a change to
  // those does not render it (the part typed in shows it already).
  const seen = useRef<{ values: EntityFormValues | null; own: EntityFormValues | null; data: PlainValues }>({
    values: null,
    own: null,
    data: {},
  });
  const current = useCallback(() => {
    const values = store.get();
    if (values !== seen.current.values) seen.current = { values, own: null, data: select(values) };
    return seen.current.data;
  }, [store, select]);
  const snapshot = useCallback(
    () => (store.get() === seen.current.own ? seen.current.data : current()),
    [store, current],
  );
  useSyncExternalStore(store.subscribe, snapshot, snapshot);
  // Rendered for anything else (new server errors after a save, view-only), the parts must get the current
  // values: given older ones with other props, a part's RJSF form would put back the text before the typing.
  const formData = current();
  const getFormData = useCallback(() => select(store.get()), [store, select]);
  const onChange = useCallback(
    (data: PlainValues) => {
      // Known as its own before the store tells its subscribers (this form among them).
      store.set((previous) => {
        const next = write(previous, data);
        seen.current = { ...seen.current, own: next };
        return next;
      });
    },
    [store, write],
  );
  return <SectionForm {...props} formData={formData} getFormData={getFormData} onChange={onChange} />;
}
