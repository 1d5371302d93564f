// The shared paging pieces: the sort whitelist lookup and the meta.pagination block. paginate() itself runs
// under every list test (entity-lists, contract/catalogue, users), including a page past the end.
import { sql } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { tags } from '@server/db/schema';
import { paginationOf, sortOrder } from '@server/services/pagination';

const dialect = new PgDialect();
const orderSql = (order: ReturnType<typeof sortOrder>) => dialect.sqlToQuery(sql.join(order, sql`, `)).sql;

const COLUMNS = { name: tags.name, createdAt: tags.createdAt };

describe('sortOrder', () => {
  it('orders by the whitelisted column, ties broken by id in the same direction', () => {
    expect(orderSql(sortOrder(COLUMNS, { sortBy: 'name', sortDir: 'asc' }, tags.updatedAt, tags.id))).toBe(
      '"tags"."name" asc, "tags"."id" asc',
    );
  });

  it('falls back for a field outside the whitelist, inherited names included', () => {
    for (const sortBy of ['password', 'constructor', 'toString']) {
      expect(orderSql(sortOrder(COLUMNS, { sortBy, sortDir: 'desc' }, tags.updatedAt, tags.id))).toBe(
        '"tags"."updated_at" desc, "tags"."id" desc',
      );
    }
  });
});

describe('paginationOf', () => {
  it('counts pages from the total', () => {
    expect(paginationOf(2, 20, 41, 20)).toEqual({
      currentPage: 2,
      total: 41,
      totalPages: 3,
      count: 20,
      perPage: 20,
    });
    expect(paginationOf(1, 20, 0, 0).totalPages).toBe(0);
  });
});
