import type { AppConfig, OverviewCell, OverviewHeadline } from '@generated/model';
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

/** The cells of these columns. */
export function headlineCells(headlines: readonly OverviewHeadline[]): OverviewCell[] {
  return headlines.flatMap((headline) => [
    ...(headline.cell ? [headline.cell] : []),
    ...(headline.cells ?? []),
  ]);
}

/** The fields the cells of these columns show. */
export function cellFields(headlines: readonly OverviewHeadline[]): string[] {
  return headlineCells(headlines).map((cell) => cell.field);
}

/** The shop-config fields a cell that gets the whole `appConfigs` list reads, by its component. */
const CONFIG_LIST_READS: Partial<Record<string, readonly string[]>> = {
  // id, appId and status are required fields: every config carries them.
  AppStatuses: [],
  StreamProductCount: ['streamProductCount', 'streamProductEstimate'],
};

/**
 * The `configFields` of a list whose cells these are: the paths below `appConfigs.` the cells read
 * (`0.preview.imagesByType.desktop_default.hash`) and the config fields of the cells that get the whole list,
 * so the answer carries nothing the overview does not show. Undefined (every field) when a cell reads the
 * configs in a way not known here.
 */
export function listConfigFields(cells: readonly OverviewCell[]): string[] | undefined {
  const names = new Set<string>();
  for (const { field, component } of cells) {
    const [head, ...path] = field.split('.');
    if (head !== 'appConfigs') continue;
    if (!path.length) {
      const reads = component === undefined ? undefined : CONFIG_LIST_READS[component];
      if (!reads) return undefined;
      reads.forEach((name) => names.add(name));
      continue;
    }
    // A position alone (`appConfigs.0`) is a whole config: no narrowing.
    if (path.every((part) => /^\d+$/.test(part))) return undefined;
    names.add(path.join('.'));
  }
  return [...names].sort();
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
