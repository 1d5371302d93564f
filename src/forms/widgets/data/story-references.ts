// What a list of story references (StoryIds: a cluster's stories, a highlight's, a story-teaser block's) shows
// per id, pure: the live story's name, or — for a story in the trash — its name and 'In trash' instead of a bare
// id that looks broken (issue 29). An id neither live nor in the trash (purged, another tenant's) stays '#id'.

export interface StoryReference {
  id: number;
  /** 'Trench Coat Guide (12)', or '#12' while unknown. */
  label: string;
  inTrash: boolean;
}

/** The ids the live lookup did not find once it answered: the ones to ask the trash about. */
export function unresolvedIds(
  ids: readonly number[],
  live: ReadonlyMap<number, string> | undefined,
): number[] {
  if (!live) return [];
  return ids.filter((id) => !live.has(id));
}

export function storyReference(
  id: number,
  live: ReadonlyMap<number, string>,
  trashed: ReadonlyMap<number, string>,
): StoryReference {
  const name = live.get(id);
  if (name !== undefined) return { id, label: name ? `${name} (${id})` : `#${id}`, inTrash: false };
  const trashedName = trashed.get(id);
  if (trashedName !== undefined) {
    return { id, label: trashedName ? `${trashedName} (${id})` : `#${id}`, inTrash: true };
  }
  return { id, label: `#${id}`, inTrash: false };
}
