import Box from '@mui/material/Box';
import { useQueries } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { getGetWidgetSchemaQueryOptions, useGetDashboard } from '@generated/api/dashboard/dashboard';
import { SCHEMA_QUERY_OPTIONS } from '@/api/query-client';
import { PageLoader } from '@/components/page-loader';
import { useCurrentTenant, useCurrentUser } from '@/api/session';
import { t } from '@/i18n';
import { DataWidget } from './data-widget';
import { sectionGridStyle } from './section-grid';
import { WelcomeBlock } from './welcome-block';
import { dataWidgetNames, resolveDashboard, type SchemaState } from './widget-loading';

export interface DashboardProps {
  /** Custom widgets other features provide, by the component name the dashboard schema gives them. */
  widgets?: Readonly<Record<string, ReactNode>>;
}

/** The homepage dashboard (spec 1 §2.6, §4.3). */
export function Dashboard({ widgets = {} }: DashboardProps) {
  const dashboard = useGetDashboard({
    query: { ...SCHEMA_QUERY_OPTIONS, select: (response) => response.data },
  });
  const names = dataWidgetNames(dashboard.data);
  // A failed widget schema is skipped, so its error must not reach the error boundary.
  const schemaQueries = useQueries({
    queries: names.map((name) =>
      getGetWidgetSchemaQueryOptions(name, {
        query: { ...SCHEMA_QUERY_OPTIONS, throwOnError: false, select: (response) => response.data },
      }),
    ),
  });
  const tenant = useCurrentTenant();
  const user = useCurrentUser();
  const states = new Map<string, SchemaState>(
    names.map((name, index) => {
      const result = schemaQueries[index]!;
      return [name, { isPending: result.isPending, isError: result.isError, data: result.data }];
    }),
  );
  const resolved = resolveDashboard(dashboard.data, states);
  const shops = useMemo(() => tenant.data?.apps ?? [], [tenant.data]);

  if (resolved.loading || !tenant.data) {
    return <PageLoader py={8} />;
  }
  return (
    <Box component="section" aria-label={t('dashboard.label')} sx={{ display: 'grid', gap: '24px' }}>
      {resolved.sections.map((section) => (
        <Box key={section.key} data-testid="dashboard-section" sx={sectionGridStyle(section)}>
          {section.widgets.map((widget) =>
            widget.kind === 'custom' ? (
              widget.component === 'WelcomeBlock' ? (
                <WelcomeBlock key={widget.key} name={user.data?.name} />
              ) : widgets[widget.component] ? (
                <Box key={widget.key}>{widgets[widget.component]}</Box>
              ) : null
            ) : (
              <DataWidget
                key={widget.key}
                schema={widget.schema}
                mainAppId={tenant.data!.mainAppId}
                shops={shops}
              />
            ),
          )}
        </Box>
      ))}
    </Box>
  );
}
