// The overview schema of every entity type (spec 1 §2.7, §2.8, §3): views, columns, sortable fields,
// row actions and the filter form. Served by GET /overview/{entityPlural} and
// GET /overview/{resourcePlural}/{entityPlural}; list endpoints accept sortBy only for the sortable fields.
import type { MediaKind, OverviewHeadline, OverviewSchema, OverviewView } from '@generated/model';
import type { EntityType } from '@server/services/entities/types';
import {
  actions,
  captionTop,
  emptyView,
  filterGroup,
  filterSection,
  headline,
  idsFilter,
  shopFilter,
  statusFilter,
  tagGroupsFilter,
  tagsFilter,
  type OverviewContext,
} from './parts';

const DEFAULT_SORT = { field: 'updatedAt', direction: 'desc' } as const;

const detailedView: OverviewView = {
  headlines: [headline.id, headline.internalName, headline.appStatuses, headline.created, headline.updated],
};

const publishedFilters = (context: OverviewContext) =>
  filterSection(
    // The shop is chosen in the card header (hasShopFilterSelect), not again in the drawer.
    filterGroup('publication', 'Publication', [statusFilter]),
    filterGroup('tagging', 'Tags', [tagsFilter, tagGroupsFilter(context)]),
    idsFilter,
  );

/** A list overview of a publishable type with app statuses. */
function publishedList(
  type: EntityType,
  context: OverviewContext,
  extra: OverviewHeadline[] = [],
  rowActions = actions('edit', 'copy-link', 'duplicate', 'delete'),
): OverviewSchema {
  return {
    entityType: type,
    views: {
      listView: {
        headlines: [
          headline.id,
          headline.internalName,
          ...extra,
          headline.appStatuses,
          headline.updated,
          headline.created,
          headline.tags,
        ],
        captionTop: captionTop(),
        actions: rowActions,
      },
      emptyView,
      detailedView,
    },
    filters: publishedFilters(context),
    defaultSort: DEFAULT_SORT,
  };
}

/** Nested (hierarchy by f[parentId]) plus a flat list for filtered results. */
function hierarchy(
  type: EntityType,
  context: OverviewContext,
  rowActions: ReturnType<typeof actions>,
): OverviewSchema {
  const headlines = [
    headline.id,
    headline.internalName,
    { name: 'childrenCount', label: 'Subpages', cell: { field: 'childrenCount', component: 'Text' } },
    headline.appStatuses,
    headline.streamProducts,
    headline.updated,
    headline.created,
  ];
  return {
    entityType: type,
    views: {
      nestedView: { headlines, captionTop: captionTop(true, true), actions: rowActions },
      listView: {
        headlines: [
          ...headlines.slice(0, 2),
          { name: 'rootline', label: 'Path', cell: { field: 'rootline', component: 'Text' } },
          ...headlines.slice(2),
        ],
        captionTop: captionTop(),
        actions: rowActions,
      },
      emptyView,
      detailedView,
    },
    filters: filterSection(filterGroup('publication', 'Publication', [statusFilter]), idsFilter),
    defaultSort: DEFAULT_SORT,
  };
}

function mediaOverview(type: MediaKind): OverviewSchema {
  const preview: OverviewHeadline = {
    name: 'preview',
    label: 'Preview',
    cell: { field: 'hash', component: type === 'image' ? 'Image' : 'Video' },
    isStaticColumn: true,
  };
  const name: OverviewHeadline = {
    name: 'name',
    label: 'Name',
    cell: { field: 'meta.name', component: 'Text' },
    sortingField: 'name',
    isStaticColumn: true,
  };
  const uploadedOn: OverviewHeadline = {
    name: 'updatedAt',
    label: 'Uploaded on',
    cell: { field: 'updatedAt', component: 'Date', attributes: { format: 'dd.MM.yyyy' } },
    sortingField: 'updatedAt',
  };
  const by: OverviewHeadline = {
    name: 'updatedByUser',
    label: 'by',
    // The column says 'by': its cell is the name alone (the User cell adds 'by' for the 'Last update' column).
    cell: { field: 'updatedByUser.name', component: 'Text' },
  };
  const size: OverviewHeadline = {
    name: 'size',
    label: 'Size',
    cell: { field: 'meta.size', component: 'FileSize' },
  };
  const resolution: OverviewHeadline = {
    name: 'resolution',
    label: 'Resolution',
    cell: { field: 'meta.image', component: 'Resolution' },
  };
  const rowActions = actions('open-new-tab', 'copy-link');
  const caption = captionTop(false, false);
  return {
    entityType: type,
    views: {
      tileView: { headlines: [preview, name, uploadedOn, by], captionTop: caption, actions: rowActions },
      listView: {
        headlines: [
          preview,
          name,
          headline.id,
          ...(type === 'image' ? [resolution] : []),
          size,
          uploadedOn,
          by,
        ],
        captionTop: caption,
        actions: rowActions,
      },
      emptyView: { ...emptyView, captionTop: caption },
      detailedView: { headlines: [preview, name, headline.id, size, uploadedOn, by] },
    },
    filters: filterSection(idsFilter),
    defaultSort: DEFAULT_SORT,
  };
}

