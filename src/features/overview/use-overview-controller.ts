import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import type { OverviewHeadline } from '@generated/model';
import { useCurrentTenant } from '@/api/session';
import { getEntityConfig, type EntityType } from '@/entities';
import { createPath, editPath, fromOverview, LOCALE_KEY, PARENT_KEY } from '@/entities/paths';
import { sectionToSchema } from '@/forms/form-section-schema';
import { showToast } from '@/lib/toasts';
import { announceTrashed } from '@/lib/trash-undo';
import { useEvent } from '@/lib/use-event';
import {
  clampedPage,
  countActiveFilters,
  filtersToParams,
  hasHierarchyBreakingFilters,
  readFilters,
  readPage,
  readPerPage,
  readTerm,
  withDrawerFilters,
  withFilters,
  withNestedLevel,
  withoutFilters,
  withPage,
  withPerPage,
  withSearchTerm,
  type FilterValue,
} from './address-query';
import { visibleHeadlines } from './column-visibility';
import {
  availableViews,
  isNestedDisabled,
  resolveActiveView,
  resolveChosenView,
  schemaKey,
  usesHierarchy,
  type SwitchableView,
} from './default-view';
import { overviewApi, overviewSchemaQuery, type OverviewListParams, type OverviewRow } from './entity-api';
import { filterSectionWithKeys } from './filter-section';
import type { MediaUrls, OverviewContextValue } from './overview-context';
import { listErrorThrows, refusedFilters } from './refused-filters';
import { cellFields, headlineCells, listConfigFields, listIncludes, parentIdOf, rowName } from './row-value';
import { bulkActionsOf } from './bulk/use-bulk-actions';
import { rangeToggle, selectAllRows } from './bulk/selection-range';
import { enabledIds, toggleSelectAll } from './selection';
import { nextSort, readSort, sortableFields, withSort } from './sorting';
import { useHiddenColumns } from './use-hidden-columns';
import { useOverviewDeletion } from './use-overview-deletion';
import { useParentTrail } from './use-parent-trail';

const NO_HEADLINES: OverviewHeadline[] = [];

/** The overview's toasts (copy link, delete and stream count results) go to the app's toaster. */
const notify: OverviewContextValue['notify'] = (message, severity = 'success') =>
  showToast({ severity, message });

/**
 * The overview page's controller (react-admin's list controller): reads the address, runs the schema and list
 * queries, owns the view choice, the selection, the filter drawer and the deletion, and hands the render-only
 * components what they show and what they call. Every change of filters, sort or page goes to the address.
 * Each section (header, toolbar, body …) is a memoised object and every handler keeps its identity
 * (`useEvent`), so a query answer renders only the memoised sections it changes (issue 28: blocking time).
 */
const NO_IDS: number[] = [];

