import { EntityType } from '../../generated/model';
import { t, type MessageKey } from '../i18n';

/** The 20 entity types of spec 1 §3.1. */
export { EntityType };

/** Every entity type, in the contract's order. */
export const ENTITY_TYPES: readonly EntityType[] = Object.values(EntityType);

/**
 * Resource type of an entity. The spec's "own" is resolved to the entity's own name (category → 'category').
 */
export type ResourceType =
  | 'bundle'
  | 'page-cluster'
  | 'teaser'
  | 'page'
  | 'media'
  | 'content'
  | Exclude<EntityType, 'bundle' | 'cluster' | 'teaser' | 'image' | 'video' | 'block-type'>;

/** Where publishing happens: on the whole entity, per shop (app config), or not at all. */
export type PublishLevel = 'entity' | 'appConfig' | 'none';

/** The navigation group an overview belongs to; `null` for a top-level entry or no entry at all. */
export type NavGroup = 'content' | 'profile' | 'media' | 'settings';

export interface EntityConfig {
  type: EntityType;
  /** Base path of the overview; the detail route is `{overviewPath}/{id}/{step?}`. block-type maps to '/'. */
  overviewPath: string;
  resourceType: ResourceType;
  singular: string;
  plural: string;
  disallowCreation: boolean;
  disallowPublishing: boolean;
  disallowExport: boolean;
  publishLevel: PublishLevel;
  /** `include` of the overview list call. */
  overviewIncludes: readonly string[];
  /** `fields` of the overview list call (media lists only). */
  overviewFields: readonly string[];
  /** Default sort of the overview (media lists: updatedAt). */
  defaultSort?: { field: string; direction: 'asc' | 'desc' };
  /** Page entities are one collection filtered by type; export sends the type filter too. */
  pageType?: string;
  /** Overviews showing the parent hierarchy (nested view driven by f[parentId]). */
  hierarchical: boolean;
  navGroup: NavGroup | null;
}

/*
 * Flags — the spec has two readings in places; this catalogue picks one and the product follows it:
 * - disallowExport: core-page, profile-brand, profile-idol, image, video, block-type, scb-ruleset.
 * - disallowPublishing: profile-brand, profile-idol, image, video, block-type, tag-group, tag, scb-ruleset.
 *   hotdrop is ALLOWED to publish (the reading that treats it like the other page types): it is a page with
 *   app configs and a per-shop status, so its publish level is 'appConfig' like the stories.
 * - disallowCreation: category (its overview has creation disabled) and profile-brand (brand profiles come
 *   from the brand master data). custom-page stays creatable (creation through the hierarchy, 'ADD PAGE').
 *   image and video are created by uploading in the media overview, never through the creation wizard, so
 *   they are creation-disabled too; block-type has no overview.
 * - publishLevel: entity (bundle); appConfig (category, teaser, brand-discovery, the stories, hotdrop,
 *   highlight, core-page, custom-page, cluster); none (everything that disallows publishing).
 */
interface Definition {
  overviewPath: string;
  resourceType: ResourceType;
  publishLevel: PublishLevel;
  disallowCreation?: boolean;
  disallowExport?: boolean;
  overviewIncludes?: readonly string[];
  overviewFields?: readonly string[];
  defaultSort?: EntityConfig['defaultSort'];
  pageType?: string;
  hierarchical?: boolean;
  navGroup?: NavGroup | null;
}

const PAGE_INCLUDES = ['appConfigs', 'updatedByUser'] as const;
const MEDIA_LIST = {
  resourceType: 'media',
  publishLevel: 'none',
  disallowCreation: true,
  disallowExport: true,
  overviewIncludes: ['updatedByUser'],
  overviewFields: ['updatedAt', 'createdAt'],
  defaultSort: { field: 'updatedAt', direction: 'desc' },
  navGroup: 'media',
} as const satisfies Partial<Definition>;

