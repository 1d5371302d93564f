import { describe, expect, it } from 'vitest';
import { overviewApi, overviewSchemaPath, pluralize } from '../../../../src/features/overview/entity-api';

describe('entity api map', () => {
  it('pluralises entity names', () => {
    expect(pluralize('story')).toBe('stories');
    expect(pluralize('brand-discovery')).toBe('brand-discoveries');
    expect(pluralize('bundle')).toBe('bundles');
    expect(pluralize('media')).toBe('media');
  });

  it('asks for the resource overview when the resource type differs', () => {
    expect(overviewSchemaPath('bundle')).toEqual({ entityPlural: 'bundles' });
    expect(overviewSchemaPath('story')).toEqual({ resourcePlural: 'pages', entityPlural: 'stories' });
    expect(overviewSchemaPath('image')).toEqual({ resourcePlural: 'media', entityPlural: 'images' });
    expect(overviewSchemaPath('category')).toEqual({ entityPlural: 'categories' });
  });

  it('uses the generated query key of each collection; pages send their type', () => {
    expect(overviewApi('bundle').list({ page: 2 }).queryKey).toEqual(['/api/v2/bundles', { page: 2 }]);
    expect(overviewApi('story').list({}).queryKey).toEqual(['/api/v2/pages', { 'filter[type]': 'story' }]);
    expect(overviewApi('image').listKeyRoot).toBe('/api/v2/media/images');
  });

  it('offers delete only where the product deletes', () => {
    expect(overviewApi('bundle').remove).toBeDefined();
    expect(overviewApi('category').remove).toBeUndefined();
    expect(overviewApi('tag').remove).toBeUndefined();
    expect(overviewApi('profile-brand').remove).toBeUndefined();
    expect(overviewApi('custom-page').parent).toBeDefined();
  });
});
