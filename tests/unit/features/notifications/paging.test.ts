import { describe, expect, it } from 'vitest';
import { notificationPaging } from '@/features/notifications/paging';

const paging = (query: string) => notificationPaging(new URLSearchParams(query));

describe('notificationPaging (spec 1 §5)', () => {
  it('defaults to page 1 and 50 per page', () => {
    expect(paging('')).toEqual({ page: 1, perPage: 50 });
  });
  it('keeps whole positive numbers', () => {
    expect(paging('page=3&perPage=10')).toEqual({ page: 3, perPage: 10 });
  });
  it.each(['abc', '0', '-2', '1.5', '', '2e3'])('falls back for %j', (value) => {
    expect(paging(`page=${value}&perPage=${value}`)).toEqual({ page: 1, perPage: 50 });
  });
  it("caps perPage at the contract's maximum", () => {
    expect(paging('perPage=100000').perPage).toBe(500);
  });
});
