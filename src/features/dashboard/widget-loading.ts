import type { DashboardSchema, DashboardWidget, WidgetSchema } from '@generated/model';

export interface SchemaState {
  isPending: boolean;
  data?: WidgetSchema | undefined;
  isError: boolean;
}

export type ResolvedWidget =
  { kind: 'custom'; key: string; component: string } | { kind: 'data'; key: string; schema: WidgetSchema };

export interface ResolvedSection {
  key: string;
  gap?: number;
  height?: number | null;
  widgets: ResolvedWidget[];
}

/** The names of the data widgets whose schemas the dashboard asks for, once each. */
export const dataWidgetNames = (schema: DashboardSchema | undefined): string[] => [
  ...new Set(
    (schema?.sections ?? []).flatMap((section) =>
      section.widgets.flatMap((widget) => (widget.type === 'data' && widget.name ? [widget.name] : [])),
    ),
  ),
];

/**
 * Spec 1 §4.3: the dashboard schema loads first, then the widget schemas; while any is loading the
 * dashboard shows a spinner; a widget whose schema failed to load is skipped (and an empty section with it).
 */
export function resolveDashboard(
  schema: DashboardSchema | undefined,
  schemas: Map<string, SchemaState>,
): { loading: boolean; sections: ResolvedSection[] } {
  if (!schema) return { loading: true, sections: [] };
  if ([...schemas.values()].some((state) => state.isPending)) return { loading: true, sections: [] };
  const resolve = (widget: DashboardWidget, index: number): ResolvedWidget[] => {
    if (widget.type === 'custom') {
      return widget.component
        ? [{ kind: 'custom', key: `custom-${index}`, component: widget.component }]
        : [];
    }
    const loaded = widget.name ? schemas.get(widget.name)?.data : undefined;
    return loaded ? [{ kind: 'data', key: `${widget.name}-${index}`, schema: loaded }] : [];
  };
  const sections = schema.sections
    .map((section, index) => ({
      key: `section-${index}`,
      gap: section.gap,
      height: section.height,
      widgets: section.widgets.flatMap(resolve),
    }))
    .filter((section) => section.widgets.length > 0);
  return { loading: false, sections };
}
