/**
 * The navigation's last fitting count, kept with the window width and the entries it was measured for. The
 * next load's first commit renders that count, so the first measurement usually confirms it and nothing
 * renders again. Without it the first commit renders every entry and the measurement re-renders the list on a
 * narrow window (issue 28, blocking time: before, that update came inside the layout's first commit, where
 * React flushed every passive effect of the commit in the same long task first).
 */
export const NAV_FIT_KEY = 'content.nav.fit';

interface StoredFit {
  readonly key: string;
  readonly count: number;
}

const fitKey = (labels: readonly string[], width: number) => `${width}|${labels.join('|')}`;

/** The count measured last for these entries at this window width, if any. */
export function rememberedFit(
  labels: readonly string[],
  width: number,
  storage: Storage = window.localStorage,
): number | undefined {
  try {
    const stored = JSON.parse(storage.getItem(NAV_FIT_KEY) ?? 'null') as Partial<StoredFit> | null;
    return stored?.key === fitKey(labels, width) &&
      Number.isInteger(stored.count) &&
      stored.count! >= 0 &&
      stored.count! <= labels.length
      ? stored.count
      : undefined;
  } catch {
    return undefined;
  }
}

/** Keeps the measured count for the next load (only the last one: one window, one list of entries). */
export function rememberFit(
  labels: readonly string[],
  width: number,
  count: number,
  storage: Storage = window.localStorage,
): void {
  try {
    storage.setItem(NAV_FIT_KEY, JSON.stringify({ key: fitKey(labels, width), count } satisfies StoredFit));
  } catch {
    // Storage full or blocked: the next load measures and re-renders as without it.
  }
}
