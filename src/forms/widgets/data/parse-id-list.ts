/** The largest id the contract accepts (a 32-bit integer). */
const MAX_ID = 2_147_483_647;

/**
 * The comma id input's rule (spec 1 §5, spec 2 §5.2): split on commas, trim each part, keep the parts that are
 * whole non-negative numbers (digits only, within the contract's id range), drop everything else and empty
 * parts; each id once, in the order typed. `'152, 173, abc'` → `[152, 173]`; `'152 173'` → `[]`.
 */
export function parseIdList(text: string): number[] {
  const ids: number[] = [];
  for (const part of text.split(',')) {
    const trimmed = part.trim();
    if (!/^\d+$/.test(trimmed)) continue;
    const id = Number(trimmed);
    if (id > MAX_ID || ids.includes(id)) continue;
    ids.push(id);
  }
  return ids;
}

/** What adding parsed ids to a selection gives: the new selection and the ids that were already in it. */
export interface AddedIds {
  ids: number[];
  duplicates: number[];
}

/** Adds `added` to `current` (new ones at the end); ids already selected are reported, not added twice. */
export function addIds(current: readonly number[], added: readonly number[]): AddedIds {
  const ids = [...current];
  const duplicates: number[] = [];
  for (const id of added) {
    if (ids.includes(id)) duplicates.push(id);
    else ids.push(id);
  }
  return { ids, duplicates };
}

/** A form value as a list of ids (a missing or malformed value is an empty list). */
export function idsOf(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  return value.filter((id): id is number => typeof id === 'number' && Number.isInteger(id));
}
