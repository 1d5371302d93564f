// Mock mode's lists (npm run dev:mock): the recorded demo rows (demo-data.json) filtered, sorted and paged
// the way the server does it for the same `f[...]`, sortBy/sortDir and page/perPage parameters, so QA see
// each type's overview behave, not one fixed example. An approximation of the server's SQL, not a copy.
import type { Pagination } from '@generated/model';

/** A recorded list row: whatever fields its type has. */
export type DemoRow = Record<string, unknown> & { id: number };

export interface DemoList {
  data: DemoRow[];
  meta: { pagination: Pagination };
}

const comma = (value: string | null) =>
  value === null
    ? undefined
    : value
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);

const numbers = (value: string | null) => comma(value)?.map(Number).filter(Number.isInteger);

interface ShopConfig {
  appId?: number;
  status?: string;
  name?: string;
}
const configsOf = (row: DemoRow): ShopConfig[] => (Array.isArray(row.appConfigs) ? row.appConfigs : []);

/** The texts a search term is matched against: the row's names and its shop configs' names. */
function searchable(row: DemoRow, locale: number | undefined): string[] {
  const own = ['internalName', 'name', 'label'].map((key) => row[key]).filter((v) => typeof v === 'string');
  const shops = configsOf(row)
    .filter((config) => locale === undefined || config.appId === locale)
    .map((config) => config.name)
    .filter((name): name is string => typeof name === 'string');
  return [...own, ...shops] as string[];
}

/** The status the overview filters by: the selected shop's, else the row's own. */
function statusOf(row: DemoRow, locale: number | undefined): string {
  if (locale !== undefined)
    return configsOf(row).find((config) => config.appId === locale)?.status ?? 'empty';
  return typeof row.status === 'string' ? row.status : 'empty';
}

const tagIdsOf = (row: DemoRow): number[] =>
  Array.isArray(row.tags) ? (row.tags as { id: number }[]).map((tag) => tag.id) : [];

function matches(row: DemoRow, query: URLSearchParams): boolean {
  const locale = query.has('f[locale]') ? Number(query.get('f[locale]')) : undefined;
  const term = query.get('f[term]')?.trim().toLowerCase();
  if (term && !searchable(row, locale).some((text) => text.toLowerCase().includes(term))) return false;
  if (query.has('f[parentId]')) {
    const parentId = Number(query.get('f[parentId]'));
    if ((row.parentId ?? null) !== (parentId === 0 ? null : parentId)) return false;
  }
  if (locale !== undefined && 'appConfigs' in row && !configsOf(row).some((c) => c.appId === locale))
    return false;
  const status = comma(query.get('f[status]'));
  if (status?.length && !status.includes(statusOf(row, locale))) return false;
  const ids = numbers(query.get('f[ids]'));
  if (ids && !ids.includes(row.id)) return false;
  const tagsAll = numbers(query.get('f[tagsAll]'));
  if (tagsAll?.length && !tagsAll.every((id) => tagIdsOf(row).includes(id))) return false;
  const group = query.get('f[group]');
  if (group && row.group !== group) return false;
  const hash = query.get('f[hash]');
  if (hash && row.hash !== hash) return false;
  return true;
}

/** The value a sort field names; the server sorts `name` and `label` by the internal name where rows have one. */
function sortValue(row: DemoRow, field: string): string | number {
  const value = row[field] ?? (field === 'name' || field === 'label' ? row.internalName : undefined);
  return typeof value === 'number' ? value : String(value ?? '');
}

function compare(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en', { sensitivity: 'base' });
}

/** One page of `rows` for the request's query, with the pagination meta of the contract (`keepOrder`: the
 * recorded order unless the query sorts). */
export function listPage(
  rows: readonly DemoRow[],
  query: URLSearchParams,
  { keepOrder = false }: { keepOrder?: boolean } = {},
): DemoList {
  const sortBy = query.get('sortBy') || 'updatedAt';
  const direction = query.get('sortDir') === 'asc' ? 1 : -1;
  const filtered = rows.filter((row) => matches(row, query));
  const found =
    keepOrder && !query.get('sortBy')
      ? filtered
      : filtered.sort(
          (a, b) => direction * compare(sortValue(a, sortBy), sortValue(b, sortBy)) || b.id - a.id,
        );
  const perPage = Math.max(1, Number(query.get('perPage') ?? 20) || 20);
  const currentPage = Math.max(1, Number(query.get('page') ?? 1) || 1);
  const data = found.slice((currentPage - 1) * perPage, currentPage * perPage);
  return {
    data,
    meta: {
      pagination: {
        currentPage,
        perPage,
        total: found.length,
        totalPages: Math.ceil(found.length / perPage),
        count: data.length,
      },
    },
  };
}
