import type { OverviewSchemaViews } from '@generated/model';

/** The views of an overview (spec 1 §4.1). The empty view is shown by state, never chosen. */
export type ViewName = 'list' | 'tile' | 'nested' | 'empty';
export type SwitchableView = Exclude<ViewName, 'empty'>;

const SCHEMA_KEYS: Record<SwitchableView, keyof OverviewSchemaViews> = {
  list: 'listView',
  tile: 'tileView',
  nested: 'nestedView',
};

/** The switchable views the schema offers, in switcher order (list, tile, nested). */
export function availableViews(views: OverviewSchemaViews | undefined): SwitchableView[] {
  if (!views) return [];
  return (['list', 'tile', 'nested'] as const).filter((view) => views[SCHEMA_KEYS[view]] !== undefined);
}

export function schemaKey(view: SwitchableView): keyof OverviewSchemaViews {
  return SCHEMA_KEYS[view];
}

/** Default choice: tile if present, else nested, else list. */
export function defaultView(available: readonly SwitchableView[]): SwitchableView {
  if (available.includes('tile')) return 'tile';
  if (available.includes('nested')) return 'nested';
  return 'list';
}

export interface ActiveViewInput {
  /** The view the user chose, if any. */
  requested: SwitchableView | undefined;
  available: readonly SwitchableView[];
  /** Filters other than parent and shop apply (see `hasHierarchyBreakingFilters`). */
  filtersApplied: boolean;
  loading: boolean;
  entityCount: number;
}

/**
 * The view to render. A requested view that is unavailable falls back to the first available. For types whose
 * default is nested, applied filters switch to the list (nested is disabled meanwhile). The empty view shows
 * when there are no entities and nothing is loading.
 */
export function resolveActiveView({
  requested,
  available,
  filtersApplied,
  loading,
  entityCount,
}: ActiveViewInput): ViewName {
  if (!loading && entityCount === 0) return 'empty';
  return resolveChosenView({ requested, available, filtersApplied });
}

/** The switcher's selection (never 'empty'). */
export function resolveChosenView({
  requested,
  available,
  filtersApplied,
}: Pick<ActiveViewInput, 'requested' | 'available' | 'filtersApplied'>): SwitchableView {
  let view: SwitchableView;
  if (requested === undefined) view = defaultView(available);
  else if (available.includes(requested)) view = requested;
  else view = available[0] ?? 'list';
  if (view === 'nested' && filtersApplied) view = 'list';
  return view;
}

/** Whether the nested view is disabled in the switcher (filters apply). */
export function isNestedDisabled(filtersApplied: boolean): boolean {
  return filtersApplied;
}

/**
 * Whether the hierarchy drives the list call: the type's default view is nested, the nested view is active and
 * no filters apply (the list then asks for the root level when no parent is in the address).
 */
export function usesHierarchy(
  available: readonly SwitchableView[],
  chosen: SwitchableView,
  filtersApplied: boolean,
) {
  return defaultView(available) === 'nested' && chosen === 'nested' && !filtersApplied;
}
