// Widget filter state (spec 1 §4.2): page 1 and 20 per page to start, shop selects preset to the main shop
// when they cannot be reset, other selects to their default; updates merge; reset removes named filters
// (back to their start value) or all.
import type { GetWidgetDataParams, QuickFilterItem, WidgetSchema } from '@generated/model';
import { WIDGET_DEFAULT_PAGE, WIDGET_DEFAULT_PER_PAGE } from './dashboard-constants';

export type FilterValue = string | number | Array<string | number>;

export interface WidgetFilterState {
  page: number;
  perPage: number;
  /** Keys without the f[...] wrapper. */
  filters: Record<string, FilterValue>;
}

const isEmpty = (value: unknown) =>
  value === undefined || value === null || value === '' || (Array.isArray(value) && value.length === 0);

function startValue(item: QuickFilterItem, mainAppId: number): FilterValue | undefined {
  if (item.component === 'ShopSelect' && item.resettable === false) return mainAppId;
  return isEmpty(item.defaultValue) ? undefined : (item.defaultValue as string | number);
}

/** The filters a widget starts with. */
export function initialFilterState(schema: WidgetSchema, mainAppId: number): WidgetFilterState {
  const filters: Record<string, FilterValue> = {};
  for (const item of schema.filters?.quick ?? []) {
    const value = startValue(item, mainAppId);
    if (value !== undefined) filters[item.name] = value;
  }
  return {
    page: WIDGET_DEFAULT_PAGE,
    perPage: schema.settings?.perPage ?? WIDGET_DEFAULT_PER_PAGE,
    filters,
  };
}

/** Merges filter changes; an empty value removes its filter. Any filter change goes back to page 1. */
export function updateFilters(
  state: WidgetFilterState,
  changes: Record<string, FilterValue | null | undefined>,
): WidgetFilterState {
  const filters = { ...state.filters };
  for (const [key, value] of Object.entries(changes)) {
    if (isEmpty(value)) delete filters[key];
    else filters[key] = value as FilterValue;
  }
  return { ...state, filters, page: WIDGET_DEFAULT_PAGE };
}

export const changePage = (state: WidgetFilterState, page: number): WidgetFilterState => ({ ...state, page });

/**
 * Removes the named filters, or all when no names are given. Quick filters that cannot be reset (the shop
 * select without reset) keep their start value.
 */
export function resetFilters(
  state: WidgetFilterState,
  schema: WidgetSchema,
  mainAppId: number,
  names?: string[],
): WidgetFilterState {
  const filters = { ...state.filters };
  for (const key of names ?? Object.keys(filters)) delete filters[key];
  for (const item of schema.filters?.quick ?? []) {
    if (item.resettable !== false || (names && !names.includes(item.name))) continue;
    const value = startValue(item, mainAppId);
    if (value !== undefined) filters[item.name] = value;
  }
  return { ...state, filters, page: WIDGET_DEFAULT_PAGE };
}

/** The call's query: every filter as f[...] (empty ones dropped), page and perPage. */
export function widgetRequestParams(state: WidgetFilterState): GetWidgetDataParams {
  const params: Record<string, string | number> = { page: state.page, perPage: state.perPage };
  for (const [key, value] of Object.entries(state.filters)) {
    if (isEmpty(value)) continue;
    params[`f[${key}]`] = Array.isArray(value) ? value.join(',') : value;
  }
  return params as GetWidgetDataParams;
}
