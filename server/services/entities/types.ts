// The entity-type catalogue of the server (spec 1 §3.1): per type its store, collection, plurals for the
// overview path, hierarchy, delete rule and default includes. Every list/get/delete goes through here, so
// the services stay generic over the type.
import { EntityType } from '../../../generated/model';

export { EntityType };

/** Every entity type, in the contract's order. */
export const ENTITY_TYPES: readonly EntityType[] = Object.values(EntityType);

/** The page kinds: one collection (`/pages`), told apart by `type`. */
export const PAGE_KINDS = ['story', 'brand-story', 'idol-story', 'hotdrop'] as const satisfies EntityType[];
export type PageKind = (typeof PAGE_KINDS)[number];

/** Where rows of a type live. */
export type Store = 'entities' | 'media' | 'tags' | 'tag-groups' | 'block-types';

/**
 * - `allow`: DELETE removes it (204);
 * - `never`: the contract declares DELETE but the product never allows it (405);
 * - `no-children`: allowed unless it has children (409);
 * - `none`: no DELETE operation at all.
 */
export type DeleteRule = 'allow' | 'never' | 'no-children' | 'none';

export interface EntityTypeConfig {
  type: EntityType;
  store: Store;
  /** Plural used in /overview/{entityPlural}. */
  plural: string;
  /** Resource type (spec 1 §3.1); "own" resolved to the type itself. */
  resourceType: string;
  /** Plural of the resource type for /overview/{resourcePlural}/{entityPlural}, when it differs. */
  resourcePlural?: string;
  /** The API collection path below /api/v2. */
  collection: string;
  hierarchical: boolean;
  deleteRule: DeleteRule;
  /** Publishing per shop config, at entity level (bundle) or not at all. */
  publishLevel: 'entity' | 'appConfig' | 'none';
  /** The `include` the overview of this type asks for (spec 1 §3.1). */
  defaultIncludes: string[];
  disallowCreation: boolean;
  disallowExport: boolean;
}

type Definition = Partial<EntityTypeConfig> &
  Pick<EntityTypeConfig, 'plural' | 'resourceType' | 'collection'>;

const page = (plural: string): Definition => ({
  plural,
  resourceType: 'page',
  resourcePlural: 'pages',
  collection: 'pages',
  defaultIncludes: ['appConfigs', 'updatedByUser'],
});

const DEFINITIONS: Record<EntityType, Definition> = {
  bundle: {
    plural: 'bundles',
    resourceType: 'bundle',
    collection: 'bundles',
    publishLevel: 'entity',
    defaultIncludes: ['appConfigs.preview', 'appConfigs.seodata', 'updatedByUser'],
  },
  cluster: {
    plural: 'clusters',
    resourceType: 'page-cluster',
    resourcePlural: 'page-clusters',
    collection: 'clusters',
    defaultIncludes: ['appConfigs.pages', 'updatedByUser'],
  },
  teaser: {
    plural: 'teasers',
    resourceType: 'teaser',
    collection: 'teasers',
    defaultIncludes: ['appConfigs'],
  },
  story: page('stories'),
  'brand-story': page('brand-stories'),
  'idol-story': page('idol-stories'),
  hotdrop: page('hotdrops'),
  'brand-discovery': {
    plural: 'brand-discoveries',
    resourceType: 'brand-discovery',
    collection: 'brand-discoveries',
  },
  category: {
    plural: 'categories',
    resourceType: 'category',
    collection: 'categories',
    hierarchical: true,
    deleteRule: 'never',
    disallowCreation: true,
  },
  'core-page': {
    plural: 'core-pages',
    resourceType: 'core-page',
    collection: 'core-pages',
    disallowExport: true,
  },
  'custom-page': {
    plural: 'custom-pages',
    resourceType: 'custom-page',
    collection: 'custom-pages',
    hierarchical: true,
    deleteRule: 'no-children',
  },
  highlight: { plural: 'highlights', resourceType: 'highlight', collection: 'highlights' },
  image: {
    store: 'media',
    plural: 'images',
    resourceType: 'media',
    resourcePlural: 'media',
    collection: 'media/images',
    publishLevel: 'none',
    defaultIncludes: ['updatedByUser'],
    disallowCreation: true,
    disallowExport: true,
  },
  video: {
    store: 'media',
    plural: 'videos',
    resourceType: 'media',
    resourcePlural: 'media',
    collection: 'media/videos',
    publishLevel: 'none',
    defaultIncludes: ['updatedByUser'],
    disallowCreation: true,
    disallowExport: true,
  },
  'profile-brand': {
    plural: 'profile-brands',
    resourceType: 'profile-brand',
    collection: 'profile-brands',
    publishLevel: 'none',
    deleteRule: 'never',
    defaultIncludes: ['updatedByUser', 'parent'],
    disallowCreation: true,
    disallowExport: true,
  },
  'profile-idol': {
    plural: 'profile-idols',
    resourceType: 'profile-idol',
    collection: 'profile-idols',
    publishLevel: 'none',
    defaultIncludes: ['updatedByUser'],
    disallowExport: true,
  },
  tag: {
    store: 'tags',
    plural: 'tags',
    resourceType: 'tag',
    collection: 'tags',
    publishLevel: 'none',
    deleteRule: 'never',
    defaultIncludes: ['tagGroup', 'updatedByUser'],
  },
  'tag-group': {
    store: 'tag-groups',
    plural: 'tag-groups',
    resourceType: 'tag-group',
    collection: 'tag-groups',
    publishLevel: 'none',
    deleteRule: 'never',
    defaultIncludes: ['tags', 'updatedByUser'],
  },
  'scb-ruleset': {
    plural: 'scb-rulesets',
    resourceType: 'scb-ruleset',
    collection: 'scb-rulesets',
    publishLevel: 'none',
    disallowExport: true,
    defaultIncludes: ['updatedByUser'],
  },
  'block-type': {
    store: 'block-types',
    plural: 'block-types',
    resourceType: 'content',
    resourcePlural: 'content',
    collection: 'content/block-types',
    publishLevel: 'none',
    deleteRule: 'none',
    disallowCreation: true,
    disallowExport: true,
  },
};