const DEFINITIONS: Record<EntityType, Definition> = {
  bundle: {
    overviewPath: '/bundles',
    resourceType: 'bundle',
    publishLevel: 'entity',
    overviewIncludes: ['appConfigs.preview', 'appConfigs.seodata', 'updatedByUser'],
  },
  cluster: {
    overviewPath: '/clusters',
    resourceType: 'page-cluster',
    publishLevel: 'appConfig',
    overviewIncludes: ['appConfigs.pages'],
  },
  teaser: {
    overviewPath: '/teasers',
    resourceType: 'teaser',
    publishLevel: 'appConfig',
    overviewIncludes: ['appConfigs'],
  },
  story: {
    overviewPath: '/content/stories',
    resourceType: 'page',
    publishLevel: 'appConfig',
    overviewIncludes: PAGE_INCLUDES,
    pageType: 'story',
    navGroup: 'content',
  },
  'brand-story': {
    overviewPath: '/content/brand-stories',
    resourceType: 'page',
    publishLevel: 'appConfig',
    overviewIncludes: PAGE_INCLUDES,
    pageType: 'brand-story',
    navGroup: 'content',
  },
  'idol-story': {
    overviewPath: '/content/idol-stories',
    resourceType: 'page',
    publishLevel: 'appConfig',
    overviewIncludes: PAGE_INCLUDES,
    pageType: 'idol-story',
    navGroup: 'content',
  },
  hotdrop: {
    overviewPath: '/content/hotdrops',
    resourceType: 'page',
    publishLevel: 'appConfig',
    overviewIncludes: PAGE_INCLUDES,
    pageType: 'hotdrop',
    navGroup: 'content',
  },
  'custom-page': {
    overviewPath: '/content/custom-pages',
    resourceType: 'custom-page',
    publishLevel: 'appConfig',
    hierarchical: true,
    navGroup: 'content',
  },
  'brand-discovery': {
    overviewPath: '/content/brand-discoveries',
    resourceType: 'brand-discovery',
    publishLevel: 'appConfig',
    navGroup: 'content',
  },
  highlight: {
    overviewPath: '/content/highlights',
    resourceType: 'highlight',
    publishLevel: 'appConfig',
    navGroup: 'content',
  },
  'core-page': {
    overviewPath: '/content/core-pages',
    resourceType: 'core-page',
    publishLevel: 'appConfig',
    disallowExport: true,
    navGroup: 'content',
  },
  category: {
    overviewPath: '/content/categories',
    resourceType: 'category',
    publishLevel: 'appConfig',
    disallowCreation: true,
    hierarchical: true,
    navGroup: 'content',
  },
  'profile-brand': {
    overviewPath: '/profile/brands',
    resourceType: 'profile-brand',
    publishLevel: 'none',
    disallowCreation: true,
    disallowExport: true,
    overviewIncludes: ['updatedByUser', 'parent'],
    navGroup: 'profile',
  },
  'profile-idol': {
    overviewPath: '/profile/idols',
    resourceType: 'profile-idol',
    publishLevel: 'none',
    disallowExport: true,
    overviewIncludes: ['updatedByUser'],
    navGroup: 'profile',
  },
  image: { overviewPath: '/media/images', ...MEDIA_LIST },
  video: { overviewPath: '/media/videos', ...MEDIA_LIST },
  tag: {
    overviewPath: '/settings/tags',
    resourceType: 'tag',
    publishLevel: 'none',
    overviewIncludes: ['tagGroup', 'updatedByUser'],
    navGroup: 'settings',
  },
  'tag-group': {
    overviewPath: '/settings/tag-groups',
    resourceType: 'tag-group',
    publishLevel: 'none',
    overviewIncludes: ['tags', 'updatedByUser'],
    navGroup: 'settings',
  },
  'scb-ruleset': {
    overviewPath: '/settings/scb-rulesets',
    resourceType: 'scb-ruleset',
    publishLevel: 'none',
    disallowExport: true,
    navGroup: 'settings',
  },
  'block-type': {
    overviewPath: '/',
    resourceType: 'content',
    publishLevel: 'none',
    disallowExport: true,
  },
};

function build(type: EntityType, definition: Definition): EntityConfig {
  return {
    type,
    overviewPath: definition.overviewPath,
    resourceType: definition.resourceType,
    singular: t(`entity.${type}.singular` as MessageKey),
    plural: t(`entity.${type}.plural` as MessageKey),
    disallowCreation: definition.disallowCreation ?? false,
    disallowPublishing: definition.publishLevel === 'none',
    disallowExport: definition.disallowExport ?? false,
    publishLevel: definition.publishLevel,
    overviewIncludes: definition.overviewIncludes ?? [],
    overviewFields: definition.overviewFields ?? [],
    ...(definition.defaultSort ? { defaultSort: definition.defaultSort } : {}),
    ...(definition.pageType ? { pageType: definition.pageType } : {}),
    hierarchical: definition.hierarchical ?? false,
    navGroup: definition.navGroup ?? null,
  };
}

const CATALOGUE = new Map<string, EntityConfig>(
  ENTITY_TYPES.map((type) => [type, build(type, DEFINITIONS[type])]),
);

/** Old type names still found in links and stored data. */
export const LEGACY_ENTITY_NAMES: Readonly<Record<string, EntityType>> = {
  'category-story': 'story',
  'page-cluster': 'cluster',
  brand: 'profile-brand',
};

/** The current name of a possibly legacy type name (unknown names are returned unchanged). */
export function resolveEntityType(name: string): string {
  return LEGACY_ENTITY_NAMES[name] ?? name;
}

export function isEntityType(name: string): name is EntityType {
  return CATALOGUE.has(name);
}

/** The configuration of a type (legacy names accepted); a developer error for an unknown one. */
export function getEntityConfig(type: string): EntityConfig {
  const config = CATALOGUE.get(resolveEntityType(type));
  if (!config) throw new Error(`Missing configuration for ${type}`);
  return config;
}

/** Every configured type, in catalogue order. */
export function allEntityConfigs(): EntityConfig[] {
  return [...CATALOGUE.values()];
}

/** Types with an overview page of their own (every type but block-type, which maps to the root path). */
export function overviewEntityConfigs(): EntityConfig[] {
  return allEntityConfigs().filter((config) => config.overviewPath !== '/');
}
