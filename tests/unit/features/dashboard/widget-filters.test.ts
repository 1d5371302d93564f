import { describe, expect, it } from 'vitest';
import type { WidgetSchema } from '@generated/model';
import {
  changePage,
  initialFilterState,
  resetFilters,
  updateFilters,
  widgetRequestParams,
} from '@/features/dashboard/widget-filters';

const schema: WidgetSchema = {
  name: 'w',
  views: [{ type: 'listView' }],
  dataSource: { endpoint: '/dashboard/widgets/w/data' },
  filters: {
    hasSearch: true,
    quick: [
      { component: 'ShopSelect', name: 'locale', defaultValue: 7, resettable: false },
      { component: 'ShopSelect', name: 'otherShop', defaultValue: 3, resettable: true },
      { component: 'Select', name: 'days', defaultValue: 14, resettable: false },
      { component: 'EntityTypeSelect', name: 'type', defaultValue: null, resettable: true },
    ],
  },
};

describe('widget filters (spec 1 §4.2)', () => {
  it('starts on page 1 with 20 per page, a non-resettable shop select on the main shop, others on their default', () => {
    expect(initialFilterState(schema, 1)).toEqual({
      page: 1,
      perPage: 20,
      filters: { locale: 1, otherShop: 3, days: 14 },
    });
  });

  it('merges updates, drops empty values and goes back to page 1', () => {
    const start = changePage(initialFilterState(schema, 1), 3);
    const next = updateFilters(start, { type: 'story', term: 'linen' });
    expect(next).toMatchObject({
      page: 1,
      filters: { locale: 1, otherShop: 3, days: 14, type: 'story', term: 'linen' },
    });
    expect(updateFilters(next, { term: '', type: undefined }).filters).toEqual({
      locale: 1,
      otherShop: 3,
      days: 14,
    });
  });

  it('resets named filters or all; a shop select that cannot be reset returns to the main shop', () => {
    const busy = updateFilters(initialFilterState(schema, 1), { locale: 4, type: 'bundle', term: 'x' });
    expect(resetFilters(busy, schema, 1, ['type']).filters).toEqual({
      locale: 4,
      otherShop: 3,
      days: 14,
      term: 'x',
    });
    expect(resetFilters(busy, schema, 1, ['locale']).filters).toMatchObject({ locale: 1 });
    expect(resetFilters(changePage(busy, 2), schema, 1)).toEqual({
      page: 1,
      perPage: 20,
      filters: { locale: 1, days: 14 },
    });
  });

  it('sends every filter as f[...] with empty ones dropped, lists joined by commas', () => {
    const state = updateFilters(initialFilterState(schema, 1), { tagsAll: [3, 4], term: 'a b' });
    expect(widgetRequestParams(changePage(state, 2))).toEqual({
      page: 2,
      perPage: 20,
      'f[locale]': 1,
      'f[otherShop]': 3,
      'f[days]': 14,
      'f[tagsAll]': '3,4',
      'f[term]': 'a b',
    });
  });
});
