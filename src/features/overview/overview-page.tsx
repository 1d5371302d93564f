import AccountTreeIcon from '@mui/icons-material/ChevronRight';
import FilterListIcon from '@mui/icons-material/FilterList';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import type { OverviewHeadline, RootlineItem } from '../../../generated/model';
import { serverMessage } from '../../api/errors';
import { useCurrentTenant } from '../../api/session';
import { getEntityConfig, type EntityType } from '../../entities';
import { sectionToSchema } from '../../forms/form-section-schema';
import { t } from '../../i18n';
import { notify as showToast } from '../../lib/notifications';
import {
  countActiveFilters,
  editPath,
  filtersToParams,
  hasHierarchyBreakingFilters,
  LOCALE_KEY,
  PARENT_KEY,
  pathWithQuery,
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
} from './address-query';
import { ColumnMenu } from './column-menu';
import { ConfirmDialog } from './confirm-dialog';
import {
  availableViews,
  isNestedDisabled,
  resolveActiveView,
  resolveChosenView,
  schemaKey,
  usesHierarchy,
  type SwitchableView,
} from './default-view';
import { EmptyView } from './empty-view';
import { overviewApi, overviewSchemaQuery, type OverviewListParams, type OverviewRow } from './entity-api';
import { FilterDrawer } from './filter-drawer';
import { filterSectionWithKeys } from './filter-section';
import { ListView } from './list-view';
import { NestedBreadcrumbs } from './nested-breadcrumbs';
import { OverviewContext, type MediaUrls, type OverviewContextValue } from './overview-context';
import { OverviewFooter } from './overview-footer';
import { RowActions } from './row-actions';
import { parentIdOf, rowName } from './row-value';
import { SearchField } from './search-field';
import { enabledIds, toggleRow, toggleSelectAll } from './selection';
import { ShopSelect } from './shop-select';
import { nextSort, readSort, sortableFields, withSort } from './sorting';
import { TileView } from './tile-view';
import { useHiddenColumns } from './use-hidden-columns';
import { ViewSwitch } from './view-switch';

export const FILTER_BUTTON_WIDTH = 118;
const NO_HEADLINES: OverviewHeadline[] = [];

export interface OverviewPageProps {
  type: EntityType;
  /** Rendered above the card (the media uploader on image and video overviews). */
  headerExtra?: ReactNode;
  /** The export configurator, given the address filters and the selected ids (hidden when export is disallowed). */
  renderExport?: (props: { filters: Record<string, string>; selectedIds: number[] }) => ReactNode;
  /** Media URL builders of the tenant (thumbnails, open in a new tab). */
  mediaUrls?: MediaUrls | null;
}

/** The overview's notifications (copy link, delete and stream count results) go to the app's toaster. */
const notify: OverviewContextValue['notify'] = (message, severity = 'success') =>
  showToast({ severity, message });

