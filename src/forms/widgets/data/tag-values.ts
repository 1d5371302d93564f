import type { Tag } from '@generated/model/tag';
import type { TagRef } from '@generated/model/tagRef';
import { overviewPath } from '@/entities/paths';

/** Tag lists show at most 5 tags, then '+ N more' (spec 1 §9, spec 2 §9). */
export const MAX_SHOWN_TAGS = 5;

/** A tag as the picker keeps it: the id the server reads, plus name and group once known. */
export type PickedTag = TagRef & Partial<Pick<Tag, 'name' | 'group'>>;

/** A form value as tag references (numbers are taken as ids; anything else is dropped). */
export function tagRefsOf(value: unknown): PickedTag[] {
  if (!Array.isArray(value)) return [];
  const refs: PickedTag[] = [];
  for (const item of value) {
    if (typeof item === 'number' && Number.isInteger(item)) refs.push({ id: item });
    else if (item && typeof item === 'object' && typeof (item as TagRef).id === 'number') {
      refs.push(item as PickedTag);
    }
  }
  return refs;
}

/** The shown tags and how many more there are. */
export function visibleTags<T>(tags: readonly T[], expanded: boolean): { shown: T[]; more: number } {
  if (expanded || tags.length <= MAX_SHOWN_TAGS) return { shown: [...tags], more: 0 };
  return { shown: tags.slice(0, MAX_SHOWN_TAGS), more: tags.length - MAX_SHOWN_TAGS };
}

/** The tag overview filtered by one tag group (`f[group]`), from the tag type's overview path. */
export function tagOverviewHref(group: string): string {
  return `${overviewPath('tag')}?${new URLSearchParams({ 'f[group]': group }).toString()}`;
}
