/** Spec 1 §9: search debounce 500 ms (the one input debounce constant), apart so importing it loads no component. */
export const SEARCH_DEBOUNCE_MS = 500;
