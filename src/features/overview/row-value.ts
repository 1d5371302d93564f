import type { AppConfig, OverviewHeadline } from '@generated/model';
import type { OverviewRow } from './entity-api';

/** The value at a dotted path of a row (`updatedByUser.name`, `appConfigs.0.preview`); undefined when absent. */
export function valueAt(row: unknown, path: string): unknown {
  let current: unknown = row;
  for (const part of path.split('.')) {
    if (current === null || current === undefined || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

/**
 * A Text cell's words: a plain value as text; a list of named items (a rootline, root first) as their names
 * joined by ' / '; anything else blank.
 */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) {
    return value
      .map((item) => (item && typeof item === 'object' && 'name' in item ? String(item.name) : ''))
      .filter(Boolean)
      .join(' / ');
  }
  return typeof value === 'object' ? '' : String(value);
}

/**
 * The relations a list must embed to fill the given cells: the first segment of each cell's field, joined
 * to the type's own includes (the server ignores names that are plain fields). A column the schema offers
 * thus always gets its data (rootline, tags, updatedByUser …).
 */
export function listIncludes(typeIncludes: readonly string[], cellFields: readonly string[]): string[] {
  const names = new Set(typeIncludes);
  for (const field of cellFields) {
    const head = field.split('.')[0];
    if (head && !PLAIN_FIELDS.has(head) && ![...names].some((name) => name.split('.')[0] === head)) {
      names.add(head);
    }
  }
  return [...names];
}

/** The fields the cells of these columns show. */
export function cellFields(headlines: readonly OverviewHeadline[]): string[] {
  return headlines.flatMap((headline) => [
    ...(headline.cell ? [headline.cell.field] : []),
    ...(headline.cells ?? []).map((cell) => cell.field),
  ]);
}

/** Fields every row has without an include (the contract's required row fields and columns). */
const PLAIN_FIELDS = new Set([
  'id',
  'internalName',
  'name',
  'status',
  'createdAt',
  'updatedAt',
  'meta',
  'hash',
]);

/** The name a person knows a row by: internalName, else name, else the media file name, else `#id`. */
export function rowName(row: OverviewRow): string {
  const record = row as { internalName?: unknown; name?: unknown; meta?: { name?: unknown } };
  for (const candidate of [record.internalName, record.name, record.meta?.name]) {
    if (typeof candidate === 'string' && candidate !== '') return candidate;
  }
  return `#${row.id}`;
}

/** The app configs of a row (an empty list for rows without them). */
export function appConfigsOf(value: unknown): AppConfig[] {
  return Array.isArray(value) ? (value as AppConfig[]) : [];
}

/** The media hash of an image value: a hash string or an object with `hash`. */
export function imageHash(value: unknown): string | undefined {
  if (typeof value === 'string' && value !== '') return value;
  if (value && typeof value === 'object' && 'hash' in value && typeof value.hash === 'string')
    return value.hash;
  return undefined;
}

/** Whether a row of a hierarchy has children (rows that do not say are treated as having some). */
export function hasChildren(row: OverviewRow): boolean {
  const count = (row as { childrenCount?: unknown }).childrenCount;
  return typeof count !== 'number' || count > 0;
}

/** A parent id of the address as a number (the root level is 0). */
export function parentIdOf(value: unknown): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && /^\d+$/.test(value)) return Number(value);
  return undefined;
}

/** The stream product text: the actual count when online, else the estimate prefixed 'estimated'. */
export function streamProductDisplay(
  config: Pick<AppConfig, 'status' | 'streamProductCount' | 'streamProductEstimate'>,
): { kind: 'actual' | 'estimated'; count: number | null } {
  if (config.status === 'online') return { kind: 'actual', count: config.streamProductCount ?? null };
  return { kind: 'estimated', count: config.streamProductEstimate ?? null };
}

/** "Showing {from}-{until} from {total}" numbers of a page. */
export function showingRange(page: number, perPage: number, count: number, total: number) {
  const from = total === 0 ? 0 : (page - 1) * perPage + 1;
  const until = total === 0 ? 0 : Math.min(from + count - 1, total);
  return { from, until, total };
}
