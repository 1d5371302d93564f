// Paging and sorting shared by every list of the server (entities, tags, tag groups, media, users):
//   sortOrder(columns, query, fallback, id)  the ORDER BY of a whitelisted sort field, ties broken by id
//   paginate(db, keys, page, rowsOf)         one page of rows plus the total
//   paginationOf(...)                        the `meta.pagination` block every list answers
import { asc, count, desc, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { PgSelect } from 'drizzle-orm/pg-core';
import type { Pagination, SortDirParameter } from '@generated/model';
import type { Db } from '../db/client';

export const paginationOf = (page: number, perPage: number, total: number, count: number): Pagination => ({
  currentPage: page,
  total,
  totalPages: Math.ceil(total / perPage),
  count,
  perPage,
});

export interface PageRequest {
  page: number;
  perPage: number;
}

export interface SortRequest {
  sortBy: string;
  sortDir: SortDirParameter;
}

/** What a sort field may be ordered by: a column or an SQL expression. */
export type SortColumns = Readonly<Record<string, AnyColumn | SQL>>;

/**
 * The ORDER BY of `query.sortBy` looked up in the store's whitelist (an unknown field sorts by
 * `fallback`), ties broken by id in the same direction so pages never overlap.
 */
export function sortOrder(
  columns: SortColumns,
  query: SortRequest,
  fallback: AnyColumn | SQL,
  id: AnyColumn,
): SQL[] {
  const column = Object.hasOwn(columns, query.sortBy) ? columns[query.sortBy]! : fallback;
  const direction = query.sortDir === 'asc' ? asc : desc;
  return [direction(column), direction(id)];
}

/** Selected beside a page's keys: the size of the whole filtered set, from the same scan. */
export const totalOver = () => sql<number>`count(*) over ()`.mapWith(Number).as('total');

/** The total carried by each row of a page subquery, for `rowsOf`'s select. */
export const totalOf = (page: { total: unknown }) => sql<number>`${page.total}`.mapWith(Number);

export interface Page<Row> {
  rows: Row[];
  total: number;
}

/**
 * One page and the total in one statement, like fastify/demo's repositories: `keys()` selects
 * `{ id, total: totalOver() }` of the filtered set ($dynamic, unordered); it is ordered and cut to the page
 * here, so it can be answered from the order index alone; `rowsOf(page)` joins that page subquery to the
 * rows (in `order`), so no row skipped by the offset is ever fetched. A page past the end has no row to
 * carry the total: then the filtered set is counted on its own.
 */
export async function paginate<Keys extends PgSelect, Row>(
  db: Db,
  keys: () => Keys,
  request: PageRequest & { order: SQL[] },
  rowsOf: (page: ReturnType<Keys['as']>) => Promise<{ row: Row; total: number }[]>,
): Promise<Page<Row>> {
  const offset = (request.page - 1) * request.perPage;
  const page = keys()
    .orderBy(...request.order)
    .limit(request.perPage)
    .offset(offset)
    .as('page') as ReturnType<Keys['as']>;
  const found = await rowsOf(page);
  if (found.length || offset === 0) {
    return { rows: found.map((f) => f.row), total: found[0]?.total ?? 0 };
  }
  const [all] = await db.select({ total: count() }).from(sql`(${keys()}) as "all"`);
  return { rows: [], total: all?.total ?? 0 };
}
