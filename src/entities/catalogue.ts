// The entity-type catalogue of the back office (spec 1 §3.1). The facts both sides share — resource type,
// publish level, hierarchy, the disallow flags, page kind, legacy names — come from the contract's registry
// (generated/entity-types.ts, the registry's facts without the calls); this file adds only what the back office alone knows: labels, the
// overview path, the overview's includes, fields and default sort, and the navigation group.
import {
  entityTypeFacts,
  type EntityTypeFacts,
  type PublishLevel,
  type ResourceType,
} from '@generated/entity-types';
import { EntityType } from '@generated/model';
import { t, type MessageKey } from '../i18n';

/** The 20 entity types of spec 1 §3.1. */
export { EntityType };
export type { PublishLevel, ResourceType };

/** Every entity type, in the contract's order. */
export const ENTITY_TYPES: readonly EntityType[] = Object.values(EntityType);

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
  /** Its editor has the tags field (the contract's `taggable`). */
  taggable: boolean;
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
 * The flags follow the contract (generated/entity-types.ts): creation is disallowed where the type has no
 * create call (category, profile-brand, image, video, block-type), export where it has no export call or
 * the contract says so (core-page, image, video, block-type, scb-ruleset; profile-brand and profile-idol),
 * publishing where its publish level is `none`. hotdrop publishes per shop like the stories.
 */
/** Client-only facts of a type; the order of DEFINITIONS is the order of the navigation. */
interface Definition {
  overviewPath: string;
  overviewIncludes?: readonly string[];
  overviewFields?: readonly string[];
  defaultSort?: EntityConfig['defaultSort'];
  navGroup?: NavGroup | null;
}

const PAGE_INCLUDES = ['appConfigs', 'updatedByUser'] as const;
const MEDIA_LIST = {
  overviewIncludes: ['updatedByUser'],
  overviewFields: ['updatedAt', 'createdAt'],
  defaultSort: { field: 'updatedAt', direction: 'desc' },
  navGroup: 'media',
} as const satisfies Partial<Definition>;

const DEFINITIONS: Record<EntityType, Definition> = {
  bundle: {
    overviewPath: '/bundles',
    overviewIncludes: ['appConfigs.preview', 'appConfigs.seodata', 'updatedByUser'],
  },
  story: { overviewPath: '/content/stories', overviewIncludes: PAGE_INCLUDES, navGroup: 'content' },
  'brand-story': {
    overviewPath: '/content/brand-stories',
    overviewIncludes: PAGE_INCLUDES,
    navGroup: 'content',
  },
  'idol-story': {
    overviewPath: '/content/idol-stories',
    overviewIncludes: PAGE_INCLUDES,
    navGroup: 'content',
  },
  hotdrop: { overviewPath: '/content/hotdrops', overviewIncludes: PAGE_INCLUDES, navGroup: 'content' },
  'custom-page': { overviewPath: '/content/custom-pages', navGroup: 'content' },
  'brand-discovery': { overviewPath: '/content/brand-discoveries', navGroup: 'content' },
  highlight: { overviewPath: '/content/highlights', navGroup: 'content' },
  'core-page': { overviewPath: '/content/core-pages', navGroup: 'content' },
  category: { overviewPath: '/content/categories', navGroup: 'content' },
  'profile-brand': {
    overviewPath: '/profile/brands',
    overviewIncludes: ['updatedByUser', 'parent'],
    navGroup: 'profile',
  },
  'profile-idol': {
    overviewPath: '/profile/idols',
    overviewIncludes: ['updatedByUser'],
    navGroup: 'profile',
  },
  cluster: { overviewPath: '/clusters', overviewIncludes: ['appConfigs.pages'] },
  teaser: { overviewPath: '/teasers', overviewIncludes: ['appConfigs'] },
  image: { overviewPath: '/media/images', ...MEDIA_LIST },
  video: { overviewPath: '/media/videos', ...MEDIA_LIST },
  tag: {
    overviewPath: '/settings/tags',
    overviewIncludes: ['tagGroup', 'updatedByUser'],
    navGroup: 'settings',
  },
  'tag-group': {
    overviewPath: '/settings/tag-groups',
    overviewIncludes: ['tags', 'updatedByUser'],
    navGroup: 'settings',
  },
  'scb-ruleset': { overviewPath: '/settings/scb-rulesets', navGroup: 'settings' },
  'block-type': { overviewPath: '/' },
};

function build(type: EntityType, definition: Definition): EntityConfig {
  const shared: EntityTypeFacts = entityTypeFacts[type];
  const pageType = shared.typeValue;
  return {
    type,
    overviewPath: definition.overviewPath,
    resourceType: shared.resourceType,
    singular: t(`entity.${type}.singular` as MessageKey),
    plural: t(`entity.${type}.plural` as MessageKey),
    disallowCreation: shared.disallowCreation,
    disallowPublishing: shared.disallowPublishing,
    disallowExport: shared.disallowExport,
    taggable: shared.taggable,
    publishLevel: shared.publishLevel,
    overviewIncludes: definition.overviewIncludes ?? [],
    overviewFields: definition.overviewFields ?? [],
    ...(definition.defaultSort ? { defaultSort: definition.defaultSort } : {}),
    ...(pageType ? { pageType } : {}),
    hierarchical: shared.hierarchical,
    navGroup: definition.navGroup ?? null,
  };
}

const CATALOGUE = new Map<string, EntityConfig>(
  ENTITY_TYPES.map((type) => [type, build(type, DEFINITIONS[type])]),
);

/** Old type names still found in links and stored data (from the contract). */
export const LEGACY_ENTITY_NAMES: Readonly<Record<string, EntityType>> = Object.fromEntries(
  ENTITY_TYPES.flatMap((type) => entityTypeFacts[type].legacyNames.map((name) => [name, type])),
);

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

/** Types with an overview page of their own, in navigation order (block-type maps to the root path). */
export function overviewEntityConfigs(): EntityConfig[] {
  return (Object.keys(DEFINITIONS) as EntityType[])
    .map((type) => getEntityConfig(type))
    .filter((config) => config.overviewPath !== '/');
}
