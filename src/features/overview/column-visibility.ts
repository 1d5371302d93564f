import type { OverviewHeadline } from '@generated/model';

/** Hidden columns per entity type and view, kept in local storage (spec 1 §4.1). */

export function columnStorageKey(entityType: string, view: string): string {
  return `content.overview.columns.${entityType}.${view}`;
}

/** The columns hidden before the user chose: those marked defaultHidden (never a static column). */
export function defaultHiddenColumns(headlines: readonly OverviewHeadline[]): string[] {
  return headlines.filter((h) => h.defaultHidden && !h.isStaticColumn).map((h) => h.name);
}

/** Toggles a column; static columns are never hidden. */
export function toggleColumn(
  hidden: readonly string[],
  name: string,
  headlines: readonly OverviewHeadline[],
): string[] {
  const headline = headlines.find((h) => h.name === name);
  if (!headline || headline.isStaticColumn) return [...hidden];
  return hidden.includes(name) ? hidden.filter((n) => n !== name) : [...hidden, name];
}

/** The headlines to show: static ones always, the others unless hidden. */
export function visibleHeadlines(
  headlines: readonly OverviewHeadline[],
  hidden: readonly string[],
): OverviewHeadline[] {
  return headlines.filter((h) => h.isStaticColumn || !hidden.includes(h.name));
}

/** The columns offered in the dropdown (every non-static one). */
export function toggleableHeadlines(headlines: readonly OverviewHeadline[]): OverviewHeadline[] {
  return headlines.filter((h) => !h.isStaticColumn);
}

/** The stored hidden columns, or the defaults when nothing (or something unreadable) is stored. */
export function readHiddenColumns(
  entityType: string,
  view: string,
  headlines: readonly OverviewHeadline[],
  storage: Storage = window.localStorage,
): string[] {
  try {
    const raw = storage.getItem(columnStorageKey(entityType, view));
    if (raw === null) return defaultHiddenColumns(headlines);
    const value: unknown = JSON.parse(raw);
    return Array.isArray(value) ? value.filter((n): n is string => typeof n === 'string') : [];
  } catch {
    return defaultHiddenColumns(headlines);
  }
}

export function writeHiddenColumns(
  entityType: string,
  view: string,
  hidden: readonly string[],
  storage: Storage = window.localStorage,
): void {
  storage.setItem(columnStorageKey(entityType, view), JSON.stringify(hidden));
}
