import { describe, expect, it } from 'vitest';
import { overviewApi, overviewSchemaQuery } from '@/features/overview/entity-api';

describe('entity api map', () => {
  it('asks for the resource overview when the resource type differs (plurals from the contract)', () => {
    const key = (type: Parameters<typeof overviewSchemaQuery>[0]) => overviewSchemaQuery(type).queryKey;
    expect(key('bundle')).toEqual(['/api/v2/overview/bundles']);
    expect(key('story')).toEqual(['/api/v2/overview/pages/stories']);
    expect(key('brand-discovery')).toEqual(['/api/v2/overview/brand-discoveries']);
    expect(key('image')).toEqual(['/api/v2/overview/media/images']);
    expect(key('cluster')).toEqual(['/api/v2/overview/page-clusters/clusters']);
    expect(key('category')).toEqual(['/api/v2/overview/categories']);
  });

  it('uses the generated query key of each collection; pages send their type', () => {
    expect(overviewApi('bundle').list({ page: 2 }).queryKey).toEqual(['/api/v2/bundles', { page: 2 }]);
    expect(overviewApi('story').list({}).queryKey).toEqual(['/api/v2/pages', { 'filter[type]': 'story' }]);
    expect(overviewApi('image').listKeyRoot).toBe('/api/v2/media/images');
    expect(overviewApi('hotdrop').listKeyRoot).toBe('/api/v2/pages');
  });

  it('offers delete only where the product deletes', () => {
    expect(overviewApi('bundle').remove).toBeDefined();
    expect(overviewApi('video').remove).toBeDefined();
    expect(overviewApi('category').remove).toBeUndefined();
    expect(overviewApi('tag').remove).toBeUndefined();
    expect(overviewApi('profile-brand').remove).toBeUndefined();
    expect(overviewApi('block-type').remove).toBeUndefined();
  });

  it('looks up parents of hierarchical types only, under the generated get key with the rootline', () => {
    expect(overviewApi('custom-page').parent?.(7).queryKey).toEqual([
      '/api/v2/custom-pages/7',
      { include: 'rootline' },
    ]);
    expect(overviewApi('category').parent).toBeDefined();
    expect(overviewApi('bundle').parent).toBeUndefined();
  });
});
