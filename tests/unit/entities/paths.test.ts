import { describe, expect, it } from 'vitest';
import {
  createPath,
  detailRoutePattern,
  detailUrl,
  duplicatePath,
  editPath,
  navGroupPath,
  overviewPath,
  rowEditPath,
} from '@/entities/paths';

describe('routes', () => {
  it('creation keeps the query string', () => {
    expect(createPath('bundle', '?f[locale]=1')).toBe('/bundles/new?f[locale]=1');
    expect(createPath('bundle', '')).toBe('/bundles/new');
    // block-type's overview is the root: no double slash.
    expect(createPath('block-type')).toBe('/new');
  });

  it('edit adds the locale filter when a shop is selected', () => {
    expect(editPath('bundle', 5)).toBe('/bundles/5');
    expect(editPath('bundle', 5, 2)).toBe('/bundles/5?f%5Blocale%5D=2');
  });

  it('duplicate adds action and the parent filter', () => {
    expect(duplicatePath('custom-page', 5, 3)).toBe(
      '/content/custom-pages/5?action=duplicate&f%5BparentId%5D=3',
    );
    expect(duplicatePath('bundle', 5)).toBe('/bundles/5?action=duplicate');
  });

  it('overview, detail route and navigation group paths', () => {
    expect(overviewPath('story')).toBe('/content/stories');
    expect(detailRoutePattern('bundle')).toBe('/bundles/:id/:step?');
    expect(navGroupPath('media')).toBe('/media');
  });

  it("a widget row's edit link: its type's detail page with the widget's shop, none for an unknown type", () => {
    expect(rowEditPath({ id: 4, entityType: 'story' })).toBe('/content/stories/4');
    expect(rowEditPath({ id: 4, entityType: 'story' }, 3)).toBe('/content/stories/4?f%5Blocale%5D=3');
    expect(rowEditPath({ id: 4, entityType: 'no-such-type' })).toBeUndefined();
    expect(rowEditPath({ id: 4 })).toBeUndefined();
  });

  it('the absolute detail address (copy link)', () => {
    expect(detailUrl('bundle', 5, 'https://app')).toBe('https://app/bundles/5');
  });
});
