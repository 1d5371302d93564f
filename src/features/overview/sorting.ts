import type { OverviewHeadline } from '@generated/model';
import { SORT_BY_KEY, SORT_DIR_KEY } from './address-query';

/** Sort of an overview (spec 1 §4.1, §5). */
export type SortDirection = 'asc' | 'desc';
export interface SortState {
  field: string;
  direction: SortDirection;
}

const DIRECTIONS: readonly string[] = ['asc', 'desc'];

/** The sortable fields of a view's headlines. */
export function sortableFields(headlines: readonly OverviewHeadline[] | undefined): Set<string> {
  const fields = new Set<string>();
  for (const headline of headlines ?? []) {
    if (headline.sortingField) fields.add(headline.sortingField);
  }
  return fields;
}

/** The address sort, accepted only when the direction is known and the field is a sortable headline field. */
export function readSort(params: URLSearchParams, sortable: ReadonlySet<string>): SortState | undefined {
  const field = params.get(SORT_BY_KEY);
  const direction = params.get(SORT_DIR_KEY);
  if (!field || !direction || !DIRECTIONS.includes(direction) || !sortable.has(field)) return undefined;
  return { field, direction: direction as SortDirection };
}

/** Clicking a column: the active one toggles asc/desc; an inactive one starts descending. */
export function nextSort(current: SortState | undefined, field: string): SortState {
  if (current?.field === field) {
    return { field, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  }
  return { field, direction: 'desc' };
}

/** Writes the sort into the address (the page is kept: sorting is not a filter). */
export function withSort(params: URLSearchParams, sort: SortState): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(SORT_BY_KEY, sort.field);
  next.set(SORT_DIR_KEY, sort.direction);
  return next;
}