/** The schema-driven overview page of an entity type (spec 1 §2.7, §4.1). */
export function OverviewPage({ type, headerExtra, renderExport, mediaUrls = null }: OverviewPageProps) {
  const config = getEntityConfig(type);
  const api = overviewApi(config.type);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const { data: tenant } = useCurrentTenant();
  const apps = useMemo(() => tenant?.apps ?? [], [tenant]);

  const schemaQuery = useQuery({ ...overviewSchemaQuery(config.type), select: (response) => response.data });
  const schema = schemaQuery.data;
  const filterSection = useMemo(
    () => sectionToSchema(filterSectionWithKeys(schema?.filters)),
    [schema?.filters],
  );
  const multipleKeys = useMemo(() => new Set(filterSection.multipleFields), [filterSection]);
  const filters = readFilters(params, multipleKeys);
  const filtersApplied = hasHierarchyBreakingFilters(filters);

  const available = useMemo(() => availableViews(schema?.views), [schema?.views]);
  const [requestedView, setRequestedView] = useState<SwitchableView>();
  const chosen = resolveChosenView({ requested: requestedView, available, filtersApplied });
  const hierarchy = usesHierarchy(available, chosen, filtersApplied);
  const viewSchema = schema?.views?.[schemaKey(chosen)] ?? schema?.views?.listView;
  const headlines = viewSchema?.headlines ?? NO_HEADLINES;
  const rowActions = (viewSchema?.actions?.row ?? []).filter(
    (action) => action.name !== 'delete' || api.remove,
  );
  const { hidden, toggle } = useHiddenColumns(config.type, chosen, headlines);
  const visible = headlines.filter((h) => h.isStaticColumn || !hidden.includes(h.name));

  const sortable = useMemo(() => sortableFields(headlines), [headlines]);
  const sort = readSort(params, sortable) ?? schema?.defaultSort ?? config.defaultSort;
  const page = readPage(params);
  const perPage = readPerPage(params);
  const parentId = parentIdOf(filters[PARENT_KEY]);

  // Query keys are hashed by value: a fresh object per render is fine.
  const listParams = (() => {
    const addressFilters = filtersToParams(filters);
    if (hierarchy) addressFilters[PARENT_KEY] = String(parentId ?? 0);
    else if (available.includes('nested')) delete addressFilters[PARENT_KEY];
    return {
      ...addressFilters,
      ...(config.overviewIncludes.length ? { include: config.overviewIncludes.join(',') } : {}),
      ...(config.overviewFields.length ? { fields: config.overviewFields.join(',') } : {}),
      ...(sort ? { sortBy: sort.field, sortDir: sort.direction } : {}),
      page,
      perPage,
    } as OverviewListParams;
  })();

  const listQuery = useQuery({
    ...api.list(listParams),
    enabled: schema !== undefined,
    placeholderData: keepPreviousData,
  });
  const parentQuery = useQuery({
    ...(api.parent ? api.parent(parentId ?? 0) : { queryKey: ['no-parent'], queryFn: () => null }),
    enabled: hierarchy && !!api.parent && !!parentId,
  });

  const loading =
    schemaQuery.isPending || listQuery.isPending || (listQuery.isPlaceholderData && listQuery.isFetching);
  const rows = useMemo(() => (loading ? [] : (listQuery.data?.data ?? [])), [loading, listQuery.data]);
  const pagination = listQuery.data?.meta.pagination;
  const view = resolveActiveView({
    requested: requestedView,
    available,
    filtersApplied,
    loading,
    entityCount: rows.length,
  });

  const [selected, setSelected] = useState<number[]>([]);
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [pendingDelete, setPendingDelete] = useState<OverviewRow | null>(null);

  const invalidateList = useCallback(
    () => queryClient.invalidateQueries({ queryKey: [api.listKeyRoot] }),
    [queryClient, api.listKeyRoot],
  );
  const context = useMemo<OverviewContextValue>(
    () => ({ config, apps, mediaUrls, notify, refetchList: () => void invalidateList() }),
    [config, apps, mediaUrls, invalidateList],
  );

  const deletion = useMutation({
    mutationFn: (row: OverviewRow) => api.remove!(row.id),
    onSuccess: (_, row) => {
      setPendingDelete(null);
      setSelected((current) => current.filter((id) => id !== row.id));
      void invalidateList();
    },
    onError: (error, row) => {
      setPendingDelete(null);
      notify(
        t('overview.delete.failed', { name: rowName(row), message: serverMessage(error) ?? error.message }),
        'error',
      );
    },
  });

  const update = (next: URLSearchParams) => setParams(next);
  const drawerKeys = filterSection.fieldNames;
  const activeFilterCount = countActiveFilters(filters, drawerKeys);
  const hasAnyFilter = Object.keys(filters).some((key) => key !== PARENT_KEY);
  const showCreate =
    !config.disallowCreation &&
    view !== 'nested' &&
    chosen !== 'nested' &&
    (hasAnyFilter || rows.length > 0 || loading);
  const caption = viewSchema?.captionTop ?? schema?.views?.listView?.captionTop;
  const hasSearch = caption?.hasSearchbar ?? true;
  const hasShop = caption?.hasShopFilterSelect ?? true;
  const hasFilterToggle = caption?.hasFilterToggle ?? true;
  const locale = filters[LOCALE_KEY];
  const enabled = enabledIds(rows, () => true);

  const open = (row: OverviewRow) => void navigate(editPath(config.overviewPath, row.id, locale));
  const openLevel = (id: number | undefined) => update(withNestedLevel(params, id));
  const renderActions = rowActions.length
    ? (row: OverviewRow) => (
        <RowActions
          row={row}
          actions={rowActions}
          locale={locale}
          parentId={filters[PARENT_KEY]}
          onDelete={setPendingDelete}
        />
      )
    : undefined;

  const trail: RootlineItem[] = useMemo(() => {
    const parent = parentQuery.data?.data;
    if (!parent) return [];
    const ancestors = (parent.rootline ?? []).filter((item) => item.id !== parent.id);
    return [...ancestors, { id: parent.id, name: parent.internalName }];
  }, [parentQuery.data]);

  const listProps = {
    rows,
    headlines: visible,
    loading,
    sort,
    onSort: (field: string) => update(withSort(params, nextSort(sort, field))),
    onOpen: open,
    renderActions,
  };

  let body: ReactNode;
  if (view === 'empty') {
    body = <EmptyView title={schema?.views?.emptyView?.title} text={schema?.views?.emptyView?.text} />;
  } else if (view === 'tile') {
    body = (
      <TileView
        rows={rows}
        headlines={visible}
        loading={loading}
        onOpen={open}
        renderActions={renderActions}
      />
    );
  } else if (view === 'nested') {
    body = (
      <ListView
        {...listProps}
        onOpen={(row) => openLevel(row.id)}
        renderLead={(row) => (
          <IconButton
            size="small"
            aria-label={t('overview.openLevel', { name: rowName(row) })}
            onClick={() => openLevel(row.id)}
          >
            <AccountTreeIcon fontSize="small" />
          </IconButton>
        )}
      />
    );
  } else {
    body = (
      <ListView
        {...listProps}
        selection={{
          selected,
          enabled,
          onToggle: (id) => setSelected((current) => toggleRow(current, id)),
          onToggleAll: () => setSelected((current) => toggleSelectAll(current, enabled)),
        }}
      />
    );
  }

  return (
    <OverviewContext.Provider value={context}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mb: 3, flexWrap: 'wrap' }}>
        <Typography variant="h1" sx={{ flexGrow: 1 }}>
          {config.plural}
        </Typography>
        {showCreate && (
          <Button
            variant="contained"
            component={RouterLink}
            to={pathWithQuery(location.pathname, '/new', location.search)}
          >
            {t('overview.create', { entity: config.singular })}
          </Button>
        )}
      </Box>
      {headerExtra && <Box sx={{ mb: 3 }}>{headerExtra}</Box>}
      <Card variant="outlined">
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 2,
            flexWrap: 'wrap',
            p: 2,
            borderBottom: 1,
            borderColor: 'divider',
          }}
        >
          {hasSearch && (
            <SearchField value={readTerm(params)} onSearch={(term) => update(withSearchTerm(params, term))} />
          )}
          {hasShop && (
            <ShopSelect
              apps={apps}
              value={typeof locale === 'number' ? locale : undefined}
              onChange={(appId) => update(withFilters(params, { [LOCALE_KEY]: appId }))}
            />
          )}
          {hasFilterToggle && (
            <Badge badgeContent={activeFilterCount} color="primary" overlap="rectangular">
              <Button
                variant="outlined"
                startIcon={<FilterListIcon />}
                onClick={() => setDrawerOpen(true)}
                sx={{ width: FILTER_BUTTON_WIDTH }}
                aria-label={t('overview.filter')}
                aria-haspopup="dialog"
              >
                {t('overview.filter')}
              </Button>
            </Badge>
          )}
          <Box sx={{ flexGrow: 1 }} />
          {view === 'list' && <ColumnMenu headlines={headlines} hidden={hidden} onToggle={toggle} />}
          {!viewSchema?.viewSwitchDisabled && (
            <ViewSwitch
              views={available}
              value={chosen}
              nestedDisabled={isNestedDisabled(filtersApplied)}
              onChange={(next) => {
                setRequestedView(next);
                setSelected([]);
              }}
            />
          )}
          {!config.disallowExport &&
            renderExport?.({ filters: filtersToParams(filters), selectedIds: selected })}
        </Box>
        {chosen === 'nested' && view !== 'list' && (
          <NestedBreadcrumbs
            rootTitle={config.plural}
            rootHref={`?${withNestedLevel(params, undefined).toString()}`}
            trail={trail}
            levelHref={(id) => `?${withNestedLevel(params, id).toString()}`}
            {...(config.disallowCreation
              ? {}
              : { addHref: pathWithQuery(location.pathname, '/new', location.search) })}
          />
        )}
        {body}
        <OverviewFooter
          page={page}
          perPage={perPage}
          count={rows.length}
          total={pagination?.total ?? 0}
          totalPages={pagination?.totalPages ?? 0}
          loading={loading}
          onPage={(next) => update(withPage(params, next))}
          onPerPage={(next) => update(withPerPage(params, next))}
        />
      </Card>
      <FilterDrawer
        open={drawerOpen}
        section={filterSection}
        filters={filters}
        onApply={(values) => {
          update(withDrawerFilters(params, drawerKeys, values));
          setDrawerOpen(false);
        }}
        onReset={() => {
          update(withoutFilters(params));
          setDrawerOpen(false);
        }}
        onClose={() => setDrawerOpen(false)}
      />
      <ConfirmDialog
        open={pendingDelete !== null}
        busy={deletion.isPending}
        onClose={() => setPendingDelete(null)}
        onConfirm={() => pendingDelete && deletion.mutate(pendingDelete)}
      >
        {pendingDelete ? t('overview.delete.text', { name: rowName(pendingDelete) }) : null}
      </ConfirmDialog>
    </OverviewContext.Provider>
  );
}
