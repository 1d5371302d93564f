import { describe, expect, it } from 'vitest';
import {
  ENTITY_TYPES,
  allEntityConfigs,
  getEntityConfig,
  overviewEntityConfigs,
  resolveEntityType,
} from '@/entities';

const typesWhere = (predicate: (type: ReturnType<typeof getEntityConfig>) => boolean) =>
  allEntityConfigs()
    .filter(predicate)
    .map((config) => config.type)
    .sort();

describe('entity catalogue', () => {
  it('knows all 20 types', () => {
    expect(ENTITY_TYPES).toHaveLength(20);
    expect(allEntityConfigs()).toHaveLength(20);
    expect(overviewEntityConfigs()).toHaveLength(19);
  });

  it('has the overview paths and resource types of spec 1 §3.1', () => {
    expect(getEntityConfig('cluster')).toMatchObject({
      overviewPath: '/clusters',
      resourceType: 'page-cluster',
    });
    expect(getEntityConfig('story')).toMatchObject({
      overviewPath: '/content/stories',
      resourceType: 'page',
    });
    expect(getEntityConfig('hotdrop')).toMatchObject({
      overviewPath: '/content/hotdrops',
      resourceType: 'page',
    });
    expect(getEntityConfig('category')).toMatchObject({
      overviewPath: '/content/categories',
      resourceType: 'category',
    });
    expect(getEntityConfig('video')).toMatchObject({ overviewPath: '/media/videos', resourceType: 'media' });
    expect(getEntityConfig('block-type')).toMatchObject({ overviewPath: '/', resourceType: 'content' });
  });

  it('has singular and plural names', () => {
    expect(getEntityConfig('story')).toMatchObject({
      singular: 'Category Story',
      plural: 'Category Stories',
    });
    expect(getEntityConfig('hotdrop').plural).toBe('Drop Pages');
    expect(getEntityConfig('category').plural).toBe('Category Pages');
    expect(getEntityConfig('teaser').plural).toBe('Teaser Campaigns');
  });

  it('sets the flags of the chosen reading', () => {
    expect(typesWhere((c) => c.disallowExport)).toEqual(
      ['block-type', 'core-page', 'image', 'profile-brand', 'profile-idol', 'scb-ruleset', 'video'].sort(),
    );
    expect(typesWhere((c) => c.disallowPublishing)).toEqual(
      [
        'block-type',
        'image',
        'profile-brand',
        'profile-idol',
        'scb-ruleset',
        'tag',
        'tag-group',
        'video',
      ].sort(),
    );
    // No create call in the contract (block-type has no overview, so its flag shows nowhere).
    expect(typesWhere((c) => c.disallowCreation)).toEqual([
      'block-type',
      'category',
      'image',
      'profile-brand',
      'video',
    ]);
    expect(getEntityConfig('bundle').publishLevel).toBe('entity');
    expect(getEntityConfig('hotdrop').publishLevel).toBe('appConfig');
  });

  it('has the overview includes', () => {
    expect(getEntityConfig('bundle').overviewIncludes).toEqual([
      'appConfigs.preview',
      'appConfigs.seodata',
      'updatedByUser',
    ]);
    expect(getEntityConfig('tag-group').overviewIncludes).toEqual(['tags', 'updatedByUser']);
    expect(getEntityConfig('image')).toMatchObject({
      overviewIncludes: ['updatedByUser'],
      overviewFields: ['updatedAt', 'createdAt'],
      defaultSort: { field: 'updatedAt', direction: 'desc' },
    });
  });

  it('takes the page kinds and hierarchy from the contract', () => {
    expect(
      allEntityConfigs()
        .filter((c) => c.pageType)
        .map((c) => [c.type, c.pageType]),
    ).toEqual([
      ['hotdrop', 'hotdrop'],
      ['brand-story', 'brand-story'],
      ['idol-story', 'idol-story'],
      ['story', 'story'],
    ]);
    expect(typesWhere((c) => c.hierarchical)).toEqual(['category', 'custom-page']);
  });

  it('maps legacy names', () => {
    expect(resolveEntityType('category-story')).toBe('story');
    expect(getEntityConfig('page-cluster').type).toBe('cluster');
    expect(getEntityConfig('brand').type).toBe('profile-brand');
  });

  it('throws for an unknown type', () => {
    expect(() => getEntityConfig('unicorn')).toThrow('Missing configuration for unicorn');
  });
});
