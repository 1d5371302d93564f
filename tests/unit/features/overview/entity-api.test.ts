import { describe, expect, it } from 'vitest';
import { overviewApi, overviewSchemaPath } from '../../../../src/features/overview/entity-api';

describe('entity api map', () => {
  it('asks for the resource overview when the resource type differs (plurals from the contract)', () => {
    expect(overviewSchemaPath('bundle')).toEqual({ entityPlural: 'bundles' });
    expect(overviewSchemaPath('story')).toEqual({ resourcePlural: 'pages', entityPlural: 'stories' });
    expect(overviewSchemaPath('brand-discovery')).toEqual({ entityPlural: 'brand-discoveries' });
    expect(overviewSchemaPath('image')).toEqual({ resourcePlural: 'media', entityPlural: 'images' });
    expect(overviewSchemaPath('cluster')).toEqual({
      resourcePlural: 'page-clusters',
      entityPlural: 'clusters',
    });
    expect(overviewSchemaPath('category')).toEqual({ entityPlural: 'categories' });
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
