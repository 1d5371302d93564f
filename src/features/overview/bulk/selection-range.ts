// The overview's row selection beyond single clicks (issue 29): shift-click takes every row between the last
// clicked one and this one (in the order shown) to the clicked row's new state; Ctrl/⌘+A selects every row of
// the page. Pure functions over ids.

/** Shift-click on `id` with `anchor` the row clicked before (none: a plain toggle). */
export function rangeToggle(
  selected: readonly number[],
  order: readonly number[],
  anchor: number | undefined,
  id: number,
): number[] {
  const to = order.indexOf(id);
  const from = anchor === undefined ? -1 : order.indexOf(anchor);
  if (to < 0) return [...selected];
  if (from < 0) return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
  const range = order.slice(Math.min(from, to), Math.max(from, to) + 1);
  if (selected.includes(id)) return selected.filter((s) => !range.includes(s));
  return [...new Set([...selected, ...range])];
}

/** Every enabled row of the page, besides what was selected. */
export function selectAllRows(selected: readonly number[], enabled: readonly number[]): number[] {
  return [...new Set([...selected, ...enabled])];
}

/** Whether a key press is Ctrl/⌘+A (and not typed into a text field, where it selects the text). */
export function isSelectAllKey(event: {
  key: string;
  ctrlKey: boolean;
  metaKey: boolean;
  altKey: boolean;
  target: EventTarget | null;
}): boolean {
  if (event.key.toLowerCase() !== 'a' || !(event.ctrlKey || event.metaKey) || event.altKey) return false;
  const target = event.target as { tagName?: string; type?: string; isContentEditable?: boolean } | null;
  if (target?.isContentEditable) return false;
  if (target?.tagName === 'TEXTAREA') return false;
  return !(target?.tagName === 'INPUT' && target.type !== 'checkbox' && target.type !== 'radio');
}
