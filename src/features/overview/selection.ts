/** Row selection of the list view; select-all covers enabled rows only (spec 1 §4.1). */

export interface SelectableRow {
  id: number;
}

export function enabledIds<T extends SelectableRow>(
  rows: readonly T[],
  isEnabled: (row: T) => boolean,
): number[] {
  return rows.filter(isEnabled).map((row) => row.id);
}

/** 'all' when every enabled row is selected, 'some' when a part is, 'none' otherwise. */
export function selectAllState(
  selected: readonly number[],
  enabled: readonly number[],
): 'all' | 'some' | 'none' {
  const count = enabled.filter((id) => selected.includes(id)).length;
  if (enabled.length > 0 && count === enabled.length) return 'all';
  return count > 0 ? 'some' : 'none';
}

/** The select-all checkbox: selects every enabled row, or clears them when all are selected already. */
export function toggleSelectAll(selected: readonly number[], enabled: readonly number[]): number[] {
  if (selectAllState(selected, enabled) === 'all') return selected.filter((id) => !enabled.includes(id));
  return [...new Set([...selected, ...enabled])];
}

export function toggleRow(selected: readonly number[], id: number): number[] {
  return selected.includes(id) ? selected.filter((s) => s !== id) : [...selected, id];
}
