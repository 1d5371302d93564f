import type { QueryFunction, QueryKey } from '@tanstack/react-query';
import {
  getListBrandDiscoveriesQueryOptions,
  deleteBrandDiscovery,
} from '../../../generated/api/brand-discoveries/brand-discoveries';
import { deleteBundle, getListBundlesQueryOptions } from '../../../generated/api/bundles/bundles';
import {
  getGetCategoryQueryOptions,
  getListCategoriesQueryOptions,
} from '../../../generated/api/categories/categories';
import { deleteCluster, getListClustersQueryOptions } from '../../../generated/api/clusters/clusters';
import { getListBlockTypesQueryOptions } from '../../../generated/api/content/content';
import { deleteCorePage, getListCorePagesQueryOptions } from '../../../generated/api/core-pages/core-pages';
import {
  deleteCustomPage,
  getGetCustomPageQueryOptions,
  getListCustomPagesQueryOptions,
} from '../../../generated/api/custom-pages/custom-pages';
import { deleteHighlight, getListHighlightsQueryOptions } from '../../../generated/api/highlights/highlights';
import {
  deleteMedia,
  getListMediaImagesQueryOptions,
  getListMediaVideosQueryOptions,
} from '../../../generated/api/media/media';
import {
  getGetOverviewSchemaQueryOptions,
  getGetResourceOverviewSchemaQueryOptions,
} from '../../../generated/api/overview/overview';
import { deletePage, getListPagesQueryOptions } from '../../../generated/api/pages/pages';
import {
  deleteProfileIdol,
  getListProfileBrandsQueryOptions,
  getListProfileIdolsQueryOptions,
} from '../../../generated/api/profiles/profiles';
import {
  deleteScbRuleset,
  getListScbRulesetsQueryOptions,
} from '../../../generated/api/scb-rulesets/scb-rulesets';
import { getListTagGroupsQueryOptions, getListTagsQueryOptions } from '../../../generated/api/tags/tags';
import { deleteTeaser, getListTeasersQueryOptions } from '../../../generated/api/teasers/teasers';
import type {
  BlockType,
  Entity,
  FilterPageTypeParameter,
  ListBundlesParams,
  MediaImage,
  MediaVideo,
  OverviewSchemaResponse,
  PaginationMeta,
  RootlineItem,
  Tag,
  TagGroup,
} from '../../../generated/model';
import { SCHEMA_QUERY_OPTIONS } from '../../api/query-client';
import { getEntityConfig, type EntityType } from '../../entities';

/** One row of any overview list. */
export type OverviewRow = Entity | MediaImage | MediaVideo | Tag | TagGroup | BlockType;
export interface OverviewList {
  data: OverviewRow[];
  meta: PaginationMeta;
}
/** The list parameters every collection understands (the generated list params share them). */
export type OverviewListParams = ListBundlesParams;

export interface QueryDescriptor<T> {
  queryKey: QueryKey;
  queryFn: QueryFunction<T>;
}

interface OverviewApi {
  /** The generated list query (key and function) of the type's collection. */
  list: (params: OverviewListParams) => QueryDescriptor<OverviewList>;
  /** The first segment of every list query key of the collection (for invalidation). */
  listKeyRoot: string;
  /** The generated delete call; absent where the product never deletes (405 in the contract). */
  remove?: (id: number) => Promise<void>;
  /** Parent lookup of hierarchical types (for the breadcrumb rootline). */
  parent?: (
    id: number,
  ) => QueryDescriptor<{ data: { id: number; internalName: string; rootline?: RootlineItem[] } }>;
}

/** The generated options carry a tagged key and a function typed for their own list; both fit the overview's. */
function descriptor<T>(options: { queryKey: QueryKey; queryFn?: unknown }): QueryDescriptor<T> {
  return { queryKey: options.queryKey, queryFn: options.queryFn as QueryFunction<T> };
}

const keyRoot = (options: { queryKey: QueryKey }) => String(options.queryKey[0]);

function api(
  list: (params: OverviewListParams) => { queryKey: QueryKey; queryFn?: unknown },
  extra: Omit<OverviewApi, 'list' | 'listKeyRoot'> = {},
): OverviewApi {
  return {
    list: (params) => descriptor<OverviewList>(list(params)),
    listKeyRoot: keyRoot(list({})),
    ...extra,
  };
}

const pages = (type: FilterPageTypeParameter) =>
  api((params) => getListPagesQueryOptions({ ...params, 'filter[type]': type }), { remove: deletePage });

const ROOTLINE = { include: 'rootline' };

/** Entity type → its generated list, delete and parent calls (spec 1 §7). */
const OVERVIEW_API: Record<EntityType, OverviewApi> = {
  bundle: api(getListBundlesQueryOptions, { remove: deleteBundle }),
  cluster: api(getListClustersQueryOptions, { remove: deleteCluster }),
  teaser: api(getListTeasersQueryOptions, { remove: deleteTeaser }),
  story: pages('story'),
  'brand-story': pages('brand-story'),
  'idol-story': pages('idol-story'),
  hotdrop: pages('hotdrop'),
  'brand-discovery': api(getListBrandDiscoveriesQueryOptions, { remove: deleteBrandDiscovery }),
  category: api(getListCategoriesQueryOptions, {
    parent: (id) => descriptor(getGetCategoryQueryOptions(id, ROOTLINE)),
  }),
  'core-page': api(getListCorePagesQueryOptions, { remove: deleteCorePage }),
  'custom-page': api(getListCustomPagesQueryOptions, {
    remove: deleteCustomPage,
    parent: (id) => descriptor(getGetCustomPageQueryOptions(id, ROOTLINE)),
  }),
  highlight: api(getListHighlightsQueryOptions, { remove: deleteHighlight }),
  image: api(getListMediaImagesQueryOptions, { remove: deleteMedia }),
  video: api(getListMediaVideosQueryOptions, { remove: deleteMedia }),
  'profile-brand': api(getListProfileBrandsQueryOptions),
  'profile-idol': api(getListProfileIdolsQueryOptions, { remove: deleteProfileIdol }),
  tag: api(getListTagsQueryOptions),
  'tag-group': api(getListTagGroupsQueryOptions),
  'scb-ruleset': api(getListScbRulesetsQueryOptions, { remove: deleteScbRuleset }),
  'block-type': api(getListBlockTypesQueryOptions),
};

export function overviewApi(type: EntityType): OverviewApi {
  return OVERVIEW_API[type];
}

/** 'story' → 'stories', 'brand-discovery' → 'brand-discoveries', 'bundle' → 'bundles'. */
export function pluralize(name: string): string {
  if (name === 'media' || name === 'content') return name;
  return /[^aeiou]y$/.test(name) ? `${name.slice(0, -1)}ies` : `${name}s`;
}

/** The overview-schema path segments: entity plural, with the resource plural first when it differs. */
export function overviewSchemaPath(type: EntityType): { resourcePlural?: string; entityPlural: string } {
  const { resourceType } = getEntityConfig(type);
  const entityPlural = pluralize(type);
  return resourceType === type ? { entityPlural } : { resourcePlural: pluralize(resourceType), entityPlural };
}

/** The generated overview-schema query of a type, cached 30 minutes. */
export function overviewSchemaQuery(type: EntityType) {
  const { resourcePlural, entityPlural } = overviewSchemaPath(type);
  const options = resourcePlural
    ? getGetResourceOverviewSchemaQueryOptions(resourcePlural, entityPlural)
    : getGetOverviewSchemaQueryOptions(entityPlural);
  return { ...descriptor<OverviewSchemaResponse>(options), ...SCHEMA_QUERY_OPTIONS };
}
