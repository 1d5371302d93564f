import { useCallback, useSyncExternalStore } from 'react';
import type { EntityFormValues } from '@/entities/editor-slots';

/**
 * The wizard's form values outside React state (issue 28, keystroke): the form writes every keystroke here
 * and only what reads the values renders again. Save, Ctrl+S, the leave guard and the draft read `get()`,
 * which always has the last keystroke; the page chrome subscribes to what it shows (dirty, the title, the
 * shops) and renders only when that changes.
 */
export interface ValuesStore {
  get: () => EntityFormValues;
  set: (update: (previous: EntityFormValues) => EntityFormValues) => void;
  subscribe: (listener: () => void) => () => void;
}

export function createValuesStore(initial: EntityFormValues): ValuesStore {
  let values = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => values,
    set: (update) => {
      const next = update(values);
      if (next === values) return;
      values = next;
      for (const listener of [...listeners]) listener();
    },
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}

const noSubscription = () => () => undefined;

/**
 * A slice of the values: the component renders again only when `select` gives another result (compared with
 * Object.is, so select primitives or keys, not new objects). Without a store, `select(undefined)`.
 */
export function useValuesSelector<T>(
  store: ValuesStore | undefined,
  select: (values: EntityFormValues | undefined) => T,
): T {
  const subscribe = store ? store.subscribe : noSubscription;
  const snapshot = useCallback(() => select(store?.get()), [store, select]);
  return useSyncExternalStore(subscribe, snapshot, snapshot);
}

const whole = (values: EntityFormValues | undefined) => values;

/** All the values, current on every change (what the form and the panels beside it render). */
export function useValues(store: ValuesStore | undefined): EntityFormValues | undefined {
  return useValuesSelector(store, whole);
}
