import FilterListIcon from '@mui/icons-material/FilterList';
import InfoOutlinedIcon from '@mui/icons-material/InfoOutlined';
import Alert from '@mui/material/Alert';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { getGetWidgetDataQueryOptions } from '@generated/api/dashboard/dashboard';
import type { App, WidgetSchema } from '@generated/model';
import { errorStatus, HttpError, serverMessage } from '@/api/errors';
import { EmptyState } from '@/components/empty-state';
import { PageLoader } from '@/components/page-loader';
import { SearchField } from '@/components/search-field';
import { FilterDrawer } from '@/forms/filter-drawer';
import { sectionToSchema } from '@/forms/form-section-schema';
import { shortMessage } from '@/forms/server-errors';
import { t, type MessageKey } from '@/i18n';
import { QuickFilter } from './quick-filter';
import {
  changePage,
  initialFilterState,
  resetFilters,
  updateFilters,
  widgetRequestParams,
  type WidgetFilterState,
} from './widget-filters';
import { WidgetFooter } from './widget-footer';
import { WidgetIcon } from './widget-icon';
import { WidgetListView } from './widget-list-view';
import { WidgetTileView } from './widget-tile-view';
import { isSupportedView, switchableViews } from './widget-views';

/** The filter values a 422 refused, by filter name (`f[tagsAll]` → `tagsAll`), in the §5.1 short form. */
function refusedFilters(error: unknown): Record<string, string[]> {
  if (!(error instanceof HttpError) || error.status !== 422) return {};
  const result: Record<string, string[]> = {};
  for (const [path, messages] of Object.entries(error.fieldErrors)) {
    const name = /^f\[(.+)\]$/.exec(path)?.[1] ?? path;
    result[name] = (messages ?? []).map(shortMessage);
  }
  if (Object.keys(result).length === 0) result.filters = [serverMessage(error) ?? error.message];
  return result;
}

/** A filter's label from the widget's schema, else its name. */
function filterLabel(schema: WidgetSchema, name: string): string {
  const detailed = schema.filters?.detailed?.find((item) => item.name === name);
  return detailed?.label ?? name;
}

interface DataWidgetProps {
  schema: WidgetSchema;
  mainAppId: number;
  shops: App[];
}

