// The list query of every entity collection, parsed from the request's `f[...]`, include, fields, sort
// and paging parameters (already validated and coerced against the contract).
import type { ContentStatus, ListBundlesParams, SortDirParameter } from '@generated/model';
import { ValidationError } from '@server/http-error';

export interface EntityListQuery {
  tenantId: number;
  /** Trimmed search text; absent when empty. */
  term?: string;
  /** 0 = root level; absent = no hierarchy filter. */
  parentId?: number;
  /** The selected shop (app id). */
  locale?: number;
  status?: ContentStatus[];
  /** Page kind (pages) or another type discriminator. */
  type?: string;
  /** Tag group key (tags). */
  group?: string;
  ids?: number[];
  tagsAll?: number[];
  tagGroupsAll?: string[];
  hash?: string;
  /** Block types by name (`filter[name]`). */
  names?: string[];
  include: Set<string>;
  fields: string[];
  /** configFields: the shop-config fields and parts a list keeps besides the required ones (all when unset). */
  configFields?: Set<string>;
  sortBy: string;
  sortDir: SortDirParameter;
  page: number;
  perPage: number;
}

/** The raw request query of a list operation (all collections share these parameters). */
export type ListParams = ListBundlesParams & { 'filter[type]'?: string; 'filter[name]'?: string };

export const DEFAULT_SORT = { field: 'updatedAt', direction: 'desc' } as const;

/** A comma list parameter as trimmed, non-empty parts (undefined when absent). */
export const commaList = (value: string | number | undefined) =>
  value === undefined
    ? undefined
    : String(value)
        .split(',')
        .map((part) => part.trim())
        .filter(Boolean);

/** A comma list of integers; parts that are not one are dropped. */
export const numberList = (value: string | number | undefined) =>
  commaList(value)
    ?.map(Number)
    .filter((n) => Number.isInteger(n));

/**
 * Reads a list request. `sortable` are the overview schema's sortable fields: a sortBy outside them is
 * refused with a 422 (Laravel shape), as is an unknown direction (the contract's enum catches it first).
 */
export function parseListQuery(
  params: ListParams,
  options: {
    tenantId: number;
    sortable: readonly string[];
    defaultSort?: { field: string; direction: SortDirParameter };
  },
): EntityListQuery {
  const sortBy = params.sortBy?.trim() || undefined;
  if (sortBy !== undefined && !options.sortable.includes(sortBy)) {
    throw new ValidationError({
      sortBy: [`The selected sort by is invalid. Sortable: ${options.sortable.join(', ')}.`],
    });
  }
  const fallback = options.defaultSort ?? DEFAULT_SORT;
  const term = params['f[term]'] === undefined ? undefined : String(params['f[term]']).trim();
  const status = commaList(params['f[status]']) as ContentStatus[] | undefined;
  const type =
    params['filter[type]'] ?? (params['f[type]'] === undefined ? undefined : String(params['f[type]']));
  return {
    tenantId: options.tenantId,
    ...(term ? { term } : {}),
    ...(params['f[parentId]'] !== undefined ? { parentId: Number(params['f[parentId]']) } : {}),
    ...(params['f[locale]'] !== undefined ? { locale: Number(params['f[locale]']) } : {}),
    ...(status?.length ? { status } : {}),
    ...(type ? { type } : {}),
    ...(params['f[group]'] ? { group: String(params['f[group]']) } : {}),
    ...(params['f[ids]'] !== undefined ? { ids: numberList(params['f[ids]']) } : {}),
    ...(params['f[tagsAll]'] !== undefined ? { tagsAll: numberList(params['f[tagsAll]']) } : {}),
    ...(params['f[tagGroupsAll]'] ? { tagGroupsAll: commaList(params['f[tagGroupsAll]']) } : {}),
    ...(params['f[hash]'] ? { hash: String(params['f[hash]']) } : {}),
    ...(params['filter[name]'] ? { names: commaList(params['filter[name]']) } : {}),
    include: new Set(commaList(params.include) ?? []),
    fields: commaList(params.fields) ?? [],
    ...(params.configFields !== undefined ? { configFields: new Set(commaList(params.configFields)) } : {}),
    sortBy: sortBy ?? fallback.field,
    sortDir: params.sortDir ?? (sortBy ? 'desc' : fallback.direction),
    page: params.page ?? 1,
    perPage: params.perPage ?? 20,
  };
}

/** `include=appConfigs.preview` implies `appConfigs`. */
export const includes = (query: Pick<EntityListQuery, 'include'>, name: string) =>
  query.include.has(name) || [...query.include].some((i) => i.startsWith(`${name}.`));
