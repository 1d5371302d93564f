/**
 * The overview's address query (spec 1 §4.1, §5, §7): `f[term]`, `f[parentId]`, `f[locale]` and the other
 * `f[...]` filters, `perPage`, `page`, `sortBy`, `sortDir`. Pure functions over URLSearchParams; every change
 * answers a new URLSearchParams and never touches the one given.
 */

import { LOCALE_KEY, PARENT_KEY } from '@/entities/paths';

const TERM_KEY = 'f[term]';
const PAGE_KEY = 'page';
const PER_PAGE_KEY = 'perPage';
export const SORT_BY_KEY = 'sortBy';
export const SORT_DIR_KEY = 'sortDir';

export const PER_PAGE_OPTIONS = [20, 50, 100] as const;
const DEFAULT_PER_PAGE = 20;
const DEFAULT_PAGE = 1;

export type FilterValue = string | number | Array<string | number>;
export type Filters = Record<string, FilterValue>;

/** Whether `key` is a filter key (`f[...]`). */
export function isFilterKey(key: string): boolean {
  return /^f\[[^\]]+\]$/.test(key);
}

/** A numeric address value becomes a number, except '0' which stays text; anything else stays as it is. */
export function parseFilterValue(raw: string): string | number {
  if (raw === '0') return raw;
  return /^-?\d+(\.\d+)?$/.test(raw) ? Number(raw) : raw;
}

/**
 * The `f[...]` filters of the address. Values are trimmed (an edited address `f[term]=  Cashmere  ` searches
 * for 'Cashmere', spec 1 §4.1); values of keys in `multipleKeys` split on commas (empty parts dropped);
 * empty values are skipped.
 */
export function readFilters(params: URLSearchParams, multipleKeys: ReadonlySet<string> = new Set()): Filters {
  const filters: Filters = {};
  for (const [key, untrimmed] of params) {
    const raw = untrimmed.trim();
    if (!isFilterKey(key) || raw === '') continue;
    filters[key] = multipleKeys.has(key)
      ? raw
          .split(',')
          .map((part) => part.trim())
          .filter((part) => part !== '')
          .map(parseFilterValue)
      : parseFilterValue(raw);
  }
  return filters;
}

/** The text form of a filter value in the address and in API calls (lists joined by commas). */
function serializeFilterValue(value: FilterValue | null | undefined): string {
  if (value === null || value === undefined) return '';
  return Array.isArray(value) ? value.map(String).join(',') : String(value);
}

function positiveInt(raw: string | null): number | undefined {
  if (raw === null || !/^\d+$/.test(raw)) return undefined;
  const value = Number(raw);
  return value >= 1 ? value : undefined;
}

/** The current page (default 1; a non-number falls back to the default). */
export function readPage(params: URLSearchParams): number {
  return positiveInt(params.get(PAGE_KEY)) ?? DEFAULT_PAGE;
}

/** The page size: one of 20, 50, 100 (default 20). */
export function readPerPage(params: URLSearchParams): number {
  const value = positiveInt(params.get(PER_PAGE_KEY));
  return value !== undefined && (PER_PAGE_OPTIONS as readonly number[]).includes(value)
    ? value
    : DEFAULT_PER_PAGE;
}

/** The search text of the address ('' when none). */
export function readTerm(params: URLSearchParams): string {
  return params.get(TERM_KEY) ?? '';
}

/**
 * Sets (or, for an empty value, removes) filters. Changing any filter other than the page resets the page.
 */
export function withFilters(
  params: URLSearchParams,
  changes: Record<string, FilterValue | null | undefined>,
): URLSearchParams {
  const next = new URLSearchParams(params);
  let changed = false;
  for (const [key, value] of Object.entries(changes)) {
    const text = serializeFilterValue(value);
    if ((params.get(key) ?? '') === text) continue;
    changed = true;
    if (text === '') next.delete(key);
    else next.set(key, text);
  }
  if (changed && Object.keys(changes).some((key) => key !== PAGE_KEY)) next.delete(PAGE_KEY);
  return next;
}

/** Replaces every drawer filter (`keys`) by `values` (Apply); keys missing from `values` are removed. */
export function withDrawerFilters(
  params: URLSearchParams,
  keys: readonly string[],
  values: Record<string, FilterValue | null | undefined>,
): URLSearchParams {
  const changes: Record<string, FilterValue | null | undefined> = {};
  for (const key of keys) changes[key] = values[key];
  return withFilters(params, changes);
}

/** Removes every `f[...]` filter (Reset) and the page; paging size and sort stay. */
export function withoutFilters(params: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams();
  for (const [key, value] of params) {
    if (!isFilterKey(key) && key !== PAGE_KEY) next.append(key, value);
  }
  return next;
}

/** Search: trimmed; an empty term removes the filter; any change removes the current page. */
export function withSearchTerm(params: URLSearchParams, term: string): URLSearchParams {
  return withFilters(params, { [TERM_KEY]: term.trim() });
}

/** Changing the page size removes the current page. */
export function withPerPage(params: URLSearchParams, perPage: number): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(PER_PAGE_KEY, String(perPage));
  next.delete(PAGE_KEY);
  return next;
}

/** Goes to `page` (page 1 is the default and leaves the address). */
export function withPage(params: URLSearchParams, page: number): URLSearchParams {
  const next = new URLSearchParams(params);
  if (page <= DEFAULT_PAGE) next.delete(PAGE_KEY);
  else next.set(PAGE_KEY, String(page));
  return next;
}

/**
 * The page to show instead of one past the last page (an old link, an edited address, rows deleted
 * meanwhile): the last page that has rows, or page 1 when nothing matches; undefined when `page` is fine.
 */
export function clampedPage(page: number, totalPages: number): number | undefined {
  const last = Math.max(totalPages, DEFAULT_PAGE);
  return page > last ? last : undefined;
}

/** Opening a nested level clears page, search term and parent filter, then sets the parent id if given. */
export function withNestedLevel(params: URLSearchParams, parentId?: number | null): URLSearchParams {
  const next = new URLSearchParams(params);
  next.delete(PAGE_KEY);
  next.delete(TERM_KEY);
  next.delete(PARENT_KEY);
  if (parentId !== undefined && parentId !== null) next.set(PARENT_KEY, String(parentId));
  return next;
}

/** The address filters as the text map that list and export calls send (empty values dropped). */
export function filtersToParams(filters: Filters): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [key, value] of Object.entries(filters)) {
    const text = serializeFilterValue(value);
    if (text !== '') result[key] = text;
  }
  return result;
}

/** How many of the drawer's filters (`keys`) are set in the address (the FILTER badge). */
export function countActiveFilters(filters: Filters, keys: readonly string[]): number {
  return keys.filter((key) => serializeFilterValue(filters[key]) !== '').length;
}

/**
 * Whether filters apply that flatten a hierarchy: any filter other than the parent and the shop (the shop only
 * narrows the shop configs; the hierarchy stays meaningful).
 */
export function hasHierarchyBreakingFilters(filters: Filters): boolean {
  return Object.keys(filters).some(
    (key) => key !== PARENT_KEY && key !== LOCALE_KEY && serializeFilterValue(filters[key]) !== '',
  );
}

/** The address key of a filter-form node name: names already in the `f[...]` form stay, others are wrapped. */
export function filterKeyOf(name: string): string {
  return isFilterKey(name) ? name : `f[${name}]`;
}