const CONFIGS = new Map<EntityType, EntityTypeConfig>(
  ENTITY_TYPES.map((type) => {
    const d = DEFINITIONS[type];
    return [
      type,
      {
        type,
        store: d.store ?? 'entities',
        plural: d.plural,
        resourceType: d.resourceType,
        ...(d.resourcePlural ? { resourcePlural: d.resourcePlural } : {}),
        collection: d.collection,
        hierarchical: d.hierarchical ?? false,
        deleteRule: d.deleteRule ?? 'allow',
        publishLevel: d.publishLevel ?? 'appConfig',
        defaultIncludes: d.defaultIncludes ?? ['appConfigs', 'updatedByUser'],
        disallowCreation: d.disallowCreation ?? false,
        disallowExport: d.disallowExport ?? false,
      },
    ];
  }),
);

/** Old names still found in links and stored data. */
const LEGACY: Record<string, EntityType> = {
  'category-story': 'story',
  'page-cluster': 'cluster',
  brand: 'profile-brand',
};

export const isEntityType = (name: string): name is EntityType => CONFIGS.has(name as EntityType);

export function entityTypeConfig(type: string): EntityTypeConfig {
  const config = CONFIGS.get((LEGACY[type] ?? type) as EntityType);
  if (!config) throw new Error(`Missing configuration for ${type}`);
  return config;
}

export const allEntityTypeConfigs = () => [...CONFIGS.values()];

export const isPageKind = (type: string): type is PageKind =>
  (PAGE_KINDS as readonly string[]).includes(type);

/**
 * The type named by an overview path: `/overview/{entityPlural}` (resourcePlural absent) or
 * `/overview/{resourcePlural}/{entityPlural}`; undefined when they name no type.
 */
export function typeByPlural(entityPlural: string, resourcePlural?: string): EntityTypeConfig | undefined {
  const config = allEntityTypeConfigs().find((c) => c.plural === entityPlural);
  if (!config) {
    // Legacy plurals: brands → profile-brands, category-stories → stories, page-clusters → clusters.
    const legacy: Record<string, EntityType> = {
      brands: 'profile-brand',
      'category-stories': 'story',
      idols: 'profile-idol',
    };
    return legacy[entityPlural] && !resourcePlural ? CONFIGS.get(legacy[entityPlural]) : undefined;
  }
  if (resourcePlural === undefined) return config;
  return resourcePlural === (config.resourcePlural ?? config.plural) ? config : undefined;
}
