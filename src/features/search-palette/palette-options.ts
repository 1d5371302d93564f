// The palette's options, pure: what the list shows for the input (recent items and actions when it is empty;
// the server's groups of matches and the matching actions otherwise), flattened in the order the arrow keys
// walk them. Option ids are stable per item so aria-activedescendant follows the item, not a position.
import type { EntityType, SearchGroup, SearchHit } from '@generated/model';
import { createPath, editPath } from '@/entities/paths';
import { getEntityConfig, isEntityType, overviewEntityConfigs } from '@/entities';
import type { RecentItem } from '@/lib/recent-items';
import { t } from '@/i18n';

/** A destination of the navigation (the app's nav entries: an overview, a group page, Reports). */
export interface PaletteDestination {
  label: string;
  to: string;
  items?: readonly PaletteDestination[];
}

export type PaletteOption =
  | { kind: 'hit'; key: string; label: string; to: string; hit: SearchHit }
  | { kind: 'recent'; key: string; label: string; to: string; item: RecentItem }
  | { kind: 'action'; key: string; label: string; to: string };

export interface PaletteGroup {
  key: string;
  label: string;
  options: PaletteOption[];
}

/** Where an item opens: its editor (detail route); media and tags open theirs too. */
export const itemPath = (type: EntityType, id: number) => editPath(type, id);

/** Only types with a route of their own (block types have none, disabled types are not in the navigation). */
export function routable(type: string, destinations: readonly PaletteDestination[]): type is EntityType {
  if (!isEntityType(type)) return false;
  const path = getEntityConfig(type).overviewPath;
  return path !== '/' && flatten(destinations).some((d) => d.to === path);
}

export function flatten(destinations: readonly PaletteDestination[]): PaletteDestination[] {
  return destinations.flatMap((d) => [d, ...flatten(d.items ?? [])]);
}

/**
 * The actions, derived from the navigation and the entity catalogue (no list of their own): 'Create {type}'
 * for every type in the navigation that allows creation, then 'Go to {page}' for every navigation entry.
 */
export function paletteActions(destinations: readonly PaletteDestination[]): PaletteOption[] {
  const all = flatten(destinations);
  const creates = overviewEntityConfigs()
    .filter((config) => !config.disallowCreation && all.some((d) => d.to === config.overviewPath))
    .map((config): PaletteOption => ({
      kind: 'action',
      key: `create:${config.type}`,
      label: t('searchPalette.action.create', { singular: config.singular }),
      to: createPath(config.type),
    }));
  const goTos = all.map((d): PaletteOption => ({
    kind: 'action',
    key: `go:${d.to}`,
    label: t('searchPalette.action.goTo', { label: d.label }),
    to: d.to,
  }));
  return [...creates, ...goTos];
}

/** Actions whose label holds every word of the query ('create sto', 'reports'). */
export function matchingActions(actions: readonly PaletteOption[], query: string): PaletteOption[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (!words.length) return [...actions];
  return actions.filter((action) => words.every((word) => action.label.toLowerCase().includes(word)));
}

/** The groups shown for an empty input: recent items, then every action. */
export function emptyGroups(
  recent: readonly RecentItem[],
  actions: readonly PaletteOption[],
  destinations: readonly PaletteDestination[],
): PaletteGroup[] {
  const recentOptions = recent
    .filter((item) => routable(item.type, destinations))
    .map((item): PaletteOption => ({
      kind: 'recent',
      key: `recent:${item.type}:${item.id}`,
      label: item.name,
      to: itemPath(item.type, item.id),
      item,
    }));
  return withoutEmpty([
    { key: 'recent', label: t('searchPalette.group.recent'), options: recentOptions },
    { key: 'actions', label: t('searchPalette.group.actions'), options: [...actions] },
  ]);
}

/**
 * The groups shown for a query: the server's groups in its order (best match first: an exact id or CPID
 * leads), labelled with the type's plural, then the matching actions.
 */
export function queryGroups(
  groups: readonly SearchGroup[],
  actions: readonly PaletteOption[],
  query: string,
  destinations: readonly PaletteDestination[],
): PaletteGroup[] {
  const hitGroups = groups
    .filter((group) => routable(group.type, destinations))
    .map((group): PaletteGroup => ({
      key: `type:${group.type}`,
      label: getEntityConfig(group.type).plural,
      options: group.hits.map((hit): PaletteOption => ({
        kind: 'hit',
        key: `hit:${hit.type}:${hit.id}`,
        label: hit.name,
        to: itemPath(hit.type, hit.id),
        hit,
      })),
    }));
  return withoutEmpty([
    ...hitGroups,
    { key: 'actions', label: t('searchPalette.group.actions'), options: matchingActions(actions, query) },
  ]);
}

const withoutEmpty = (groups: PaletteGroup[]) => groups.filter((group) => group.options.length > 0);

/** The options in the order the arrow keys walk them. */
export const flatOptions = (groups: readonly PaletteGroup[]) => groups.flatMap((group) => group.options);
