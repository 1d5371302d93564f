import { createContext, useContext } from 'react';

/**
 * The whole form's current data, for the few widgets that read a sibling (SlugField makes its slug from the
 * name). A getter, not the data: reading it on demand re-renders nobody on a keystroke.
 */
export const FormRootContext = createContext<() => unknown>(() => undefined);

export function useFormRoot(): () => unknown {
  return useContext(FormRootContext);
}

/** The value at a dotted path (`seodata.title`) of an object. */
export function valueAtPath(data: unknown, path: string): unknown {
  return path.split('.').reduce<unknown>((current, key) => {
    if (current === null || typeof current !== 'object') return undefined;
    return (current as Record<string, unknown>)[key];
  }, data);
}