function simpleList(
  type: EntityType,
  headlines: OverviewHeadline[],
  rowActions: ReturnType<typeof actions>,
  filters = filterSection(idsFilter),
): OverviewSchema {
  const caption = captionTop(false, true);
  return {
    entityType: type,
    views: {
      listView: { headlines, captionTop: caption, actions: rowActions },
      emptyView: { ...emptyView, captionTop: caption },
      detailedView: { headlines },
    },
    filters,
    defaultSort: DEFAULT_SORT,
  };
}

const previewImage: OverviewHeadline = {
  name: 'preview',
  label: 'Preview',
  cell: { field: 'appConfigs.0.preview.imagesByType.desktop_default.hash', component: 'Image' },
};

const BUILDERS: Record<EntityType, (context: OverviewContext) => OverviewSchema> = {
  bundle: (c) => publishedList('bundle', c, [previewImage, headline.streamProducts]),
  cluster: (c) =>
    publishedList('cluster', c, [
      { name: 'pages', label: 'Pages', cell: { field: 'appConfigs.0.pages', component: 'Text' } },
    ]),
  teaser: (c) => publishedList('teaser', c),
  story: (c) => publishedList('story', c, [headline.streamProducts]),
  'brand-story': (c) => publishedList('brand-story', c, [headline.streamProducts]),
  'idol-story': (c) => publishedList('idol-story', c, [headline.streamProducts]),
  hotdrop: (c) => publishedList('hotdrop', c, [headline.streamProducts]),
  'brand-discovery': (c) => publishedList('brand-discovery', c),
  highlight: (c) => publishedList('highlight', c),
  'core-page': (c) => publishedList('core-page', c, [], actions('edit', 'copy-link')),
  category: (c) => hierarchy('category', c, actions('edit', 'copy-link')),
  'custom-page': (c) => hierarchy('custom-page', c, actions('edit', 'copy-link', 'duplicate', 'delete')),
  'profile-brand': (c) =>
    simpleList(
      'profile-brand',
      [
        headline.id,
        headline.internalName,
        { name: 'parent', label: 'Parent brand', cell: { field: 'parent.internalName', component: 'Text' } },
        headline.updated,
        headline.created,
      ],
      actions('edit', 'copy-link'),
      filterSection(shopFilter(c), idsFilter),
    ),
  'profile-idol': (c) =>
    simpleList(
      'profile-idol',
      [headline.id, headline.internalName, headline.updated, headline.created, headline.tags],
      actions('edit', 'copy-link', 'duplicate', 'delete'),
      filterSection(shopFilter(c), tagsFilter, idsFilter),
    ),
  tag: (c) =>
    simpleList(
      'tag',
      [
        headline.id,
        {
          name: 'name',
          label: 'Name',
          cell: { field: 'name', component: 'Text' },
          sortingField: 'name',
          isStaticColumn: true,
        },
        {
          name: 'group',
          label: 'Tag group',
          cell: { field: 'tagGroup.name', component: 'Text' },
          sortingField: 'group',
        },
        headline.updated,
        headline.created,
      ],
      actions('edit', 'copy-link'),
      filterSection(tagGroupsFilter(c, 'group', false), idsFilter),
    ),
  'tag-group': () =>
    simpleList(
      'tag-group',
      [
        headline.id,
        {
          name: 'name',
          label: 'Name',
          cell: { field: 'name', component: 'Text' },
          sortingField: 'name',
          isStaticColumn: true,
        },
        { name: 'key', label: 'Key', cell: { field: 'key', component: 'Text' }, sortingField: 'key' },
        { name: 'tagsCount', label: 'Tags', cell: { field: 'tagsCount', component: 'Text' } },
        headline.updated,
        headline.created,
      ],
      actions('edit', 'copy-link'),
    ),
  'scb-ruleset': () =>
    simpleList(
      'scb-ruleset',
      [headline.id, headline.internalName, headline.updated, headline.created],
      actions('edit', 'copy-link', 'duplicate', 'delete'),
    ),
  'block-type': () =>
    simpleList(
      'block-type',
      [
        headline.id,
        {
          name: 'name',
          label: 'Name',
          cell: { field: 'name', component: 'Text' },
          sortingField: 'blockName',
          isStaticColumn: true,
        },
        { name: 'label', label: 'Label', cell: { field: 'label', component: 'Text' }, sortingField: 'label' },
        headline.updated,
      ],
      actions('edit'),
    ),
  image: () => mediaOverview('image'),
  video: () => mediaOverview('video'),
};

const EMPTY_CONTEXT: OverviewContext = { shops: [], tagGroups: [] };

export const overviewSchemaOf = (
  type: EntityType,
  context: OverviewContext = EMPTY_CONTEXT,
): OverviewSchema => BUILDERS[type](context);

const sortableCache = new Map<EntityType, string[]>();

/** The sortable fields of a type: every sortingField of its overview views. */
export function sortableFields(type: EntityType): string[] {
  let fields = sortableCache.get(type);
  if (!fields) {
    const views = Object.values(overviewSchemaOf(type).views) as OverviewView[];
    fields = [
      ...new Set(
        views.flatMap((v) => v.headlines ?? []).flatMap((h) => (h.sortingField ? [h.sortingField] : [])),
      ),
    ];
    sortableCache.set(type, fields);
  }
  return fields;
}