/** A data widget (spec 1 §2.6): header, the chosen view of its rows, the detailed-filters drawer, footer. */
export function DataWidget({ schema, mainAppId, shops }: DataWidgetProps) {
  const [state, setState] = useState<WidgetFilterState>(() => initialFilterState(schema, mainAppId));
  const [drawerOpen, setDrawerOpen] = useState(false);
  const views = switchableViews(schema.views);
  const [viewType, setViewType] = useState<string>(views[0]?.type ?? 'listView');
  const query = useQuery({
    ...getGetWidgetDataQueryOptions(schema.name, widgetRequestParams(state)),
    placeholderData: keepPreviousData,
    // A failing widget shows its error in its own frame: it never replaces the home page (only a lost
    // session goes to the error boundary).
    throwOnError: (error) => errorStatus(error) === 401,
  });
  // Filter values the server refused (422), by filter name: shown beside the widget and in its drawer.
  const refused = useMemo(() => refusedFilters(query.error), [query.error]);
  const view = views.find((v) => v.type === viewType) ?? views[0];
  const emptyView = schema.views.find((v) => v.type === 'emptyView');
  const quick = schema.filters?.quick ?? [];
  const detailed = schema.filters?.detailed ?? [];
  // The detailed filters as a form section for the drawer.
  const detailedSection = useMemo(
    () =>
      sectionToSchema({
        name: 'filters',
        label: t('filterDrawer.title'),
        type: 'section',
        component: 'Section',
        attributes: { slug: 'filters' },
        items: schema.filters?.detailed ?? [],
      }),
    [schema.filters?.detailed],
  );
  const detailedCount = detailed.filter((field) => state.filters[field.name] !== undefined).length;
  const shopId = typeof state.filters.locale === 'number' ? state.filters.locale : undefined;
  const titleId = `widget-${schema.name}-title`;
  const rows = query.data?.data ?? [];

  let body: React.ReactNode;
  if (Object.keys(refused).length > 0) {
    body = (
      <Alert
        severity="error"
        data-testid="widget-refused"
        sx={{ m: 2 }}
        action={
          <Button
            color="inherit"
            size="small"
            onClick={() => setState((s) => resetFilters(s, schema, mainAppId))}
          >
            {t('filterDrawer.reset')}
          </Button>
        }
      >
        {t('filterDrawer.refused')}
        {Object.entries(refused).map(([name, messages]) => (
          <div key={name}>
            {t('filterDrawer.refusedField', {
              label: filterLabel(schema, name),
              message: messages.join(' '),
            })}
          </div>
        ))}
      </Alert>
    );
  } else if (query.isPending) {
    body = <PageLoader py={6} />;
  } else if (query.isError) {
    body = (
      <EmptyState
        dense
        data-testid="widget-error"
        title={t('error.generic.headline')}
        text={t('dashboard.widget.loadFailed')}
      />
    );
  } else if (!view || !isSupportedView(view.type)) {
    body = (
      <EmptyState
        dense
        data-testid="widget-unsupported"
        title={t('dashboard.widget.unsupported.title')}
        text={t('dashboard.widget.unsupported.text')}
      />
    );
  } else if (rows.length === 0) {
    body = <EmptyState dense data-testid="widget-empty" title={emptyView?.title} text={emptyView?.text} />;
  } else if (view.type === 'tileView') {
    body = <WidgetTileView headlines={view.headlines ?? []} rows={rows} shops={shops} shopId={shopId} />;
  } else {
    body = <WidgetListView headlines={view.headlines ?? []} rows={rows} shops={shops} shopId={shopId} />;
  }

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={titleId}
      data-testid={`widget-${schema.name}`}
      sx={{ display: 'flex', flexDirection: 'column', minWidth: 0, overflow: 'hidden' }}
    >
      <Box sx={{ px: 2, pt: 2, pb: 1.5, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
          {schema.headline?.icon && <WidgetIcon name={schema.headline.icon} color="primary" />}
          <Typography
            id={titleId}
            variant="h3"
            component="h2"
            sx={{ fontSize: 18, fontWeight: 600, flexGrow: 1 }}
          >
            {schema.headline?.title ?? schema.name}
          </Typography>
          {schema.headline?.tooltip && (
            <Tooltip title={schema.headline.tooltip}>
              <InfoOutlinedIcon fontSize="small" color="action" aria-label={schema.headline.tooltip} />
            </Tooltip>
          )}
          {views.length > 1 && (
            <ToggleButtonGroup
              size="small"
              exclusive
              value={viewType}
              aria-label={t('dashboard.widget.view')}
              onChange={(_event, next: string | null) => next && setViewType(next)}
            >
              {views.map((v) => (
                <ToggleButton key={v.type} value={v.type} sx={{ py: 0.25 }}>
                  {t(`dashboard.widget.view.${v.type}` as MessageKey)}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
          )}
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
          {schema.filters?.hasSearch && (
            <SearchField
              label={t('dashboard.widget.search')}
              sx={{ minWidth: 160, flex: '1 1 180px', maxWidth: 320 }}
              value={String(state.filters.term ?? '')}
              onSearch={(term) => setState((s) => updateFilters(s, { term }))}
            />
          )}
          {quick.map((item) => (
            <QuickFilter
              key={item.name}
              item={item}
              value={state.filters[item.name]}
              onChange={(value) => setState((s) => updateFilters(s, { [item.name]: value }))}
            />
          ))}
          {detailed.length > 0 && (
            <Badge badgeContent={detailedCount} color="primary">
              <Button
                variant="outlined"
                startIcon={<FilterListIcon />}
                onClick={() => setDrawerOpen(true)}
                aria-label={t('dashboard.widget.filters.open')}
              >
                {t('dashboard.widget.filters')}
              </Button>
            </Badge>
          )}
        </Box>
      </Box>
      <Box
        sx={{
          flexGrow: 1,
          overflowX: 'auto',
          borderTop: 1,
          borderColor: 'divider',
          opacity: query.isPlaceholderData ? 0.6 : 1,
        }}
      >
        {body}
      </Box>
      {schema.settings?.hasPagination && query.data && rows.length > 0 && (
        <WidgetFooter
          pagination={query.data.meta.pagination}
          onPage={(page) => setState((s) => changePage(s, page))}
        />
      )}
      <FilterDrawer
        open={drawerOpen}
        formId={`${schema.name}-filters`}
        noFieldsText={t('dashboard.widget.filters.none')}
        section={detailedSection}
        filters={state.filters}
        errors={refused}
        onClose={() => setDrawerOpen(false)}
        onApply={(values) => {
          setState((s) => updateFilters(s, values));
          setDrawerOpen(false);
        }}
        onReset={() => {
          setState((s) => resetFilters(s, schema, mainAppId));
          setDrawerOpen(false);
        }}
      />
    </Paper>
  );
}
