import type { WidgetView } from '@generated/model';

/** Views this dashboard renders; any other view type shows 'View is not supported'. */
export const SUPPORTED_VIEWS = ['listView', 'tileView'] as const;

export const isSupportedView = (type: string) => (SUPPORTED_VIEWS as readonly string[]).includes(type);

/** The views the switcher offers (the empty view is shown by itself when there are no rows). */
export const switchableViews = (views: WidgetView[]) => views.filter((view) => view.type !== 'emptyView');