export function useOverviewController(type: EntityType, mediaUrls: MediaUrls | null) {
  const config = getEntityConfig(type);
  const api = useMemo(() => overviewApi(config.type), [config.type]);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const update = useEvent((next: URLSearchParams) => setParams(next));
  const { data: tenant } = useCurrentTenant();
  const apps = useMemo(() => tenant?.apps ?? [], [tenant]);

  // The schema: filters, views, headlines.
  const schemaQuery = useQuery({ ...overviewSchemaQuery(config.type), select: (response) => response.data });
  const schema = schemaQuery.data;
  const filterSection = useMemo(
    () => sectionToSchema(filterSectionWithKeys(schema?.filters)),
    [schema?.filters],
  );
  const multipleKeys = useMemo(() => new Set(filterSection.multipleFields), [filterSection]);
  const filters = useMemo(() => readFilters(params, multipleKeys), [params, multipleKeys]);
  const filtersApplied = hasHierarchyBreakingFilters(filters);

  // The view the user chose, within what the schema offers.
  const available = useMemo(() => availableViews(schema?.views), [schema?.views]);
  const [requestedView, setRequestedView] = useState<SwitchableView>();
  const chosen = resolveChosenView({ requested: requestedView, available, filtersApplied });
  const hierarchy = usesHierarchy(available, chosen, filtersApplied);
  const viewSchema = schema?.views?.[schemaKey(chosen)] ?? schema?.views?.listView;
  const headlines = viewSchema?.headlines ?? NO_HEADLINES;
  const { hidden, toggle: toggleColumn } = useHiddenColumns(config.type, chosen, headlines);
  const visible = useMemo(() => visibleHeadlines(headlines, hidden), [headlines, hidden]);

  // The list call from the address.
  const sortable = useMemo(() => sortableFields(headlines), [headlines]);
  const defaultSort = schema?.defaultSort ?? config.defaultSort;
  const addressSort = useMemo(() => readSort(params, sortable), [params, sortable]);
  const sort = addressSort ?? defaultSort;
  const page = readPage(params);
  const perPage = readPerPage(params);
  const parentId = parentIdOf(filters[PARENT_KEY]);
  // Relations of every view's columns: switching views or showing a hidden column needs no new request.
  const includes = useMemo(
    () =>
      listIncludes(
        config.overviewIncludes,
        Object.values(schema?.views ?? {}).flatMap((view) => cellFields(view?.headlines ?? [])),
      ),
    [config.overviewIncludes, schema?.views],
  );
  // The shop-config fields every view's cells read: the answer carries no other (SEO data, stream settings …).
  const configFields = useMemo(
    () =>
      includes.some((name) => name.split('.')[0] === 'appConfigs')
        ? listConfigFields(
            Object.values(schema?.views ?? {}).flatMap((view) => headlineCells(view?.headlines ?? [])),
          )
        : undefined,
    [includes, schema?.views],
  );
  const listQuery = useQuery({
    ...api.list(listParams()),
    enabled: schema !== undefined,
    placeholderData: keepPreviousData,
    // A filter value the server refuses (422) is shown beside the filters; the page stays usable.
    throwOnError: (error, query) => listErrorThrows(error, query.state.data !== undefined),
  });
  const refused = useMemo(() => refusedFilters(listQuery.error), [listQuery.error]);
  function listParams(): OverviewListParams {
    // Query keys are hashed by value: a fresh object per render is fine.
    const addressFilters = filtersToParams(filters);
    if (hierarchy) addressFilters[PARENT_KEY] = String(parentId ?? 0);
    else if (available.includes('nested')) delete addressFilters[PARENT_KEY];
    return {
      ...addressFilters,
      ...(includes.length ? { include: includes.join(',') } : {}),
      ...(config.overviewFields.length ? { fields: config.overviewFields.join(',') } : {}),
      ...(configFields ? { configFields: configFields.join(',') } : {}),
      ...(sort ? { sortBy: sort.field, sortDir: sort.direction } : {}),
      page,
      perPage,
    } as OverviewListParams;
  }

  const loading =
    schemaQuery.isPending || listQuery.isPending || (listQuery.isPlaceholderData && listQuery.isFetching);
  const rows = useMemo(() => (loading ? [] : (listQuery.data?.data ?? [])), [loading, listQuery.data]);
  const pagination = listQuery.data?.meta.pagination;
  // Past the last page the footer would read 'Showing 19961-29 from 29': show the last page instead.
  const pageInRange = !loading && pagination ? clampedPage(page, pagination.totalPages) : undefined;
  // A shop the tenant does not have (`f[locale]=999`, an old link): the select could only say 'All shops'
  // over an empty list, so the address drops it.
  const shopFilter = filters[LOCALE_KEY];
  const unknownShop =
    tenant !== undefined && typeof shopFilter === 'number' && !apps.some((app) => app.id === shopFilter);
  useEffect(() => {
    if (unknownShop) setParams(withFilters(params, { [LOCALE_KEY]: undefined }), { replace: true });
    else if (pageInRange !== undefined) setParams(withPage(params, pageInRange), { replace: true });
  }, [unknownShop, pageInRange, params, setParams]);
  const view = resolveActiveView({
    requested: requestedView,
    available,
    filtersApplied,
    loading,
    entityCount: rows.length,
  });
  const trail = useParentTrail(config.type, hierarchy ? parentId : undefined);

  // The selection belongs to the rows on screen: another page, search, filter or sort starts it empty
  // (the export modal must not offer 'Selected (20)' with nothing visible ticked).
  const rowsKey = JSON.stringify(listParams());
  const [selection, setSelection] = useState<{ key: string; ids: number[] }>({ key: rowsKey, ids: [] });
  const selected = selection.key === rowsKey ? selection.ids : NO_IDS;
  const setSelected = useEvent((change: number[] | ((current: number[]) => number[])) =>
    setSelection((current) => {
      const ids = current.key === rowsKey ? current.ids : NO_IDS;
      return { key: rowsKey, ids: typeof change === 'function' ? change(ids) : change };
    }),
  );
  const enabled = useMemo(() => enabledIds(rows, () => true), [rows]);
  // The row clicked last: a shift-click selects the range from it (issue 29).
  const [anchor, setAnchor] = useState<number>();
  const [drawerOpen, setDrawerOpen] = useState(false);

  const invalidateList = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [api.listKeyRoot] }),
    [queryClient, api.listKeyRoot],
  );
  const context = useMemo<OverviewContextValue>(
    () => ({ config, apps, mediaUrls, notify, refetchList: () => void invalidateList() }),
    [config, apps, mediaUrls, invalidateList],
  );
  const deletion = useOverviewDeletion({
    remove: api.remove,
    onDeleted: (row: OverviewRow) => {
      setSelected((current) => current.filter((id) => id !== row.id));
      void invalidateList();
      // The delete moved it to the trash: the toast offers Undo (issue 29).
      announceTrashed({ type: config.type, id: row.id, name: rowName(row) }, () => void invalidateList());
    },
    onFailed: (message) => notify(message, 'error'),
  });

  const caption = viewSchema?.captionTop ?? schema?.views?.listView?.captionTop;
  const hasAnyFilter = Object.keys(filters).some((key) => key !== PARENT_KEY);
  const locale: FilterValue | undefined = filters[LOCALE_KEY];
  const emptyCreatePath = config.disallowCreation ? undefined : createPath(config.type, location.search);
  const exportFilters = useMemo(() => filtersToParams(filters), [filters]);
  const total = pagination?.total ?? 0;
  const totalPages = pagination?.totalPages ?? 0;

  // The handlers: one identity for the page's life, each runs with the latest render's values.
  const onSearch = useEvent((term: string) => update(withSearchTerm(params, term)));
  const onShop = useEvent((appId: number | undefined) =>
    update(withFilters(params, { [LOCALE_KEY]: appId })),
  );
  const onOpenFilters = useEvent(() => setDrawerOpen(true));
  const onView = useEvent((next: SwitchableView) => {
    setRequestedView(next);
    setSelected([]);
  });
  // Called while the breadcrumbs render, so a plain callback of this render's address (useEvent's would lag).
  const levelHref = useCallback((id: number) => `?${withNestedLevel(params, id).toString()}`, [params]);
  const onRemoveRefused = useEvent(() => {
    const keys = Object.keys(refused?.fields ?? {});
    update(
      keys.length
        ? withFilters(params, Object.fromEntries(keys.map((key) => [key, undefined])))
        : withoutFilters(params),
    );
  });
  const onSort = useEvent((field: string) => update(withSort(params, nextSort(sort, field))));
  const onOpen = useEvent(
    (row: OverviewRow) =>
      void navigate(editPath(config.type, row.id, locale), { state: fromOverview(location) }),
  );
  const onOpenLevel = useEvent((id: number | undefined) => update(withNestedLevel(params, id)));
  const onToggle = useEvent((id: number, range = false) => {
    setSelected((current) => rangeToggle(current, enabled, range ? anchor : undefined, id));
    setAnchor(id);
  });
  const onToggleAll = useEvent(() => setSelected((current) => toggleSelectAll(current, enabled)));
  const onSelectAll = useEvent(() => setSelected((current) => selectAllRows(current, enabled)));
  const onPage = useEvent((next: number) => update(withPage(params, next)));
  const onPerPage = useEvent((next: number) => update(withPerPage(params, next)));
  const onApply = useEvent((values: Record<string, FilterValue | undefined>) => {
    update(withDrawerFilters(params, filterSection.fieldNames, values));
    setDrawerOpen(false);
  });
  const onReset = useEvent(() => {
    update(withoutFilters(params));
    setDrawerOpen(false);
  });
  const onCloseDrawer = useEvent(() => setDrawerOpen(false));
  const onBulkFinished = useEvent(() => {
    setSelected([]);
    void invalidateList();
  });
  const onClearSelection = useEvent(() => setSelected([]));

  /** The header: title and the create button (not on the nested view, nor on an unfiltered empty list). */
  const headerCreatePath =
    !config.disallowCreation &&
    view !== 'nested' &&
    chosen !== 'nested' &&
    (hasAnyFilter || rows.length > 0 || loading)
      ? createPath(config.type, location.search)
      : undefined;
  const header = useMemo(
    () => ({ title: config.plural, createPath: headerCreatePath }),
    [config.plural, headerCreatePath],
  );

  /** The search, shop, filter, column, view and export controls above the list. */
  const term = readTerm(params);
  const activeFilterCount = countActiveFilters(filters, filterSection.fieldNames);
  const nestedDisabled = isNestedDisabled(filtersApplied);
  const toolbar = useMemo(
    () => ({
      term,
      onSearch,
      hasSearch: caption?.hasSearchbar ?? true,
      hasShop: caption?.hasShopFilterSelect ?? true,
      shopId: typeof locale === 'number' ? locale : undefined,
      onShop,
      hasFilterToggle: caption?.hasFilterToggle ?? true,
      activeFilterCount,
      onOpenFilters,
      showColumns: view === 'list',
      headlines,
      hidden,
      onToggleColumn: toggleColumn,
      showViewSwitch: !viewSchema?.viewSwitchDisabled,
      views: available,
      chosenView: chosen,
      nestedDisabled,
      onView,
      showExport: !config.disallowExport,
      exportFilters,
      selected,
    }),
    [
      term,
      onSearch,
      caption,
      locale,
      onShop,
      activeFilterCount,
      onOpenFilters,
      view,
      headlines,
      hidden,
      toggleColumn,
      viewSchema?.viewSwitchDisabled,
      available,
      chosen,
      nestedDisabled,
      onView,
      config.disallowExport,
      exportFilters,
      selected,
    ],
  );

  /** The nested view's trail (shown while the nested view is chosen and not replaced by the list). */
  const showBreadcrumbs = chosen === 'nested' && view !== 'list';
  const breadcrumbs = useMemo(
    () =>
      showBreadcrumbs
        ? {
            rootTitle: config.plural,
            rootHref: `?${withNestedLevel(params, undefined).toString()}`,
            trail,
            levelHref,
            addHref: emptyCreatePath,
          }
        : undefined,
    [showBreadcrumbs, config.plural, params, trail, levelHref, emptyCreatePath],
  );

  /** The 422 of the list call for its filter values, with the way out (remove the refused filters). */
  const refusedSection = useMemo(
    () =>
      refused && {
        ...refused,
        labels: Object.fromEntries(
          Object.keys(refused.fields).map((key) => [
            key,
            filterTitle(filterSection.schema.properties?.[key]) ?? key,
          ]),
        ),
        onRemove: onRemoveRefused,
      },
    [refused, filterSection, onRemoveRefused],
  );

  // Checkboxes only where a selection does something: the export or a bulk action of the selected rows.
  const selectable = !config.disallowExport || bulkActionsOf(config, !!api.remove).length > 0;
  const rowSelection = useMemo(
    () => (selectable ? { selected, enabled, onToggle, onToggleAll, onSelectAll } : undefined),
    [selectable, selected, enabled, onToggle, onToggleAll, onSelectAll],
  );
  const rowActions = useMemo(
    () => (viewSchema?.actions?.row ?? []).filter((action) => action.name !== 'delete' || api.remove),
    [viewSchema?.actions?.row, api.remove],
  );
  /**
   * Nothing to show and nothing filtered, at the top level: the collection itself is empty, so the empty view
   * says so and offers the first one where creation is allowed (the header hides its button then).
   */
  const emptyCollection = useMemo(
    () =>
      !hasAnyFilter && !parentId && page === 1
        ? { plural: config.plural, singular: config.singular, createPath: emptyCreatePath }
        : undefined,
    [hasAnyFilter, parentId, page, config.plural, config.singular, emptyCreatePath],
  );
  const parentFilter = filters[PARENT_KEY];
  const emptyTitle = schema?.views?.emptyView?.title;
  const emptyText = schema?.views?.emptyView?.text;

  /** The rows in the active view. */
  const body = useMemo(
    () => ({
      view,
      rows,
      headlines: visible,
      loading,
      sort,
      emptyTitle,
      emptyText,
      emptyCollection,
      rowActions,
      locale,
      parentFilter,
      onSort,
      onOpen,
      onOpenLevel,
      onDelete: deletion.ask,
      selection: rowSelection,
    }),
    [
      view,
      rows,
      visible,
      loading,
      sort,
      emptyTitle,
      emptyText,
      emptyCollection,
      rowActions,
      locale,
      parentFilter,
      onSort,
      onOpen,
      onOpenLevel,
      deletion.ask,
      rowSelection,
    ],
  );

  const footer = useMemo(
    () => ({ page, perPage, count: rows.length, total, totalPages, loading, onPage, onPerPage }),
    [page, perPage, rows.length, total, totalPages, loading, onPage, onPerPage],
  );

  const filterDrawer = useMemo(
    () => ({
      open: drawerOpen,
      section: filterSection,
      filters,
      errors: refused?.fields,
      onApply,
      onReset,
      onClose: onCloseDrawer,
    }),
    [drawerOpen, filterSection, filters, refused?.fields, onApply, onReset, onCloseDrawer],
  );

  /** What the bulk actions act on (issue 29): the ticked rows, or every row the address filters match. */
  const bulkFilters = useMemo(
    () => ({ ...exportFilters, ...(sort ? { sortBy: sort.field, sortDir: sort.direction } : {}) }),
    [exportFilters, sort],
  );
  const bulk = useMemo(
    () => ({
      config,
      canDelete: !!api.remove,
      scope: { selected, filters: bulkFilters, total, pageCount: enabled.length },
      onFinished: onBulkFinished,
      onClear: onClearSelection,
    }),
    [config, api.remove, selected, bulkFilters, total, enabled.length, onBulkFinished, onClearSelection],
  );

  return {
    config,
    context,
    apps,
    header,
    toolbar,
    breadcrumbs,
    refused: refusedSection,
    body,
    footer,
    filterDrawer,
    deletion,
    bulk,
  };
}

/** The label of a filter field (its schema title). */
function filterTitle(property: unknown): string | undefined {
  return property && typeof property === 'object' && 'title' in property && typeof property.title === 'string'
    ? property.title
    : undefined;
}

export type OverviewController = ReturnType<typeof useOverviewController>;
