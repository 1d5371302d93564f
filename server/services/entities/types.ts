// The server's entity-type table (spec 1 §3.1): the facts both sides share come from the contract's registry
// (generated/entity-operations.ts: plurals, resource type, collection, calls, publish level, hierarchy); this
// file adds only what the server alone knows — the store a type lives in, the delete rule beyond "not
// allowed" and the export file name. Every list/get/delete goes through here, so the services stay generic.
import {
  entityOperations,
  pageKinds,
  type EntityRegistryEntry,
  type PageKind,
} from '@generated/entity-operations';
import { EntityType } from '@generated/model';

export { EntityType };
export type { PageKind };

/** Every entity type, in the contract's order. */
export const ENTITY_TYPES: readonly EntityType[] = Object.values(EntityType);

/** The page kinds: one collection (`/pages`), told apart by `type`. */
export const PAGE_KINDS: readonly PageKind[] = pageKinds;

/** Where rows of a type live. */
export type Store = 'entities' | 'media' | 'tags' | 'tag-groups' | 'block-types';

/**
 * - `allow`: DELETE removes it (204);
 * - `never`: the contract declares DELETE but the product never allows it (405);
 * - `no-children`: allowed unless it has children (409);
 * - `none`: no DELETE operation at all.
 */
export type DeleteRule = 'allow' | 'never' | 'no-children' | 'none';

export interface EntityTypeConfig extends EntityRegistryEntry {
  store: Store;
  deleteRule: DeleteRule;
  /** Base name of the export file (default: the collection). */
  exportFile: string;
}

/** Server-only facts; one line per type (default: an entity row, deleted freely, exported as its collection). */
interface ServerFacts {
  store?: Store;
  /** Deletes are refused while children exist (the contract's 409). */
  deleteNeedsNoChildren?: boolean;
  exportFile?: string;
}

const SERVER_FACTS: Record<EntityType, ServerFacts> = {
  bundle: {},
  cluster: {},
  teaser: {},
  story: {},
  'brand-story': {},
  'idol-story': {},
  hotdrop: {},
  'brand-discovery': {},
  category: {},
  'core-page': {},
  'custom-page': { deleteNeedsNoChildren: true },
  highlight: {},
  image: { store: 'media' },
  video: { store: 'media' },
  'profile-brand': { exportFile: 'brand-profiles' },
  'profile-idol': { exportFile: 'idol-profiles' },
  tag: { store: 'tags' },
  'tag-group': { store: 'tag-groups' },
  'scb-ruleset': {},
  'block-type': { store: 'block-types' },
};

function deleteRuleOf(entry: EntityRegistryEntry, facts: ServerFacts): DeleteRule {
  const call = entry.calls.delete;
  if (!call) return 'none';
  if (call.notAllowed) return 'never';
  return facts.deleteNeedsNoChildren ? 'no-children' : 'allow';
}

const CONFIGS = new Map<EntityType, EntityTypeConfig>(
  ENTITY_TYPES.map((type) => {
    const entry: EntityRegistryEntry = entityOperations[type];
    const facts = SERVER_FACTS[type];
    return [
      type,
      {
        ...entry,
        store: facts.store ?? 'entities',
        deleteRule: deleteRuleOf(entry, facts),
        exportFile: facts.exportFile ?? entry.collection,
      },
    ];
  }),
);

/** Old names still found in links and stored data. */
const LEGACY = new Map(
  [...CONFIGS.values()].flatMap((c) => c.legacyNames.map((name) => [name, c.type] as const)),
);

export const isEntityType = (name: string): name is EntityType => CONFIGS.has(name as EntityType);

export function entityTypeConfig(type: string): EntityTypeConfig {
  const config = CONFIGS.get((LEGACY.get(type) ?? type) as EntityType);
  if (!config) throw new Error(`Missing configuration for ${type}`);
  return config;
}

export const allEntityTypeConfigs = () => [...CONFIGS.values()];

export const isPageKind = (type: string): type is PageKind =>
  (PAGE_KINDS as readonly string[]).includes(type);

/**
 * The type named by an overview path: `/overview/{entityPlural}` (resourcePlural absent) or
 * `/overview/{resourcePlural}/{entityPlural}`; undefined when they name no type. Legacy plurals
 * (brands, category-stories, idols) only in the short form.
 */
export function typeByPlural(entityPlural: string, resourcePlural?: string): EntityTypeConfig | undefined {
  const config = allEntityTypeConfigs().find((c) => c.plural === entityPlural);
  if (!config) {
    const legacy = allEntityTypeConfigs().find((c) => c.legacyPlurals.includes(entityPlural));
    return legacy && resourcePlural === undefined ? legacy : undefined;
  }
  if (resourcePlural === undefined) return config;
  return resourcePlural === (config.resourcePlural ?? config.plural) ? config : undefined;
}
