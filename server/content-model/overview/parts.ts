// Building blocks of the overview schemas: headlines, row actions, views and filter nodes.
import type {
  FormNode,
  FormSection,
  OverviewHeadline,
  OverviewRowAction,
  OverviewView,
} from '@generated/model';

export interface OverviewContext {
  shops: { id: number; name: string; localeCode: string }[];
  tagGroups: { key: string; name: string }[];
}

export const headline = {
  id: { name: 'id', label: 'ID', cell: { field: 'id', component: 'Id' }, sortingField: 'id' },
  internalName: {
    name: 'internalName',
    label: 'Internal name',
    cell: { field: 'internalName', component: 'Text' },
    sortingField: 'internalName',
    isStaticColumn: true,
  },
  appStatuses: {
    name: 'status',
    label: 'Status',
    cell: { field: 'appConfigs', component: 'AppStatuses' },
    isStaticColumn: true,
  },
  streamProducts: {
    name: 'streamProductCount',
    label: 'Products',
    cell: { field: 'appConfigs', component: 'StreamProductCount' },
  },
  updated: {
    name: 'updated',
    label: 'Last update',
    cells: [
      { field: 'updatedAt', component: 'DateTime' },
      { field: 'updatedByUser.name', component: 'User' },
    ],
    sortingField: 'updatedAt',
  },
  created: {
    name: 'createdAt',
    label: 'Created',
    cell: { field: 'createdAt', component: 'DateTime' },
    sortingField: 'createdAt',
    defaultHidden: true,
  },
  tags: { name: 'tags', label: 'Tags', cell: { field: 'tags', component: 'Tags' }, defaultHidden: true },
} satisfies Record<string, OverviewHeadline>;

const ACTIONS: Record<OverviewRowAction['name'], OverviewRowAction> = {
  edit: { name: 'edit', label: 'Open', icon: 'edit' },
  duplicate: { name: 'duplicate', label: 'Duplicate', icon: 'content_copy' },
  delete: { name: 'delete', label: 'Delete', icon: 'delete' },
  'open-new-tab': { name: 'open-new-tab', label: 'Open in new tab', icon: 'open_in_new' },
  'copy-link': { name: 'copy-link', label: 'Copy link', icon: 'link' },
};

export const actions = (...names: OverviewRowAction['name'][]) => ({
  row: names.map((name) => ACTIONS[name]),
});

export const captionTop = (shopSelect = true, filterToggle = true) => ({
  hasSearchbar: true,
  hasShopFilterSelect: shopSelect,
  hasFilterToggle: filterToggle,
});

export const emptyView: OverviewView = {
  title: 'No results found',
  text: "We couldn't find any results. Change selected filters.",
  captionTop: captionTop(),
};

export const statusFilter: FormNode = {
  name: 'status',
  label: 'Status',
  type: 'field',
  component: 'Select',
  attributes: {
    multiple: true,
    options: [
      { label: 'Online', value: 'online' },
      { label: 'Offline', value: 'offline' },
      { label: 'Scheduled', value: 'scheduled' },
      { label: 'Draft', value: 'draft' },
    ],
  },
};

export const shopFilter = (context: OverviewContext): FormNode => ({
  name: 'locale',
  label: 'Shop',
  type: 'field',
  component: 'ShopSelect',
  // Named like the toolbar's shop select: 'Germany (de-DE)', and 'All shops' for no choice.
  attributes: {
    multiple: false,
    placeholder: 'All shops',
    options: context.shops.map((s) => ({ label: `${s.name} (${s.localeCode})`, value: s.id })),
  },
});

export const tagsFilter: FormNode = {
  name: 'tagsAll',
  label: 'Tags',
  type: 'field',
  component: 'DynamicTags',
  attributes: { multiple: true },
};

export const tagGroupsFilter = (
  context: OverviewContext,
  name = 'tagGroupsAll',
  multiple = true,
): FormNode => ({
  name,
  label: 'Tag group',
  type: 'field',
  component: 'Select',
  attributes: { multiple, options: context.tagGroups.map((g) => ({ label: g.name, value: g.key })) },
});

export const idsFilter: FormNode = {
  name: 'ids',
  label: 'IDs',
  type: 'field',
  component: 'TextField',
  attributes: { multiple: true, placeholder: '12, 34, 56' },
};

/** The filter drawer: a form-field section whose node names are the f[...] keys. */
export const filterSection = (...items: FormNode[]): FormSection => ({
  name: 'filters',
  label: 'Filters',
  type: 'section',
  component: 'Section',
  attributes: { slug: 'filters' },
  items,
});

/** A layout-only group: its items stay top-level f[...] keys. */
export const filterGroup = (name: string, label: string, items: FormNode[]): FormNode => ({
  name,
  label,
  type: 'group',
  layoutOnly: true,
  items,
});
