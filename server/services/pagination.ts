// The `meta.pagination` block every list answers.
import type { Pagination } from '../../generated/model';

export const paginationOf = (page: number, perPage: number, total: number, count: number): Pagination => ({
  currentPage: page,
  total,
  totalPages: Math.ceil(total / perPage),
  count,
  perPage,
});
