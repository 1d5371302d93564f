// The data widgets of the dashboard (spec 1 §2.6, §3): headline, search, quick and detailed filters, views,
// data source and pagination. Filter names are the f[...] keys the widget data call reads.
import type { OverviewHeadline, QuickFilterItem, WidgetSchema } from '@generated/model';
import { headline, statusFilter, tagGroupsFilter, tagsFilter, type OverviewContext } from '../overview/parts';

export const WIDGET_NAMES = ['recently-updated', 'scheduled-content', 'missing-fields'] as const;
export type WidgetName = (typeof WIDGET_NAMES)[number];

export const isWidgetName = (name: string): name is WidgetName =>
  (WIDGET_NAMES as readonly string[]).includes(name);

/** Entity types that widget rows can have (content with shop configs), with their labels. */
export const WIDGET_ENTITY_TYPES: { value: string; label: string }[] = [
  { value: 'bundle', label: 'Bundles' },
  { value: 'story', label: 'Category Stories' },
  { value: 'brand-story', label: 'Brand stories' },
  { value: 'idol-story', label: 'Idol stories' },
  { value: 'hotdrop', label: 'Drop Pages' },
  { value: 'custom-page', label: 'Custom pages' },
  { value: 'category', label: 'Category Pages' },
  { value: 'core-page', label: 'Core pages' },
  { value: 'brand-discovery', label: 'Brand discoveries' },
  { value: 'highlight', label: 'Highlights' },
  { value: 'cluster', label: 'Clusters' },
  { value: 'teaser', label: 'Teaser Campaigns' },
  { value: 'profile-brand', label: 'Brand profiles' },
  { value: 'profile-idol', label: 'Idol profiles' },
];

/** Days ahead the scheduled-content widget looks by default. */
export const DEFAULT_SCHEDULED_DAYS = 7;

const typeColumn: OverviewHeadline = {
  name: 'entityType',
  label: 'Type',
  cell: { field: 'entityType', component: 'EntityType' },
};

const entityTypeSelect: QuickFilterItem = {
  component: 'EntityTypeSelect',
  name: 'type',
  defaultValue: null,
  values: WIDGET_ENTITY_TYPES,
  prefix: 'Type:',
  resettable: true,
};

const shopSelect = (context: WidgetContext, resettable: boolean): QuickFilterItem => ({
  component: 'ShopSelect',
  name: 'locale',
  defaultValue: resettable ? null : context.mainAppId,
  values: context.shops.map((shop) => ({ label: shop.name, value: shop.id })),
  icon: 'storefront',
  resettable,
});

export interface WidgetContext extends OverviewContext {
  mainAppId: number;
}

const settings = { hasPagination: true, perPage: 20 };

export function widgetSchema(name: WidgetName, context: WidgetContext): WidgetSchema {
  const endpoint = `/dashboard/widgets/${name}/data`;
  switch (name) {
    case 'recently-updated':
      return {
        name,
        headline: {
          icon: 'history',
          title: 'Recently updated',
          tooltip: 'Content of any type, newest change first.',
        },
        filters: {
          hasSearch: true,
          quick: [
            shopSelect(context, true),
            entityTypeSelect,
            {
              component: 'Select',
              name: 'status',
              defaultValue: null,
              values: statusFilter.attributes!.options as QuickFilterItem['values'] & object,
              prefix: 'Status:',
              icon: 'filter_list',
              resettable: true,
            },
          ],
          detailed: [tagsFilter, tagGroupsFilter(context)],
        },
        views: [
          {
            type: 'listView',
            headlines: [headline.internalName, typeColumn, headline.appStatuses, headline.updated],
          },
          { type: 'tileView', headlines: [headline.internalName, typeColumn, headline.appStatuses] },
          {
            type: 'emptyView',
            title: 'No results found',
            text: "We couldn't find any results. Change selected filters.",
          },
        ],
        dataSource: { endpoint },
        binding: { entityType: 'mixed' },
        settings,
      };
    case 'scheduled-content':
      return {
        name,
        headline: {
          icon: 'event',
          title: 'Going online soon',
          tooltip: 'Shop configurations that are published and go online in the coming days, soonest first.',
        },
        filters: {
          hasSearch: true,
          quick: [
            shopSelect(context, false),
            {
              component: 'Select',
              name: 'days',
              defaultValue: DEFAULT_SCHEDULED_DAYS,
              values: [
                { label: '7 days', value: 7 },
                { label: '14 days', value: 14 },
                { label: '30 days', value: 30 },
                { label: '90 days', value: 90 },
              ],
              prefix: 'Next',
              icon: 'event',
              resettable: false,
            },
          ],
          detailed: [
            {
              name: 'type',
              label: 'Type',
              type: 'field',
              component: 'Select',
              attributes: { multiple: false, options: WIDGET_ENTITY_TYPES },
            },
            tagsFilter,
          ],
        },
        views: [
          {
            type: 'listView',
            headlines: [
              headline.internalName,
              typeColumn,
              {
                name: 'activeFrom',
                label: 'Goes online',
                cell: { field: 'appConfigs', component: 'NextActiveFrom' },
                isStaticColumn: true,
              },
            ],
          },
          {
            type: 'emptyView',
            title: 'Nothing scheduled',
            text: 'No content goes online in this shop in the chosen days.',
          },
        ],
        dataSource: { endpoint },
        binding: { entityType: 'mixed' },
        settings,
      };
    case 'missing-fields':
      return {
        name,
        headline: {
          icon: 'report',
          title: 'Missing required fields',
          tooltip:
            'Content whose shop configuration lacks a name, slug, preview image, SEO title or SEO description.',
        },
        filters: {
          hasSearch: true,
          quick: [shopSelect(context, true), entityTypeSelect],
          detailed: [tagsFilter],
        },
        views: [
          {
            type: 'listView',
            headlines: [headline.internalName, typeColumn, headline.appStatuses, headline.updated],
          },
          {
            type: 'emptyView',
            title: 'All required fields filled',
            text: 'Every shop configuration has its name, slug, preview image and SEO texts.',
          },
        ],
        dataSource: { endpoint },
        binding: { entityType: 'mixed' },
        settings,
      };
  }
}
