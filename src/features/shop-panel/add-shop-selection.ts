// The pure part of 'Add Shop' (spec 2 §2.5): the shops not yet added, the Cluster filter (ALL plus each shop
// group) and select-all over the shops the filter shows.
import type { App, AppGroup } from '@generated/model';

/** The Cluster filter's value: every shop, or one shop group's id. */
export type ClusterFilter = 'all' | number;
export const ALL_CLUSTERS: ClusterFilter = 'all';

/** The tenant's shops without a config in the entity, by id ascending. */
export function addableApps(apps: readonly App[], addedAppIds: readonly number[]): App[] {
  const added = new Set(addedAppIds);
  return apps.filter((app) => !added.has(app.id)).sort((a, b) => a.id - b.id);
}

/** The shops the Cluster filter shows; an unknown group shows none. */
export function appsInCluster(
  apps: readonly App[],
  groups: readonly AppGroup[],
  cluster: ClusterFilter,
): App[] {
  if (cluster === ALL_CLUSTERS) return [...apps];
  const members = new Set(groups.find((group) => group.id === cluster)?.appIds ?? []);
  return apps.filter((app) => members.has(app.id));
}

/** Select-all is checked when every shown shop is selected (and at least one is shown). */
export function selectAllState(
  selected: ReadonlySet<number>,
  shownIds: readonly number[],
): 'all' | 'some' | 'none' {
  const count = shownIds.filter((id) => selected.has(id)).length;
  if (count === 0) return 'none';
  return count === shownIds.length ? 'all' : 'some';
}

/** Select-all: selects every shown shop, or clears them when all are selected; others keep their state. */
export function toggleAllShown(selected: ReadonlySet<number>, shownIds: readonly number[]): Set<number> {
  const next = new Set(selected);
  if (selectAllState(selected, shownIds) === 'all') shownIds.forEach((id) => next.delete(id));
  else shownIds.forEach((id) => next.add(id));
  return next;
}

export function toggleOne(selected: ReadonlySet<number>, id: number): Set<number> {
  const next = new Set(selected);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** The ids to add, in the tenant's order (by id), only of shops still addable. */
export function chosenIds(selected: ReadonlySet<number>, addable: readonly App[]): number[] {
  return addable.filter((app) => selected.has(app.id)).map((app) => app.id);
}
